import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { wakeIslands } from './wake-islands'
import { site, siteWordsIn } from '../content'

/** The skip link's words in the page's language (content/site.yaml, or content/es/site.yaml under /es/). */
const skipLink = (route: string) =>
  (route === '/es' || route.startsWith('/es/') ? siteWordsIn('es') : site).labels.skipLink

/**
 * Numbers every element a keyboard visitor should reach, in document order: whatever takes focus
 * with Tab and can be seen (closed menus, hidden tab panels and the closed search are not).
 */
function numberTabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    )
    const stops = Array.from(candidates).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        // A link hidden off screen until focused (the skip link) still counts; a zero-size element does not.
        element.getClientRects().length > 0,
    )
    return stops.map((element, index) => {
      element.dataset.tabStop = String(index)
      return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    })
  })
}

/** Presses Tab until focus leaves the page or comes round again; returns where focus went and whether it showed. */
async function walk(page: Page, limit: number) {
  const steps: Array<{ stop: number; label: string; focusShows: boolean }> = []
  for (let index = 0; index < limit; index++) {
    await page.keyboard.press('Tab')
    const step = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return null
      const ring = (target: Element) => {
        const style = getComputedStyle(target)
        return (
          (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
        )
      }
      // A link that covers a whole card rings the card (:focus-within) instead of itself.
      const card = element.parentElement?.closest(':focus-within:is(li, article, div)')
      return {
        stop: Number(element.dataset.tabStop ?? -1),
        label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        focusShows:
          ring(element) || (card !== null && card !== undefined && getComputedStyle(card).outlineStyle !== 'none'),
      }
    })
    if (!step || (steps.length && step.stop === 0)) break
    steps.push(step)
  }
  return steps
}

for (const route of [...prerenderedRoutes(), '/no-such-page']) {
  for (const width of [375, 1280]) {
    test(`${route} at ${width} px: Tab reaches every control once, in reading order, each with a visible focus ring`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(route)
      await wakeIslands(page)
      const expected = await numberTabStops(page)
      const steps = await walk(page, expected.length + 5)
      expect(steps.map((step) => (step.stop === -1 ? `(unexpected) ${step.label}` : expected[step.stop]))).toEqual(
        expected,
      )
      expect(steps[0]?.label, 'the skip link comes first').toBe(`a "${skipLink(route).slice(0, 40)}"`)
      expect(
        steps.filter((step) => !step.focusShows).map((step) => step.label),
        'focus not shown on',
      ).toEqual([])
    })
  }
}
