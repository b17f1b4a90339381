/**
 * Every page zoomed to 200 % and 400 % (WCAG 2.2 reflow): nothing cut off, overlapped or overflowing
 * its box; and the header's change of form where its full form stops fitting. Every page at the
 * window widths, and with its text at 200 % on a phone and a desktop, is checked on its one load in
 * tests/e2e/every-page.spec.ts. See layout-problems.ts for what is checked.
 */
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { HEADER_SWITCH_PX, layoutProblems } from './layout-problems'

const routes = [...prerenderedRoutes(), '/no-such-page']

/** Room for a classic scrollbar (Windows draws one 17 px wide; the test browser draws none). */
const SCROLLBAR_PX = 17

test.use({ reducedMotion: 'reduce' })

async function open(page: Page, route: string) {
  await page.goto(route)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

test('the header changes form at the width its full form needs, measured, plus room for a scrollbar', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 800 })
  await open(page, '/')
  // Narrow the header's row one pixel at a time, on a wide window so the full form stays, until it no longer holds.
  const needed = await page.evaluate(async () => {
    const row = document.querySelector('header')!.firstElementChild as HTMLElement
    // Reduced motion shortens transitions to a moment, but a moment still delays the new width: none at all.
    row.style.transition = 'none'
    const name = row.querySelector(':scope > a:first-child > span')!
    // The full header's own booking button, in its navigation (the compact one is hidden here).
    const booking = row.querySelector('nav [data-booking]')!
    const lines = (element: Element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top)),
      ).size
    }
    const holds = () => {
      const edge = row.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(row).paddingRight)
      const controls = Array.from(row.querySelectorAll('a[href], button')).filter((element) =>
        element.checkVisibility(),
      )
      return (
        lines(name) <= 2 &&
        lines(booking) === 1 &&
        row.scrollWidth <= row.clientWidth &&
        controls.every((element) => element.getBoundingClientRect().right <= edge + 0.5)
      )
    }
    let width = Math.ceil(row.getBoundingClientRect().width)
    if (!holds()) return null
    while (width > 320) {
      row.style.maxWidth = `${width - 1}px`
      if (!holds()) break
      width -= 1
    }
    row.style.maxWidth = ''
    return width
  })
  expect(
    needed,
    `the full header does not fit its row even at the row's widest (--layout-header-max-width in components/global.css)`,
  ).not.toBeNull()
  // The change of form: the measured width and a scrollbar, rounded up to half a rem.
  const switchRem = Math.ceil((needed! + SCROLLBAR_PX) / 8) / 2
  const advice = `the full header needs ${needed} px and ${SCROLLBAR_PX} px for a scrollbar: set --breakpoint-header in components/global.css, and the header's media queries, to ${switchRem}rem (now ${HEADER_SWITCH_PX} px)`
  testInfo.annotations.push({
    type: 'header',
    description: `the full header needs ${needed} px; it shows from ${HEADER_SWITCH_PX} px`,
  })
  expect(HEADER_SWITCH_PX, advice).toBeGreaterThanOrEqual(needed! + SCROLLBAR_PX)
  expect(HEADER_SWITCH_PX, advice).toBeLessThanOrEqual(switchRem * 16)
})

/**
 * Browser zoom makes CSS pixels larger: a 1280 × 800 window at 200 % lays out 640 × 400 CSS pixels at
 * a device pixel ratio of 2, at 400 % 320 × 200 at 4. Text-only zoom (resize text) doubles the default
 * font size instead, which rem and em sizes and media queries follow.
 */
const zooms = [
  { label: '200 % zoom of a 1280 × 800 window', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
  { label: '400 % zoom of a 1280 × 800 window', viewport: { width: 320, height: 200 }, deviceScaleFactor: 4 },
  { label: '200 % zoom of a 1920 × 1080 window', viewport: { width: 960, height: 540 }, deviceScaleFactor: 2 },
  { label: '400 % zoom of a 1920 × 1080 window', viewport: { width: 480, height: 270 }, deviceScaleFactor: 4 },
]

test('at 200 % and 400 % zoom every page reflows: no sideways scrolling, nothing cut off or overlapped', async ({
  browser,
}) => {
  // Every page at every zoom: the time grows with the pages writers add.
  test.setTimeout(Math.max(180_000, routes.length * zooms.length * 3_000))
  const found: string[] = []
  for (const { label, viewport, deviceScaleFactor } of zooms) {
    const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion: 'reduce' })
    const page = await context.newPage()
    expect(await page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([
      viewport.width,
      deviceScaleFactor,
    ])
    for (const route of routes) {
      await open(page, route)
      for (const problem of await layoutProblems(page, { fullHeader: viewport.width >= HEADER_SWITCH_PX }))
        found.push(`${route} at ${label}: ${problem}`)
    }
    await context.close()
  }
  expect(found).toEqual([])
})
