/**
 * The header's change of form where its full form stops fitting, measured. Every page at the window
 * widths, with its text at 200 % on a phone and a desktop, and zoomed to 200 % and 400 % (WCAG 2.2
 * reflow) is checked on its one load in tests/e2e/every-page.spec.ts. See layout-problems.ts for what
 * is checked.
 */
import { expect, test, type Page } from '@playwright/test'
import { HEADER_SWITCH_PX } from './layout-problems'

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
