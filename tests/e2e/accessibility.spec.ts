import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { site, siteWordsIn } from '../content'

const routes = prerenderedRoutes()

// Each page is checked in many states (two widths, scrolled, menus, every tab and answer).
test.describe.configure({ timeout: 300_000 })
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** The WCAG rules whose outcome depends on colours; every other rule answers the same in every scheme. */
const colourRules = ['color-contrast', 'link-in-text-block']

/** Every WCAG 2.2 A and AA violation on the page as it is now, or only those of `rules`. */
async function violations(page: Page, state: string, rules?: string[]) {
  // Check what the visitor sees once entrances have played, not a frame in the middle of a fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const builder = new AxeBuilder({ page })
  const results = await (rules ? builder.withRules(rules) : builder.withTags(wcag)).analyze()
  return results.violations.map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/**
 * The colour schemes a visitor's system may ask for. Every state of a page is checked in the light and
 * the dark scheme, contrast included; forced colours (the system's own palette) at the top of each page
 * and with the menu open. The light scheme runs every rule; the others run the rules that colours
 * decide, since the rest would only repeat the light scheme's answers.
 */
const schemes = {
  light: { colorScheme: 'light', forcedColors: 'none' },
  dark: { colorScheme: 'dark', forcedColors: 'none' },
} as const
const forcedColours = { colorScheme: 'light', forcedColors: 'active' } as const

/** Checks the page as it is now in each scheme, without reloading it, and leaves it in the light one. */
async function violationsInEachScheme(page: Page, state: string, { andForcedColours = false } = {}) {
  const found: string[] = []
  const all = { ...schemes, ...(andForcedColours ? { 'forced colours': forcedColours } : {}) }
  for (const [scheme, media] of Object.entries(all)) {
    await page.emulateMedia(media)
    found.push(...(await violations(page, `${scheme}, ${state}`, scheme === 'light' ? undefined : colourRules)))
  }
  await page.emulateMedia(schemes.light)
  return found
}

/** Opens every tab and accordion item on the page in turn, checking the page in each state. */
async function visitInteractiveStates(page: Page, label: string) {
  const found: string[] = []
  const tabs = page.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    found.push(...(await violationsInEachScheme(page, `${label}, tab ${index + 1}`)))
  }
  // Accordion questions, woken or not yet (they wake when they come near the window).
  const toggles = page.locator('main button[aria-controls$="-answer"]')
  const count = await toggles.count()
  if (count) {
    for (let index = 0; index < count; index++) {
      const toggle = toggles.nth(index)
      if (!(await toggle.isVisible())) continue
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    }
    found.push(...(await violationsInEachScheme(page, `${label}, every accordion item open`)))
  }
  return found
}

for (const route of [...routes, '/no-such-page']) {
  test(`${route} meets WCAG 2.2 A and AA in the light and the dark scheme and in forced colours, on a phone and a desktop, at the top and scrolled`, async ({
    page,
  }) => {
    const found: string[] = []
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(route)
      found.push(...(await violationsInEachScheme(page, `${width} px, top`, { andForcedColours: true })))
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
      found.push(...(await violationsInEachScheme(page, `${width} px, scrolled`)))
      if (width === 375) {
        await page.evaluate(() => window.scrollTo(0, 0))
        // The menu button speaks the page's language: a Spanish page's words are content/es/site.yaml's.
        const labels = /^\/es(\/|$)/.test(route) ? siteWordsIn('es').labels : site.labels
        await page.getByRole('button', { name: labels.openMenu }).click()
        found.push(...(await violationsInEachScheme(page, `${width} px, menu open`, { andForcedColours: true })))
        await page.keyboard.press('Escape')
      }
      found.push(...(await visitInteractiveStates(page, `${width} px`)))
    }
    expect(found).toEqual([])
  })
}
