/**
 * A picture of every page on a phone, a tablet and a laptop, compared with the reference pictures
 * beside this file (screenshots.spec.ts-snapshots/), so a change that moves a layout shows in review.
 * After a change that moves a layout on purpose: `npm run test:screenshots:update`, look at the new
 * pictures, and commit them with the change.
 */
import { expect, test } from '@playwright/test'
import { prerenderedRoutes } from './built-site'

const routes = [...prerenderedRoutes(), '/no-such-page']
const widths = [375, 1024, 1440]
/** The top of a long page is enough to see its layout, and keeps the reference pictures small. */
const MAX_HEIGHT = 2400

test.use({ reducedMotion: 'reduce', colorScheme: 'light' })

for (const route of routes) {
  test(`${route} looks as its reference pictures at ${widths.join(', ')} px`, async ({ page }) => {
    const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-')
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(route)
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      // Pictures below the fold load lazily; load them all, so every run shows the same page.
      await page.evaluate(async () => {
        const images = Array.from(document.images)
        for (const image of images) image.loading = 'eager'
        await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
        await document.fonts.ready
      })
      const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight))
      await expect(page, `${route} at ${width} px`).toHaveScreenshot(`${name}-${width}.png`, {
        fullPage: true,
        clip: { x: 0, y: 0, width, height },
        animations: 'disabled',
        caret: 'hide',
        // The copyright line shows the current year.
        mask: [page.locator('[data-copyright]')],
        maxDiffPixelRatio: 0.002,
      })
    }
  })
}
