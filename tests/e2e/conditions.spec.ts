import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { BOOKING_ANCHOR } from './built-site'
import { reviewStates } from '../../lib/content/review'
import { headingBefore, parts, published, site } from '../content'
import { namedBySpec, specConditions } from '../../lib/content/specification'

const INSTITUTE = site.name

/** The published conditions, in the list's order, from content/conditions/. */
const conditions = published('conditions').map((condition) => [condition.id, condition.name] as const)
const nameOf = Object.fromEntries(conditions) as Record<string, string>
const genericIds = published('conditions')
  .filter((condition) => condition.layout !== 'bespoke')
  .map((condition) => condition.id)
/** The list page's main heading: its title without the institute's name. */
const listHeading = (published('pages').find((entry) => entry.address === '/conditions')?.title ?? '').replace(
  / \| .*$/,
  '',
)

/** §9 Stat cards: the figures of each bespoke page's four cards, as the specification gives them (the words around each are the writer's). */
const bespoke = {
  'memory-disorders': ['6.2 million', '1 in 9', '11 million', '12-18%'],
  parkinsons: ['1 million', '60,000', /^60$/, /52 billion/],
  stroke: [/every 40 seconds/i, '795,000', /up to 80%/i, '10.7 million'],
} as const
/** The file of a published condition, whose words the bespoke pages' headings come from. */
const fileOf = (id: string) => published('conditions').find((condition) => condition.id === id)!.file
const labels = site.labels

function cardsOf(page: Page) {
  return page.locator('[data-conditions] > li')
}

/** How many columns the cards sit in: the most cards on one row (a short last row stands centred, under them). */
async function columnsOf(page: Page) {
  const tops = await cardsOf(page).evaluateAll((cards) =>
    cards.map((card) => Math.round(card.getBoundingClientRect().top)),
  )
  const perRow = new Map<number, number>()
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1)
  return Math.max(...perRow.values())
}

