/**
 * A writer's week in the browser: the pages a week of ordinary writer changes touched (made and built
 * in a copy of the project by tests/e2e/writers-week-fixture.ts, run by scripts/e2e.mjs) hold
 * whatever the words are: each shows its change, has one main heading, is free of WCAG 2.2 A and AA
 * violations in both colour schemes, neither scrolls sideways nor cuts anything off at a phone's and a
 * desktop's width, and every link on it leads to a page.
 */
import { existsSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createSiteServer } from '../../scripts/serve.mjs'
import { HEADER_SWITCH_PX, layoutProblems } from './layout-problems'
import { wakeIslands } from './wake-islands'
import { WEEK_DIR, type Week } from './writers-week-fixture'

const weekDir = join(process.cwd(), WEEK_DIR)
const week: Week = existsSync(join(weekDir, 'week.json'))
  ? JSON.parse(readFileSync(join(weekDir, 'week.json'), 'utf8'))
  : { pages: [], renamed: { from: '', to: '' } }
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const widths = [375, 1280]

let server: Server
let origin = ''
test.beforeAll(async () => {
  expect(
    existsSync(join(weekDir, 'client/index.html')),
    `no build of the writer's week in ${WEEK_DIR}/: run the browser tests with npm run test:e2e, which makes it`,
  ).toBe(true)
  server = createSiteServer({ root: join(weekDir, 'client') })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
test.afterAll(async () => {
  await new Promise((closed) => server?.close(closed))
})

test.describe.configure({ timeout: 120_000 })

test("the writer's week changed pages", () => {
  expect(week.pages.length).toBeGreaterThan(0)
})

async function axeViolations(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMedia({ colorScheme: scheme })
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const builder = new AxeBuilder({ page })
  const results = await (
    scheme === 'light' ? builder.withTags(wcag) : builder.withRules(['color-contrast', 'link-in-text-block'])
  ).analyze()
  return results.violations.map(
    (violation) =>
      `${scheme}: ${violation.id} ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

for (const { address, shows, change } of week.pages) {
  test(`${address} (${change}) shows the change and holds: one h1, axe, no sideways scroll or cut-off at ${widths.join(' and ')} px, links that lead to pages`, async ({
    page,
  }) => {
    const response = await page.goto(`${origin}${address}`)
    expect(response?.status(), address).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    for (const text of shows) await expect(page.locator('body'), `${address} shows "${text}"`).toContainText(text)

    await wakeIslands(page)
    const found: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      for (const problem of await layoutProblems(page, { fullHeader: width >= HEADER_SWITCH_PX }))
        found.push(`at ${width} px: ${problem}`)
    }
    found.push(...(await axeViolations(page, 'light')), ...(await axeViolations(page, 'dark')))
    expect(found, address).toEqual([])

    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    const paths = [...new Set(links.filter((href) => href.startsWith(origin)).map((href) => new URL(href).pathname))]
    const broken: string[] = []
    for (const path of paths) {
      const answer = await page.request.get(`${origin}${path}`)
      if (answer.status() !== 200) broken.push(`${path} answers ${answer.status()}`)
    }
    expect(broken, `links on ${address}`).toEqual([])
  })
}

test("the renamed page's old address leads to its new one", async ({ page }) => {
  await page.goto(`${origin}${week.renamed.from}`)
  await expect(page).toHaveURL(`${origin}${week.renamed.to}`)
  await expect(page.locator('h1')).toHaveCount(1)
})
