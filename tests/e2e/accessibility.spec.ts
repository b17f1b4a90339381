/**
 * WCAG 2.2 A and AA in the states the shared header takes: scrolled (solid), and on a phone with its
 * menu open, in the light and the dark scheme and in forced colours, in each language. The header is
 * the same on every page of a language, so its states are checked here once; every page at its top
 * and in each state of its own tabs and questions is checked on its one load in
 * tests/e2e/every-page.spec.ts.
 */
import { expect, test } from '@playwright/test'
import { site, siteWordsIn } from '../content'
import { axeInEachScheme } from './page-rules'
import { wakeIslands } from './wake-islands'

/** A page of each language that leads to booking (the emergency line shows under the header). */
const pages = ['/', '/es']

for (const route of pages) {
  test(`${route}: the header scrolled, and the phone menu open, meet WCAG 2.2 A and AA in every scheme`, async ({
    page,
  }) => {
    const found: string[] = []
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(route)
      await wakeIslands(page)
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
      found.push(...(await axeInEachScheme(page, `${width} px, scrolled`)))
      if (width === 375) {
        await page.evaluate(() => window.scrollTo(0, 0))
        // The menu button speaks the page's language: a Spanish page's words are content/es/site.yaml's.
        const labels = /^\/es(\/|$)/.test(route) ? siteWordsIn('es').labels : site.labels
        await page.getByRole('button', { name: labels.openMenu }).click()
        found.push(...(await axeInEachScheme(page, `${width} px, menu open`, { andForcedColours: true })))
        await page.keyboard.press('Escape')
      }
    }
    expect(found).toEqual([])
  })
}