async function expectExternalLink(link: ReturnType<Page['locator']>) {
  await expect(link).toHaveAttribute('href', /^https:\/\//)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(link.locator('.visually-hidden')).toHaveText(labels.newTab)
}

test.describe('conditions list', () => {
  test("has the heading and one card per published condition in the writers' order, the specification's among them", async ({
    page,
  }) => {
    await page.goto('/conditions')
    await expect(page).toHaveTitle(`${listHeading} | ${INSTITUTE}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading)
    await expect(cardsOf(page)).toHaveCount(conditions.length)
    const shown = await cardsOf(page).locator('h2').allTextContents()
    for (const { id, name } of specConditions)
      expect(shown, namedBySpec(`The condition "${name}" (/conditions/${id})`, '§2 route table and §3')).toContain(name)
    expect(await cardsOf(page).locator('h2').allTextContents()).toEqual(conditions.map(([, name]) => name))
    for (const card of await cardsOf(page).all()) {
      await expect(card.locator('[data-icon] svg, [data-icon] img')).toHaveCount(1)
      await expect(card.locator('p')).not.toBeEmpty()
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveCount(1)
    }
  })

  for (const [width, columns] of [
    [375, 1],
    [900, 2],
    [1280, 3],
  ] as const) {
    test(`at ${width} px the cards sit in ${columns} column${columns > 1 ? 's' : ''}, their short descriptions at least 80 px high`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/conditions')
      expect(await columnsOf(page)).toBe(columns)
      // A short last row stands in the middle of the grid, not at its left.
      const [grid, lastRow] = await page.locator('[data-conditions]').evaluate((list) => {
        const boxes = [...list.children].map((card) => card.getBoundingClientRect())
        const bottom = Math.round(boxes.at(-1)!.top)
        const row = boxes.filter((box) => Math.round(box.top) === bottom)
        const { left, right } = list.getBoundingClientRect()
        return [
          { left, right },
          { left: Math.min(...row.map((box) => box.left)), right: Math.max(...row.map((box) => box.right)) },
        ]
      })
      expect(Math.abs(lastRow.left - grid.left - (grid.right - lastRow.right))).toBeLessThanOrEqual(2)
      const heights = await cardsOf(page)
        .locator('p')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height))
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(80)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBe(0)
    })
  }

  test("every card's Learn More link opens that condition's page", async ({ page }) => {
    await page.goto('/conditions')
    const links = await cardsOf(page)
      .getByRole('link', { name: /^Learn More/ })
      .evaluateAll((items) =>
        items.map((item) => ({ href: item.getAttribute('href') ?? '', name: item.textContent ?? '' })),
      )
    expect(links.map((link) => link.href)).toEqual(conditions.map(([id]) => `/conditions/${id}`))
    for (const link of links) {
      // Eleven links all called "Learn More" would be ambiguous to screen-reader users.
      expect(link.name).toContain(nameOf[link.href.replace('/conditions/', '')])
      const response = await page.goto(link.href)
      expect(response?.status(), link.href).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf[link.href.replace('/conditions/', '')])
    }
  })

  test('a click on Learn More goes to the condition', async ({ page }) => {
    await page.goto('/conditions')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const index = conditions.length - 1
    await cardsOf(page)
      .nth(index)
      .getByRole('link', { name: /^Learn More/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/conditions/${conditions[index][0]}$`))
  })

  test('cards fade in one after another as they scroll into view and end fully shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/conditions')
    const last = cardsOf(page).last()
    await page.waitForLoadState('networkidle')
    // Below the fold a card waits, hidden, for its entrance...
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await last.scrollIntoViewIfNeeded()
    // ...and is fully shown once it has played (0.5 s after 0.1 s × its index).
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1')
    for (const card of await cardsOf(page).all()) {
      await card.scrollIntoViewIfNeeded()
      await expect.poll(() => card.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1')
    }
  })

  test('with reduced motion the cards never wait to appear', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 700 } })
    const page = await context.newPage()
    await page.goto('/conditions')
    await page.waitForLoadState('networkidle')
    const opacities = await cardsOf(page).evaluateAll((cards) => cards.map((card) => getComputedStyle(card).opacity))
    expect(opacities.every((opacity) => opacity === '1')).toBe(true)
    await context.close()
  })

  test('closes with the call to book an appointment', async ({ page }) => {
    await page.goto('/conditions')
    const closing = page.locator('main section').last()
    await expect(closing.getByRole('heading', { level: 2 })).toBeVisible()
    const booking = closing.locator('a[data-booking]')
    await expect(booking).toHaveAttribute('data-booking', '')
    await expect(booking).toHaveAttribute('href', new RegExp(`${BOOKING_ANCHOR}$`))
  })
})

