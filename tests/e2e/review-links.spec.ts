// Beside every review record: the editorial policy, and an e-mail to the content team that names the page.
import { expect, test } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { published, site } from '../content'

const routes = prerenderedRoutes()
/** Fills {placeholders} as the site does (lib/site.ts fill, which reads site.yaml through the build). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
const { editorial } = site
/** Every page that shows a review record: the conditions, the guides and the page of assessments (one per category). */
const reviewed = [...published('conditions'), ...published('guides')]
  .map((entry) => entry.address!)
  .filter((path) => routes.includes(path))
const assessments = published('assessments')

test('there are pages with review records to check', () => {
  expect(reviewed.length).toBeGreaterThan(0)
})

for (const path of [...reviewed, '/neurological-assessments']) {
  test(`${path}: every review record links to the editorial policy and opens an e-mail that names the page`, async ({
    page,
  }) => {
    await page.goto(path)
    const title = (await page.title()).replace(` | ${site.name}`, '')
    const records = page.locator('[data-review]')
    await expect(records).toHaveCount(path === '/neurological-assessments' ? assessments.length : 1)
    for (const record of await records.all()) {
      // The assessments' records stand in tab panels, all but one of them hidden.
      const policy = record.getByRole('link', { name: editorial.policy.label, exact: true, includeHidden: true })
      expect(await policy.getAttribute('href')).toMatch(new RegExp(`${editorial.policy.href}$`))
      const report = record.getByRole('link', { name: editorial.reportLabel, exact: true, includeHidden: true })
      const href = await report.getAttribute('href')
      const mail = new URL(href!)
      expect(mail.protocol).toBe('mailto:')
      expect(mail.pathname).toBe(editorial.reportEmail)
      expect(mail.searchParams.get('subject')).toBe(fill(editorial.reportSubject, { title }))
      const address = `${site.url.replace(/\/$/, '')}${path}`
      expect(mail.searchParams.get('body')).toBe(
        fill(editorial.reportBody.trim(), { title, address }).replace(/\n/g, '\r\n'),
      )
    }
  })
}

test('the editorial policy is a page of the site, with one main heading', async ({ page }) => {
  expect(routes).toContain(editorial.policy.href)
  await page.goto(editorial.policy.href)
  await expect(page.locator('h1')).toHaveCount(1)
})
