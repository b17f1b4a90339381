// Beside every review record: the editorial policy, and an e-mail to the content team that names the page.
import { expect, test } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { published, site } from '../content'

const routes = prerenderedRoutes()
const { editorial } = site
/** Every page that shows a review record: the conditions, the guides and the page of assessments (one per category). */
const reviewed = [...published('conditions'), ...published('guides')]
  .map((entry) => entry.address!)
  .filter((path) => routes.includes(path))

test('there are pages with review records to check', () => {
  expect(reviewed.length).toBeGreaterThan(0)
})

// Each record's links, on every page that has one, are read from the built HTML (tests/unit/built-pages.test.ts).

test('the editorial policy is a page of the site, with one main heading', async ({ page }) => {
  expect(routes).toContain(editorial.policy.href)
  await page.goto(editorial.policy.href)
  await expect(page.locator('h1')).toHaveCount(1)
})
