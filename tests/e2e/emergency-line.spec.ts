// The emergency line (content/site.yaml's emergency.line): on every page that leads to booking and
// in the footer of every page, readable without JavaScript, each number a link that dials it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { mdxParts } from '../../components/mdx-components'
import { prerenderedRoutes } from './built-site'
import { pageBody, published, site, siteWordsIn, translated } from '../content'
import { LANGUAGES, splitAddress, type Language } from '../../lib/language'

const routes = prerenderedRoutes()

/** The parts a writer places that show a booking button: BookingButton and the parts whose file renders one. */
const bookingParts = Object.entries(mdxParts)
  .filter(
    ([name, file]) =>
      name === 'BookingButton' ||
      readFileSync(join('components', `${file}.tsx`), 'utf8').includes("from './BookingButton'"),
  )
  .map(([name]) => name)

/** A collection's published entries in every language: the English files and their translations. */
const everyLanguage = <N extends 'conditions' | 'guides' | 'pages'>(name: N) => [
  ...published(name),
  ...LANGUAGES.filter((language) => language !== 'en').flatMap((language) => translated(name, language)),
]

/** A condition (or a guide with its card) opens with the urgent-help card, which says what the line says. */
const withUrgentCard = new Set([
  ...everyLanguage('conditions').map((entry) => entry.address),
  ...everyLanguage('guides').flatMap((entry) => (entry.urgent ? [entry.address] : [])),
])

/** Pages whose words place a booking button, read from their files. */
const leadsToBooking = new Set(
  everyLanguage('pages')
    .filter((entry) => bookingParts.some((part) => new RegExp(`<${part}[\\s/>]`).test(pageBody(entry.file))))
    .map((entry) => entry.address),
)

/** The line in the page's language (its numbers are the site's own), and its words without the numbers, which become links. */
function lineIn(language: Language) {
  const words = language === 'en' ? site.emergency : { ...site.emergency, ...siteWordsIn(language).emergency }
  const parts = words.line
    .split(/\{(?:emergency|crisis)\}/)
    .map((part) => part.trim())
    .filter(Boolean)
  return { label: words.lineLabel, parts }
}

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

for (const path of routes) {
  const shows = leadsToBooking.has(path) && !withUrgentCard.has(path)
  test(`${path} ${shows ? 'shows the emergency line under the header' : 'leaves the line to its footer'}, and the footer shows it, JavaScript off`, async ({
    browser,
  }) => {
    await withPage(browser, { javaScriptEnabled: false }, async (page) => {
      await page.goto(path)
      const line = page.locator('main [data-emergency-line="page"]')
      const { language } = splitAddress(path)
      if (shows) {
        await expectLine(line, language)
        // Before the page's own words: the first thing read after the header.
        const first = await page.evaluate(() =>
          [...document.querySelector('main')!.children]
            .find((child) => getComputedStyle(child).display !== 'none')
            ?.hasAttribute('data-emergency-line'),
        )
        expect(first).toBe(true)
      } else {
        await expect(line).toBeHidden()
      }
      await expectLine(page.locator('footer [data-emergency-line="footer"]'), language)
    })
  })
}

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
