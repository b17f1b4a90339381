// What to do in an emergency: on every condition page a link that dials 911 in the first screen, and
// the full cards in "When to get help" no later than after the page's first section (the NHS
// pattern; on stroke, right after the hero); on the contact page beside the form. Visible at once,
// with JavaScript on and off, with a link that dials 911.
import { expect, test, type Browser, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { headingBefore, parts, published, sectionHolding, site, type Entry } from '../content'
import { namedBySpec, specConditions } from '../../lib/content/specification'

const conditionPages = prerenderedRoutes().filter((route) => route.startsWith('/conditions/'))
const bespoke = ['/conditions/memory-disorders', '/conditions/parkinsons', '/conditions/stroke']
/** The published condition at a page's address: its urgent-help card's words are the writer's. */
const conditionAt = (path: string) => published('conditions').find((condition) => condition.address === path)!
/** The call link's words (content/site.yaml), for the emergency number or the crisis line. */
const callLabel = (phone: string) => site.labels.callNumber.replace('{phone}', phone)
const call911 = callLabel(site.emergency.phone)
/** §9: call 911. */
const dials911 = namedBySpec('A link that dials 911', '§2 Bespoke condition pages and §9')
const strokeFile = published('conditions').find((condition) => condition.id === 'stroke')!.file

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
    const help = card.closest('[data-when-to-get-help]')
    const mainHeading = main.querySelector('h1')!
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    // The page's sections that come between its main heading and "When to get help".
    const sectionsBefore = help
      ? [...main.querySelectorAll('h2')]
          .filter((heading) => follows(mainHeading, heading) && follows(heading, help))
          .map((heading) => heading.textContent ?? '')
      : []
    return {
      cards: main.querySelectorAll('[data-urgent-help]').length,
      inWhenToGetHelp: Boolean(help),
      helpHeading: help?.querySelector(':scope > h2')?.textContent ?? '',
      afterMainHeading: follows(mainHeading, card),
      sectionsBefore,
    }
  })
}

test('every condition of the route table has a page to check', () => {
  for (const { id } of specConditions)
    expect(conditionPages, namedBySpec(`The page /conditions/${id}`, '§2 route table')).toContain(`/conditions/${id}`)
  for (const path of bespoke) expect(conditionPages).toContain(path)
})

/** The digits a tel: link dials for a number as content/site.yaml shows it. */
const dialled = (shown: string) => `tel:${shown.replace(/[^0-9+]/g, '')}`

/** At a phone's first screen: the condition's name, what it is, booking and a link that dials 911. */
async function firstScreen(page: Page, path: string) {
  const main = page.locator('main')
  await expect(main.locator('h1')).toBeInViewport({ ratio: 1 })
  await expect(main.locator('[data-booking]').first()).toBeInViewport({ ratio: 1 })
  const call = main.locator('a[href="tel:911"]').first()
  await expect(call, dials911).toBeInViewport({ ratio: 1 })
  await expect(call).toBeVisible()
  if (!bespoke.includes(path)) {
    await expect(main.getByText(conditionAt(path).shortDescription, { exact: true })).toBeInViewport({ ratio: 1 })
    const toHelp = main.getByRole('link', { name: site.labels.whenToGetHelpLink, exact: true })
    await expect(toHelp).toBeInViewport({ ratio: 1 })
    await expect(toHelp).toHaveAttribute('href', '#when-to-get-help')
  }
}

/** The urgent-help card, with a link that dials 911, in "When to get help", no later than after the page's first section. */
async function urgentCard(page: Page, path: string) {
  const condition: Entry<'conditions'> = conditionAt(path)
  const card = page.getByRole('region', { name: condition.urgent.title, exact: true })
  await expect(card).toBeVisible()
  await expect(card).toHaveAttribute('data-urgent-help', '')
  const heading = card.getByRole('heading', { level: 3 })
  await expect(heading).toHaveText(condition.urgent.title)
  await expect(heading.locator('svg.lucide-triangle-alert')).toHaveAttribute('aria-hidden', 'true')
  await expect(card.getByRole('listitem')).toHaveText(condition.urgent.signs)
  for (const sign of await card.getByRole('listitem').all()) await expect(sign).toBeVisible()
  await expect(card.locator('p').first()).toContainText(condition.urgent.action)

  const call = card.getByRole('link', { name: call911, exact: true })
  await expect(call, dials911).toHaveAttribute('href', 'tel:911')
  await expect(call).toBeVisible()

  const place = await placeOfCard(page)
  expect(place).toMatchObject({
    cards: 1,
    inWhenToGetHelp: true,
    helpHeading: site.labels.whenToGetHelp,
    afterMainHeading: true,
  })
  expect(place.sectionsBefore.length, 'at most the first section comes before it').toBeLessThanOrEqual(1)
  // Stroke's signs are the page's reason to exist: nothing stands before them.
  if (path === '/conditions/stroke') expect(place.sectionsBefore).toEqual([])
  else if (bespoke.includes(path) && place.sectionsBefore.length)
    expect(place.sectionsBefore[0]).toBe(headingBefore(condition.file, '<StatCards'))
  else if (!bespoke.includes(path))
    expect(
      place.sectionsBefore,
      namedBySpec(`The section "Understanding ${condition.name}"`, '§2 Generic condition detail'),
    ).toEqual([`Understanding ${condition.name}`])
}

