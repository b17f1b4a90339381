import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'

const routes = prerenderedRoutes()

// Each page is checked in many states (two widths, scrolled, menus, every tab and answer).
test.describe.configure({ timeout: 180_000 })
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function violations(page: Page, state: string) {
  // Check what the visitor sees once entrances have played, not a frame in the middle of a fade.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const results = await new AxeBuilder({ page }).withTags(wcag).analyze()
  return results.violations.map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/** Opens every tab and accordion item on the page in turn, checking the page in each state. */
async function visitInteractiveStates(page: Page, label: string) {
  const found: string[] = []
  const tabs = page.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    found.push(...(await violations(page, `${label}, tab ${index + 1}`)))
  }
  const toggles = page.locator('main button[aria-expanded]')
  const count = await toggles.count()
  if (count) {
    for (let index = 0; index < count; index++) if (await toggles.nth(index).isVisible()) await toggles.nth(index).click()
    found.push(...(await violations(page, `${label}, every accordion item open`)))
  }
  return found
}

for (const route of [...routes, '/no-such-page']) {
  test(`${route} meets WCAG 2.2 A and AA on a phone and a desktop, at the top and scrolled`, async ({ page }) => {
    const found: string[] = []
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(route)
      found.push(...(await violations(page, `${width} px, top`)))
      await page.evaluate(() => window.scrollTo(0, 400))
      await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
      found.push(...(await violations(page, `${width} px, scrolled`)))
      if (width === 375) {
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.getByRole('button', { name: 'Open menu' }).click()
        found.push(...(await violations(page, `${width} px, menu open`)))
        await page.keyboard.press('Escape')
      }
      found.push(...(await visitInteractiveStates(page, `${width} px`)))
    }
    expect(found).toEqual([])
  })
}
