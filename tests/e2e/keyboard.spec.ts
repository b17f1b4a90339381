/**
 * The keyboard on a phone: Tab reaches every control once, in reading order, the skip link first,
 * each with a visible focus ring, through the compact header. The header is the same on every page
 * of a language, so a page of each kind is walked here; every page is walked at a desktop's width,
 * through the full header, on its one load in tests/e2e/every-page.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { keyboardProblems } from './page-rules'
import { wakeIslands } from './wake-islands'

const routes = prerenderedRoutes()
/** A page of each kind, in each language: the first of each layout the site's routes show. */
const first = (prefix: string) => routes.find((route) => route.startsWith(prefix))
const samples = [
  ...new Set(
    [
      '/',
      '/es',
      '/about',
      '/contact',
      '/pricing',
      '/resources',
      '/services',
      '/neurological-assessments',
      '/conditions',
    ]
      .filter((route) => routes.includes(route))
      .concat(
        ['/conditions/', '/es/conditions/', '/resources/blog/', '/resources/diagnostics/', '/partners/']
          .map(first)
          .filter((route): route is string => Boolean(route)),
      ),
  ),
  '/no-such-page',
]

// Waking every island and a Tab for each control take a while on a busy two-core machine.
test.describe.configure({ timeout: 120_000 })

for (const route of samples) {
  test(`${route} at 375 px: Tab reaches every control once, in reading order, each with a visible focus ring`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(route)
    await wakeIslands(page)
    expect(await keyboardProblems(page, route)).toEqual([])
  })
}