test.describe('generic condition pages', () => {
  for (const id of genericIds) {
    test(`/conditions/${id} shows its name, 5 symptoms, 5 treatments, its review record and the call to action`, async ({
      page,
    }) => {
      const name = nameOf[id]
      await page.goto(`/conditions/${id}`)
      await expect(page).toHaveTitle(`${name} | ${INSTITUTE}`)
      const where = '§2 Generic condition detail'
      await expect(
        page.getByRole('link', { name: 'Back to All Conditions' }),
        namedBySpec('The link "Back to All Conditions"', where),
      ).toHaveAttribute('href', '/conditions')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(page.locator('main [data-icon]').first()).toBeVisible()
      await expect(
        page.getByRole('heading', { level: 2, name: `Understanding ${name}` }),
        namedBySpec(`The section "Understanding ${name}"`, where),
      ).toBeVisible()
      const understanding = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: `Understanding ${name}` }) })
      expect((await understanding.locator('p').allTextContents()).join(' ').length).toBeGreaterThan(300)
      const symptoms = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Common Symptoms' }) })
        .getByRole('listitem')
      const treatments = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Treatment Approaches' }) })
        .getByRole('listitem')
      await expect(
        symptoms,
        namedBySpec('The card "Common Symptoms" with exactly five symptoms', `${where} and §3`),
      ).toHaveCount(5)
      await expect(
        treatments,
        namedBySpec('The card "Treatment Approaches" with exactly five treatments', `${where} and §3`),
      ).toHaveCount(5)
      for (const item of [...(await symptoms.all()), ...(await treatments.all())]) {
        await item.scrollIntoViewIfNeeded()
        await expect(item).toBeVisible()
        await expect.poll(() => item.evaluate((el) => getComputedStyle(el).opacity), { timeout: 5000 }).toBe('1')
      }
      await expectReviewRecord(page, fileOf(id))
      const cta = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: `Get Specialized Care for ${name}` }) })
      const booking = cta.getByRole('link', { name: 'Book an Appointment' })
      await expect(
        booking,
        namedBySpec(`The call to action "Get Specialized Care for ${name}" with "Book an Appointment"`, where),
      ).toHaveAttribute('href', new RegExp(`${BOOKING_ANCHOR}$`))
      await expect(booking).toHaveAttribute('data-booking', '')
    })
  }

  test('headings follow in order, one h1 then h2s', async ({ page }) => {
    await page.goto(`/conditions/${genericIds[0]}`)
    const levels = await page
      .locator('main :is(h1, h2, h3, h4)')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i++) expect(levels[i] - levels[i - 1], `heading ${i}`).toBeLessThanOrEqual(1)
  })

  test('headache shows its own picture instead of an icon; the others their icon', async ({ page }) => {
    const { iconImage } = published('conditions').find((condition) => condition.id === 'headache')!
    expect(iconImage, namedBySpec('A picture of its own for headache', '§2 Generic condition detail')).toBeTruthy()
    await page.goto('/conditions/headache')
    const picture = page.locator('main [data-icon] img')
    await expect(picture).toHaveAttribute('src', iconImage!)
    await expect(picture).toHaveAttribute('alt', '')
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await page.goto('/conditions/adhd')
    await expect(page.locator('main [data-icon] svg')).toHaveAttribute('aria-hidden', 'true')
  })
})

/** The review record: the signer and days when a clinician's signature covers the page's words (lib/content/review.ts), else the pending notice. */
async function expectReviewRecord(page: Page, file: string) {
  const record = page.locator('[data-review]')
  await expect(record.getByRole('heading', { name: labels.medicalReview, exact: true })).toBeVisible()
  const review = reviewStates(process.cwd()).get(file)
  if (review?.status === 'reviewed') {
    await expect(record.locator('dt')).toHaveText([labels.reviewedBy, labels.lastReviewed, labels.nextReview])
    await expect(record.locator('dd').first()).toHaveText(`${review.signer!.name}, ${review.signer!.credentials}`)
    const [last, next] = await record
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''))
    expect([last, next]).toEqual([review.date, review.due])
    await expect(record.locator('time').first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  } else {
    await expect(record.locator('dt')).toHaveCount(0)
    await expect(record.locator('[data-review-pending]')).toHaveText(labels.reviewPending)
  }
  const sources = record.getByRole('list', { name: labels.sources, exact: true }).getByRole('link')
  expect(await sources.count()).toBeGreaterThan(0)
  for (const link of await sources.all()) await expectExternalLink(link)
}