/** The same-day card right after the urgent-help card, when the condition's content gives one, and none when it does not. */
async function sameDayCard(page: Page, path: string) {
  const condition = conditionAt(path)
  const sameDay = page.locator('main [data-same-day]')
  if (!condition.sameDay) {
    await expect(sameDay).toHaveCount(0)
    return
  }
  await expect(sameDay).toHaveCount(1)
  // Right after the 911 card: the higher level comes first, and nothing stands between them.
  const order = await page.evaluate(() => {
    const urgent = document.querySelector('main [data-urgent-help]')!
    const card = document.querySelector('main [data-same-day]')!
    return {
      follows: urgent.nextElementSibling === card,
      urgentBorder: getComputedStyle(urgent).borderTopColor,
      sameDayBorder: getComputedStyle(card).borderTopColor,
    }
  })
  expect(order.follows).toBe(true)
  // Another level, so another colour than the emergency card's.
  expect(order.sameDayBorder).not.toBe(order.urgentBorder)

  const card = page.getByRole('region', { name: condition.sameDay.title, exact: true })
  await expect(card).toBeVisible()
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(condition.sameDay.title)
  await expect(card.getByRole('list').getByRole('listitem')).toHaveText(condition.sameDay.signs)
  await expect(card).toContainText(condition.sameDay.action)
  const clinic = card.getByRole('link', { name: callLabel(site.contact.phone), exact: true })
  await expect(clinic).toHaveAttribute('href', dialled(site.contact.phone))
  await expect(clinic).toBeVisible()
  // When the phone is answered, and never a closed day as if it were open.
  for (const { days, time } of site.contact.hours) {
    if (/^closed$/i.test(time.trim())) await expect(card).not.toContainText(`${days} ${time}`)
    else await expect(card).toContainText(`${days} ${time}`)
  }
  // What to do when the clinic is closed: its after-hours line, or the reader's own doctor's.
  const afterHours = (site.contact as { afterHoursPhone?: string }).afterHoursPhone
  if (afterHours) {
    await expect(card).toContainText(site.labels.sameDayAfterHours)
    await expect(card.getByRole('link', { name: callLabel(afterHours), exact: true })).toHaveAttribute(
      'href',
      dialled(afterHours),
    )
  } else {
    await expect(card).toContainText(site.labels.sameDayNoAfterHours.replace('{emergency}', site.emergency.phone))
    await expect(card.locator('a[href^="tel:"]')).toHaveCount(1)
  }
}

// One load of each condition page a test, with JavaScript and without: the first screen as it opens,
// then the cards, then the link down to them.
for (const path of conditionPages) {
  for (const javaScriptEnabled of [true, false]) {
    test(`${path}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: opens at 375 px on its name, what it is, booking and a link that dials 911; shows the urgent-help card in "When to get help", no later than after its first section, and its same-day card where its content gives one`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 667 } })
      try {
        const page = await context.newPage()
        await page.goto(path)
        await firstScreen(page, path)
        await urgentCard(page, path)
        await sameDayCard(page, path)
        if (!bespoke.includes(path)) {
          await page.getByRole('link', { name: site.labels.whenToGetHelpLink, exact: true }).click()
          await expect(
            page.locator('main').getByRole('heading', { name: site.labels.whenToGetHelp, level: 2 }),
          ).toBeInViewport()
        }
      } finally {
        await context.close()
      }
    })
  }
}

test('the card stands out by more than colour: a heavy frame, a heading band with a warning sign, bold words', async ({
  page,
}) => {
  await page.goto('/conditions/headache')
  const card = page.locator('[data-urgent-help]')
  const frame = await card.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      width: parseFloat(style.borderTopWidth),
      left: parseFloat(style.borderLeftWidth),
      line: style.borderTopStyle,
    }
  })
  expect(frame.width).toBeGreaterThanOrEqual(3)
  expect(frame.left).toBeGreaterThanOrEqual(3)
  expect(frame.line).toBe('solid')
  const heading = card.getByRole('heading', { level: 3 })
  expect(Number(await heading.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
  await expect(card.getByRole('link', { name: call911, exact: true })).toHaveCSS('text-decoration-line', 'underline')
})

