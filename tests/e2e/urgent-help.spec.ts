// What to do in an emergency is on every condition page before anything else to read, and on the
// contact page beside the form: visible at once, with JavaScript on and off, with a link that dials 911.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { namedBySpec, specConditions } from '../specification'

const conditionPages = prerenderedRoutes().filter((route) => route.startsWith('/conditions/'))
const bespoke = ['/conditions/memory-disorders', '/conditions/parkinsons', '/conditions/stroke']

async function withPage(browser: Browser, javaScriptEnabled: boolean, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** Where the card stands among the page's parts, read from the DOM. */
function placeOfCard(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!
    const card = main.querySelector('[data-urgent-help]')!
    const mainHeading = main.querySelector('h1')!
    const firstSection = [...main.querySelectorAll('h2')].find((heading) => !card.contains(heading))!
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    return {
      cards: main.querySelectorAll('[data-urgent-help]').length,
      afterMainHeading: follows(mainHeading, card),
      beforeFirstSection: follows(card, firstSection),
      firstSection: firstSection.textContent ?? '',
      // The part right before the card holds the page's heading: nothing stands between them.
      rightAfterHeadingPart: card.previousElementSibling?.contains(mainHeading) ?? false,
    }
  })
}

test('every condition of the route table has a page to check', () => {
  for (const { id } of specConditions) expect(conditionPages, namedBySpec(`The page /conditions/${id}`, '§2 route table')).toContain(`/conditions/${id}`)
  for (const path of bespoke) expect(conditionPages).toContain(path)
})

for (const path of conditionPages) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${path} shows the urgent-help card with a link that dials 911 before its first section, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
      await withPage(browser, javaScriptEnabled, async (page) => {
        await page.goto(path)
        const card = page.getByRole('region', { name: /^Call 911\b/ })
        await expect(card).toBeVisible()
        await expect(card).toHaveAttribute('data-urgent-help', '')
        const heading = card.getByRole('heading', { level: 2 })
        await expect(heading).toHaveText(/^Call 911\b/)
        await expect(heading.locator('svg.lucide-triangle-alert')).toHaveAttribute('aria-hidden', 'true')
        expect(await card.getByRole('listitem').count()).toBeGreaterThan(0)
        for (const sign of await card.getByRole('listitem').all()) await expect(sign).toBeVisible()
        await expect(card.locator('p').first()).toHaveText(/^Call 911\b/)

        const call = card.getByRole('link', { name: 'Call 911', exact: true })
        await expect(call).toHaveAttribute('href', 'tel:911')
        await expect(call).toBeVisible()

        const place = await placeOfCard(page)
        expect(place).toMatchObject({ cards: 1, afterMainHeading: true, beforeFirstSection: true, rightAfterHeadingPart: true })
        if (bespoke.includes(path)) expect(place.firstSection).toBe('Key Facts')
        else expect(place.firstSection).toMatch(/^Understanding /)
      })
    })
  }
}

test('the card stands out by more than colour: a heavy frame, a heading band with a warning sign, bold words', async ({ page }) => {
  await page.goto('/conditions/headache')
  const card = page.locator('[data-urgent-help]')
  const frame = await card.evaluate((el) => {
    const style = getComputedStyle(el)
    return { width: parseFloat(style.borderTopWidth), left: parseFloat(style.borderLeftWidth), line: style.borderTopStyle }
  })
  expect(frame.width).toBeGreaterThanOrEqual(3)
  expect(frame.left).toBeGreaterThanOrEqual(3)
  expect(frame.line).toBe('solid')
  const heading = card.getByRole('heading', { level: 2 })
  expect(Number(await heading.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
  await expect(card.getByRole('link', { name: 'Call 911' })).toHaveCSS('text-decoration-line', 'underline')
})

test('the call link is reached by keyboard and shows where the focus is', async ({ page }) => {
  await page.goto('/conditions/stroke')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const call = page.locator('[data-urgent-help]').getByRole('link', { name: 'Call 911' })
  for (let presses = 0; presses < 40 && !(await call.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(call).toBeFocused()
  const outline = await call.evaluate((el) => ({ style: getComputedStyle(el).outlineStyle, width: parseFloat(getComputedStyle(el).outlineWidth) }))
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('a page that gives crisis advice has a second link, which dials 988', async ({ page }) => {
  await page.goto('/conditions/adhd')
  const card = page.locator('[data-urgent-help]')
  await expect(card).toContainText('988')
  await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988')
  await page.goto('/conditions/stroke')
  await expect(page.locator('[data-urgent-help]').locator('a[href="tel:988"]')).toHaveCount(0)
})

test('the stroke page keeps its BE FAST guide and its call-911 notice below the card', async ({ page }) => {
  await page.goto('/conditions/stroke')
  await expect(page.locator('[data-befast] > li')).toHaveCount(6)
  await expect(page.locator('[data-emergency]')).toHaveAccessibleName('Call 911 immediately')
  const treatment = page.locator('h2#treatment ~ p').filter({ hasText: 'from 6 to up to 24 hours' })
  await expect(treatment).toContainText('clot removal')
  await expect(treatment).toContainText('call 911 now')
})

test("the page's structured data names the card's signs as signs for emergency care", async ({ page }) => {
  await page.goto('/conditions/concussion-tbi')
  const signs = await page.locator('[data-urgent-help] li').allTextContents()
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const webPage = blocks.map((text) => JSON.parse(text) as { '@type': string; mentions?: Array<{ name: string; relevantSpecialty: string }> }).find((data) => data['@type'] === 'MedicalWebPage')
  expect(webPage?.mentions?.map((sign) => sign.name)).toEqual(signs)
  for (const sign of webPage?.mentions ?? []) expect(sign.relevantSpecialty).toBe('https://schema.org/Emergency')
})

for (const javaScriptEnabled of [true, false]) {
  test(`the contact page says what to do in an emergency beside the form, without opening anything, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({ browser }) => {
    await withPage(browser, javaScriptEnabled, async (page) => {
      await page.goto('/contact')
      const messages = page.locator('section', { has: page.getByRole('heading', { name: 'Send Us a Message', level: 2 }) })
      await expect(messages).toContainText('call or text 988')
      const notice = messages.locator('[data-emergency]')
      await expect(notice).toBeVisible()
      await expect(notice).toHaveAccessibleName(/call 911/i)
      const call = notice.getByRole('link', { name: 'Call 911' })
      await expect(call).toHaveAttribute('href', 'tel:911')
      await expect(call).toBeVisible()
      // Before the form, and not inside anything that has to be opened first.
      const order = await notice.evaluate((el) => {
        const form = document.querySelector('[data-form="contact"]')!
        return { beforeForm: Boolean(el.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING), inClosedPart: Boolean(el.closest('details:not([open]), [hidden], [aria-hidden="true"]')) }
      })
      expect(order).toEqual({ beforeForm: true, inClosedPart: false })
    })
  })
}