test.describe('bespoke condition pages', () => {
  for (const [id, figures] of Object.entries(bespoke)) {
    test(`/conditions/${id} has its hero, the spec's four figures each with a source, its resources and review record`, async ({
      page,
    }) => {
      const name = nameOf[id]
      await page.goto(`/conditions/${id}`)
      await expect(page).toHaveTitle(`${name} | ${INSTITUTE}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      const where = '§2 Bespoke condition pages'
      const hero = page.locator('main section').first()
      await expect(
        hero.getByRole('link', { name: 'Book a Consultation' }),
        namedBySpec('The hero\'s "Book a Consultation"', where),
      ).toHaveAttribute('href', new RegExp(`${BOOKING_ANCHOR}$`))
      await expect(
        hero.getByRole('link', { name: 'Learn More' }),
        namedBySpec('The hero\'s "Learn More" to the key facts', where),
      ).toHaveAttribute('href', '#key-facts')
      const stats = page.locator('[data-stat]')
      await expect(stats, namedBySpec('Four stat cards', where)).toHaveCount(4)
      const values = await stats.evaluateAll((cards) =>
        cards.map((card) => card.querySelector('p')?.textContent?.trim() ?? ''),
      )
      for (const figure of figures)
        expect(
          values.some((value) => (typeof figure === 'string' ? value === figure : figure.test(value))),
          namedBySpec(`The figure ${String(figure)}`, '§9 Stat cards'),
        ).toBe(true)
      const source = new RegExp(`${labels.statSource.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\S.+`)
      for (const stat of await stats.all())
        await expect(stat, namedBySpec('A source for each stat card', where)).toContainText(source)
      const resources = page
        .locator('section, main')
        .getByRole('heading', { name: headingBefore(fileOf(id), '<ResourceLinks'), exact: true })
      await expect(resources).toBeVisible()
      const links = page.locator('main ul li a[target="_blank"]').filter({ hasNot: page.locator('[data-review] *') })
      expect(await links.count()).toBeGreaterThanOrEqual(3)
      for (const link of await links.all()) await expectExternalLink(link)
      await expectReviewRecord(page, fileOf(id))
    })
  }

  test("memory disorders lists the four types, the three-part approach and the specialists' booking link", async ({
    page,
  }) => {
    const where = '§2 Bespoke condition pages, memory disorders'
    await page.goto('/conditions/memory-disorders')
    // The specification names the types and the approach; how each heading is worded is the writer's.
    for (const type of [/alzheimer's/i, /vascular dementia/i, /lewy body dementia/i, /mild cognitive impairment/i]) {
      await expect(
        page.getByRole('heading', { level: 3, name: type }).first(),
        namedBySpec(`The type ${String(type)}`, where),
      ).toBeVisible()
    }
    for (const part of [
      /comprehensive assessment/i,
      /personalized treatment plans/i,
      /latest research-based treatments/i,
    ]) {
      await expect(
        page.getByRole('heading', { level: 3, name: part }).first(),
        namedBySpec(`The approach ${String(part)}`, where),
      ).toBeVisible()
    }
    await expect(
      page.getByRole('link', { name: 'Meet Our Memory Disorder Specialists' }),
      namedBySpec('The button "Meet Our Memory Disorder Specialists"', where),
    ).toHaveAttribute('data-booking', '')
  })

  test("Parkinson's has seven early signs, three treatment approaches, four research areas and living-well advice", async ({
    page,
  }) => {
    const where = "§2 Bespoke condition pages, Parkinson's"
    await page.goto('/conditions/parkinsons')
    const signs = page
      .locator('h2', { hasText: /early signs/i })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem')
    await expect(signs, namedBySpec('Seven early signs', where)).toHaveCount(7)
    for (const title of [
      /medication/i,
      /surgical/i,
      /lifestyle and rehabilitation/i,
      /neuroprotective therapies/i,
      /gene therapy/i,
      /cell replacement/i,
      /novel delivery systems/i,
      /exercise/i,
      /nutrition/i,
      /mental health and support/i,
    ]) {
      await expect(
        page.getByRole('heading', { level: 3, name: title }).first(),
        namedBySpec(`The part ${String(title)}`, where),
      ).toBeVisible()
    }
    await expect(
      page.getByText('at least 2.5 hours of moderate exercise weekly'),
      namedBySpec('At least 2.5 hours of moderate exercise weekly', '§9'),
    ).toBeVisible()
  })

  test('stroke has the three types with their shares, the treatment window, the four recovery phases and the care team', async ({
    page,
  }) => {
    const where = '§2 Bespoke condition pages, stroke'
    await page.goto('/conditions/stroke')
    const typeCard = (type: RegExp) =>
      page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: type }) })
    await expect(
      typeCard(/ischemic stroke/i).first(),
      namedBySpec('Ischemic stroke, 87%', `${where}, and §9`),
    ).toContainText('87%')
    await expect(
      typeCard(/hemorrhagic/i).first(),
      namedBySpec('Hemorrhagic stroke, 13%', `${where}, and §9`),
    ).toContainText('13%')
    await expect(
      page.getByRole('heading', { level: 3, name: /\bTIA\b/ }).first(),
      namedBySpec('The TIA', where),
    ).toBeVisible()
    await expect(
      page.getByText(/extended from 6 to up to 24 hours/),
      namedBySpec('The treatment window extended from 6 to up to 24 hours', '§9'),
    ).toBeVisible()
    for (const [phase, span] of [
      [/acute/i, '0-24 hours'],
      [/early/i, '1-3 months'],
      [/late/i, '3-6 months'],
      [/long-term/i, '6+ months'],
    ] as const) {
      await expect(
        page
          .locator('article')
          .filter({ has: page.getByRole('heading', { name: phase }) })
          .filter({ hasText: span }),
        namedBySpec(`The recovery phase ${String(phase)}, ${span}`, where),
      ).toHaveCount(1)
    }
    for (const member of [
      /neurologists/i,
      /physical therapists/i,
      /occupational therapists/i,
      /speech-language pathologists/i,
      /neuropsychologists/i,
    ]) {
      await expect(
        page.locator('main li', { hasText: member }).first(),
        namedBySpec(`The team's ${String(member)}`, where),
      ).toBeVisible()
    }
    await expect(
      page.getByRole('heading', { level: 2, name: /latest advances/i }),
      namedBySpec('The latest advances', where),
    ).toBeVisible()
  })

  test('Learn More scrolls smoothly to the key facts and moves focus there', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/conditions/stroke')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const facts = page.locator('#key-facts')
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.locator('main').getByRole('link', { name: 'Learn More' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await expect(facts).toBeInViewport()
    await expect(facts).toBeFocused()
    await expect(page).toHaveURL(/#key-facts$/)
    // The fixed header must not cover the heading it scrolled to.
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().bottom)
    await expect.poll(() => facts.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
  })

  test('with reduced motion Learn More jumps to the key facts at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 375, height: 700 } })
    const page = await context.newPage()
    await page.goto('/conditions/parkinsons')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.locator('main').getByRole('link', { name: 'Learn More' }).click()
    // No animation frames needed: the page is already there when the click returns.
    expect(
      await page.evaluate(() => document.getElementById('key-facts')!.getBoundingClientRect().top < window.innerHeight),
    ).toBe(true)
    await expect(page.locator('#key-facts')).toBeFocused()
    await context.close()
  })
})

test.describe('stroke warning signs', () => {
  const emergencyNotice = parts(fileOf('stroke'), 'EmergencyNotice')[0]
  const callLabel = labels.callNumber.replace(
    '{phone}',
    emergencyNotice.dial === 'crisis' ? site.emergency.crisisPhone : site.emergency.phone,
  )
  test('the BE FAST guide and the call-911 notice read fully with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/conditions/stroke')
    const steps = page.locator('[data-befast] > li')
    const where = '§2 Bespoke condition pages, stroke'
    await expect(steps, namedBySpec('The six steps of BE FAST', where)).toHaveCount(6)
    await expect(
      steps.locator('h3'),
      namedBySpec('BE FAST: Balance, Eyes, Face, Arms, Speech, Time', where),
    ).toHaveText(['Balance', 'Eyes', 'Face', 'Arms', 'Speech', 'Time'])
    await expect(steps.locator('[aria-hidden="true"]'), namedBySpec('The letters B, E, F, A, S, T', where)).toHaveText([
      'B',
      'E',
      'F',
      'A',
      'S',
      'T',
    ])
    for (const step of await steps.all()) {
      await expect(step).toBeVisible()
      await expect(step.locator('h3 + div')).toHaveText(/.{20,}/)
    }
    const notice = page.locator('[data-emergency]')
    await expect(notice).toBeVisible()
    await expect(notice).toHaveAccessibleName(emergencyNotice.title)
    const call = notice.getByRole('link', { name: callLabel })
    await expect(call, namedBySpec('The emergency notice to call 911', where)).toHaveAttribute('href', 'tel:911')
    await expect(call).toBeVisible()
    await context.close()
  })

  test('the emergency notice stands out by more than colour: a heavy frame, a warning sign and large bold words', async ({
    page,
  }) => {
    await page.goto('/conditions/stroke')
    const notice = page.locator('[data-emergency]')
    const style = await notice.evaluate((el) => {
      const s = getComputedStyle(el)
      return { top: parseFloat(s.borderTopWidth), left: parseFloat(s.borderLeftWidth), line: s.borderTopStyle }
    })
    expect(style.top).toBeGreaterThanOrEqual(3)
    expect(style.left).toBeGreaterThanOrEqual(6)
    expect(style.line).toBe('solid')
    await expect(notice.locator('svg.lucide-triangle-alert')).toHaveAttribute('aria-hidden', 'true')
    const title = notice.locator('p').first()
    expect(Number(await title.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
    await expect(notice.getByRole('link', { name: callLabel })).toHaveCSS('text-decoration-line', 'underline')
  })
})

test.describe('addresses outside the route table', () => {
  test("/conditions/migraine, the menu's link, leads to the headache page", async ({ page }) => {
    await page.goto('/conditions/migraine')
    await expect(page).toHaveURL(/\/conditions\/headache$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf.headache)
  })

  test('the prerendered migraine page forwards at once, with and without JavaScript, and names headache as canonical', async ({
    browser,
  }) => {
    const html = readFileSync(join(process.cwd(), 'dist/client/conditions/migraine/index.html'), 'utf8')
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/conditions\/headache"/)
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/conditions/headache"')
    expect(html).toMatch(/<script src="\/redirect\.js" data-to="\/conditions\/headache"><\/script>/)
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled })
      const page = await context.newPage()
      // Asked for by file name, the page is served as a host without redirect rules would serve it.
      await page.goto('/conditions/migraine/index.html')
      await page.waitForURL(/\/conditions\/headache$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf.headache)

      await context.close()
    }
  })

  test('an unknown condition ends at the list without an error, with a line that says the page was not found', async ({
    page,
  }) => {
    const response = await page.goto('/conditions/not-a-condition')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL(/\/conditions#not-listed$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading)
    const [before, after] = site.labels.conditionNotListed.split('{phone}')
    const line = page.locator('[data-not-listed]')
    await expect(line).toBeVisible()
    await expect(line).toHaveText(`${before}${site.contact.phone}${after}`)
    await expect(line.getByRole('link', { name: site.contact.phone })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone.replace(/[^0-9+]/g, '')}`,
    )
    // The list itself, reached from the menu, says nothing of it.
    await page.goto('/conditions')
    await expect(page.locator('[data-not-listed]')).toBeHidden()
  })

  test('on a host without redirect rules the not-found page itself sends /conditions/* to the list', async ({
    page,
  }) => {
    const notFound = readFileSync(join(process.cwd(), 'dist/client/404.html'), 'utf8')
    await page.route('**/conditions/not-a-condition', (route) =>
      route.fulfill({ status: 404, contentType: 'text/html', body: notFound }),
    )
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto('/conditions/not-a-condition')
    await page.waitForURL(/\/conditions#not-listed$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listHeading)
    await expect(page.locator('[data-not-listed]')).toBeVisible()
    expect(errors.filter((line) => line.includes('not-a-condition'))).toEqual([])
  })
})

test('condition pages read fully with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of ['/conditions', ...conditions.map(([id]) => `/conditions/${id}`)]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const hidden = await page
      .locator('main *')
      .evaluateAll((elements) =>
        elements
          .filter((el) => Number(getComputedStyle(el).opacity) < 1 || getComputedStyle(el).visibility === 'hidden')
          .map((el) => el.outerHTML.slice(0, 80)),
      )
    expect(hidden, path).toEqual([])
    if (path === '/conditions') await expect(cardsOf(page)).toHaveCount(conditions.length)
    else await expect(page.locator('[data-review]')).toBeVisible()
  }
  await context.close()
})
