// The emergency line (content/site.yaml's emergency.line): on every page that leads to booking and
// in the footer of every page, readable without JavaScript, each number a link that dials it.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { site } from '../content'
import type { Language } from '../../lib/language'
import { bookingParts, leadsToBooking, lineIn } from './page-rules'

// Where the line stands on each page, without JavaScript, is a rule of every page (tests/e2e/every-page.spec.ts).
async function withPage(
  browser: Browser,
  options: { javaScriptEnabled: boolean; width?: number },
  run: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled,
    viewport: { width: options.width ?? 1280, height: 800 },
  })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

async function expectLine(line: ReturnType<Page['locator']>, language: Language = 'en') {
  const words = lineIn(language)
  await expect(line).toBeVisible()
  await expect(line.locator('strong')).toHaveText(words.label)
  for (const part of words.parts) await expect(line).toContainText(part)
  await expect(line.getByRole('link', { name: site.emergency.phone, exact: true })).toHaveAttribute(
    'href',
    `tel:${site.emergency.phone}`,
  )
  await expect(line.getByRole('link', { name: site.emergency.crisisPhone, exact: true })).toHaveAttribute(
    'href',
    `tel:${site.emergency.crisisPhone}`,
  )
  // A paragraph, not an alert: it is always there, so it must not interrupt a screen reader.
  expect(await line.evaluate((element) => [element.tagName, element.getAttribute('role')])).toEqual(['P', null])
}

test('the pages that lead to booking are read from the content, and include the booking pages the issue names', () => {
  expect(bookingParts).toContain('PricingPlans')
  for (const path of ['/', '/services', '/neurological-assessments', '/pricing', '/conditions', '/appointments'])
    expect([...leadsToBooking]).toContain(path)
})

test('the line fits a 375 px phone, with nothing cut off or scrolling sideways', async ({ browser }) => {
  await withPage(browser, { javaScriptEnabled: true, width: 375 }, async (page) => {
    await page.goto('/pricing')
    const line = page.locator('main [data-emergency-line="page"]')
    await expectLine(line)
    expect(
      await line.evaluate(
        (element) =>
          element.scrollWidth <= element.clientWidth && element.getBoundingClientRect().right <= window.innerWidth,
      ),
    ).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  })
})
