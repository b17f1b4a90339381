/** The page of changes a reviewer opens from a pull request's preview: the writer's week's (tests/e2e/writers-week-fixture.ts), one symptom changed among its changes. */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { CHANGES_DIR, type Week } from './writers-week-fixture'

const changesPage = pathToFileURL(join(process.cwd(), CHANGES_DIR, 'index.html')).href
const change: Week['symptom'] = JSON.parse(readFileSync(join(process.cwd(), CHANGES_DIR, 'change.json'), 'utf8'))
/** The longest word of a text, which the page writes as it is. */
const word = (text: string) =>
  [...text.matchAll(/[A-Za-z]{3,}/g)].map((match) => match[0]).sort((a, b) => b.length - a.length)[0] ?? text

for (const javaScriptEnabled of [true, false]) {
  test(`the changes page shows the removed and the added words of the symptom ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled })
    const page = await context.newPage()
    await page.goto(changesPage)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changes in this preview')
    const section = page.locator('section', { has: page.getByRole('link', { name: change.address, exact: true }) })
    await expect(section.locator('del', { hasText: word(change.removed) }).first()).toBeVisible()
    await expect(section.locator('ins', { hasText: word(change.added) }).first()).toBeVisible()
    // Struck through and underlined, so it reads without colour; named for screen readers.
    await expect(section.locator('del').first()).toHaveCSS('text-decoration-line', 'line-through')
    await expect(section.locator('ins').first()).toHaveCSS('text-decoration-line', 'underline')
    await expect(section.locator('del').first()).toContainText('[removed:')
    await expect(page.getByRole('rowheader', { name: change.field })).toBeVisible()
    await context.close()
  })
}

test('the changes page meets WCAG 2.2 A and AA', async ({ page }) => {
  await page.goto(changesPage)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
})

test('the published build holds no page of changes', () => {
  expect(existsSync(join(process.cwd(), 'dist/client/_changes'))).toBe(false)
})