test('the call link is reached by keyboard and shows where the focus is', async ({ page }) => {
  await page.goto('/conditions/stroke')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  const call = page.locator('[data-urgent-help]').getByRole('link', { name: call911, exact: true })
  for (let presses = 0; presses < 40 && !(await call.evaluate((el) => el === document.activeElement)); presses++)
    await page.keyboard.press('Tab')
  await expect(call).toBeFocused()
  const outline = await call.evaluate((el) => ({
    style: getComputedStyle(el).outlineStyle,
    width: parseFloat(getComputedStyle(el).outlineWidth),
  }))
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})

test('a page that gives crisis advice has a second link, which dials the crisis line; a page without has none', async ({
  page,
}) => {
  const { crisisPhone } = site.emergency
  // Every condition, whichever of them give crisis advice: a writer may add it to any page or to all.
  for (const condition of published('conditions')) {
    await page.goto(condition.address!)
    const card = page.locator('[data-urgent-help]')
    const crisisLink = card.locator(`a[href="tel:${crisisPhone}"]`)
    if (condition.urgent.crisis) {
      await expect(card, condition.address!).toContainText(condition.urgent.crisis)
      await expect(
        card.getByRole('link', { name: callLabel(crisisPhone), exact: true }),
        condition.address!,
      ).toHaveAttribute('href', `tel:${crisisPhone}`)
    } else await expect(crisisLink, condition.address!).toHaveCount(0)
  }
})

test('the stroke page keeps its BE FAST guide and its call-911 notice below the card', async ({ page }) => {
  await page.goto('/conditions/stroke')
  await expect(
    page.locator('[data-befast] > li'),
    namedBySpec('The six steps of BE FAST', '§2 Bespoke condition pages'),
  ).toHaveCount(6)
  await expect(page.locator('[data-emergency]')).toHaveAccessibleName(parts(strokeFile, 'EmergencyNotice')[0].title)
  await expect(
    page.locator('main p', { hasText: 'from 6 to up to 24 hours' }),
    namedBySpec('The treatment window extended from 6 to up to 24 hours', '§9'),
  ).toBeVisible()
})

test("the page's structured data names the card's signs as signs for emergency care", async ({ page }) => {
  await page.goto('/conditions/concussion-tbi')
  const signs = await page.locator('[data-urgent-help] li').allTextContents()
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const webPage = blocks
    .map(
      (text) => JSON.parse(text) as { '@type': string; mentions?: Array<{ name: string; relevantSpecialty: string }> },
    )
    .find((data) => data['@type'] === 'MedicalWebPage')
  expect(webPage?.mentions?.map((sign) => sign.name)).toEqual(signs)
  for (const sign of webPage?.mentions ?? []) expect(sign.relevantSpecialty).toBe('https://schema.org/Emergency')
})

for (const javaScriptEnabled of [true, false]) {
  test(`the contact page says what to do in an emergency beside the form, without opening anything, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
  }) => {
    await withPage(browser, javaScriptEnabled, async (page) => {
      await page.goto('/contact')
      const title = sectionHolding('contact', '<ContactForm')
      const messages = page.locator('section', {
        has: page.getByRole('heading', { name: title, level: 2, exact: true }),
      })
      const intro = parts('contact', 'Section').find((section) => section.title === title)?.intro
      if (intro) await expect(messages).toContainText(intro)
      const notice = messages.locator('[data-emergency]')
      const written = parts('contact', 'EmergencyNotice')[0]
      await expect(notice).toBeVisible()
      await expect(notice).toHaveAccessibleName(written.title)
      const call = notice.getByRole('link', {
        name: callLabel(written.dial === 'crisis' ? site.emergency.crisisPhone : site.emergency.phone),
        exact: true,
      })
      await expect(call, dials911).toHaveAttribute('href', 'tel:911')
      await expect(call).toBeVisible()
      // Before the form, and not inside anything that has to be opened first.
      const order = await notice.evaluate((el) => {
        const form = document.querySelector('[data-form="contact"]')!
        return {
          beforeForm: Boolean(el.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING),
          inClosedPart: Boolean(el.closest('details:not([open]), [hidden], [aria-hidden="true"]')),
        }
      })
      expect(order).toEqual({ beforeForm: true, inClosedPart: false })
    })
  })
}
