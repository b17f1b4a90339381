import { expect, test, type Page } from '@playwright/test'
import { slugify } from '../../lib/slug'
import { BOOKING_ANCHOR } from './built-site'
import { stripMarks } from '../../lib/content/glossary'
import { parts, plainRun, published, sectionHolding, sections, site } from '../content'
import {
  namedBySpec,
  specAssessments,
  specCounts,
  specFaqIds,
  specPlans,
  specServiceIds,
} from '../../lib/content/specification'

/** Requests made after the page has loaded: none of them may leave the site or send anything. */
function watchRequests(page: Page) {
  const requests: string[] = []
  page.on('request', (request) => requests.push(`${request.method()} ${request.resourceType()} ${request.url()}`))
  return {
    /** What left the page: anything not a plain GET of a file of this site, or any page load. */
    leaving(origin: string) {
      return requests.filter((line) => {
        const [method, type, url] = line.split(' ')
        return method !== 'GET' || type === 'document' || !url.startsWith(origin)
      })
    },
    clear() {
      requests.length = 0
    },
  }
}

async function expectBookingLink(page: Page, name: string | RegExp, message?: string) {
  const links = page.getByRole('link', { name })
  expect(await links.count(), message).toBeGreaterThan(0)
  for (const link of await links.all())
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^https://.+${BOOKING_ANCHOR}$`))
}

const toast = (page: Page) => page.locator('[data-toast]')

/** The words the pages' own parts give, read from content/pages/: a writer may change them. */
const words = {
  aboutCta: parts('about', 'BookingButton').at(-1)!.text,
  resourceTabs: Object.fromEntries(parts('resources', 'TabPanel').map((panel) => [panel.id, panel.label])),
  resourcesTabList: parts('resources', 'Tabs')[0].label,
  newsletter: parts('resources', 'NewsletterForm')[0],
  servicesTabList: parts('services', 'ServiceTabs')[0].label,
  contactForm: parts('contact', 'ContactForm')[0],
  assessmentTabList: parts('neurological-assessments', 'AssessmentTabs')[0].label,
}
const serviceTab = (id: string) => {
  const service = published('services').find((entry) => entry.id === id)!
  return service.tabLabel ?? service.title
}
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const faqsOf = (group: string) => published('faqs').filter((faq) => faq.group === group)

/** Waits until the page's scripts have taken over the prerendered HTML, so a click reaches its handlers. */
async function hydrated(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

async function visit(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}

test.describe('About', () => {
  test('shows the mission with three values, the history since 2005, six team members, four core values and a call to action', async ({
    page,
  }) => {
    await visit(page, '/about')
    // The mission comes first, as the specification lists the page; its heading is the writer's.
    const mission = page.locator('section', {
      has: page.getByRole('heading', { name: sections('about')[0].title, level: 2, exact: true }),
    })
    await expect(mission.locator('li h3'), namedBySpec('The mission with three values', '§2 About')).toHaveCount(3)
    await expect(
      page.locator('section', {
        has: page.getByRole('heading', { name: sectionHolding('about', /2005/), exact: true }),
      }),
      namedBySpec('The history since 2005', '§2 About and §9'),
    ).toContainText('2005')

    const team = page
      .locator('section', {
        has: page.getByRole('heading', { name: sectionHolding('about', '<TeamMembers'), level: 2, exact: true }),
      })
      .locator('li')
    await expect(team).toHaveCount(published('team').length)
    expect(
      published('team').length,
      namedBySpec(`${specCounts.teamMembers} team members`, '§2 About'),
    ).toBeGreaterThanOrEqual(specCounts.teamMembers)
    for (const member of await team.all()) {
      await expect(member.locator('h3')).toHaveText(/\S/)
      // The image: the person's photograph, described and sized, or until the clinic has one the stand-in
      // with their initials, which screen readers skip (their name is beside it).
      if (await member.locator('[data-portrait-placeholder]').count()) {
        await expect(member.locator('[data-portrait-placeholder]')).toHaveAttribute('aria-hidden', 'true')
        await expect(member.locator('[data-portrait-placeholder]')).toHaveText(/^\p{Lu}{1,2}$/u)
      } else {
        await expect(member.locator('img')).toHaveAttribute('alt', /\S{3,}/)
        await expect(member.locator('img')).toHaveAttribute('width', /\d+/)
        await expect(member.locator('img')).toHaveAttribute('height', /\d+/)
      }
      await expect(member.locator('p')).toHaveCount(2)
      await expect(member.getByRole('link', { name: 'View Profile' })).toBeVisible()
    }

    const values = page
      .locator('section', {
        has: page.getByRole('heading', { name: sectionHolding('about', 'title="Integrity"'), exact: true }),
      })
      .locator('li h3')
    await expect(
      values,
      namedBySpec('The four core values Integrity, Compassion, Excellence and Innovation', '§2 About'),
    ).toHaveText(['Integrity', 'Compassion', 'Excellence', 'Innovation'])
    await expectBookingLink(page, words.aboutCta)
  })

  test("View Profile opens that clinician's profile: who they are, the conditions they see, and booking", async ({
    page,
  }) => {
    for (const member of published('team')) {
      await visit(page, '/about')
      const card = page.locator(`#team-${member.id}`)
      await card.getByRole('link', { name: 'View Profile' }).click()
      await expect(page).toHaveURL(new RegExp(`/about/team/${member.id}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(member.name)
      await expect(page.locator('main')).toContainText(member.bio)
      // The conditions of the topics they review, each linking to its page.
      const topics: readonly string[] = member.review?.topics ?? []
      const seen = published('conditions').filter((condition) => topics.includes(condition.clinicalTopic))
      const listed = page.locator('[aria-labelledby="profile-conditions"] li a')
      await expect(listed).toHaveText(seen.map((condition) => condition.name))
      for (const [index, condition] of seen.entries())
        await expect(listed.nth(index)).toHaveAttribute('href', new RegExp(`${condition.address}$`))
      // Booking at the top and again in the section that says how to see them.
      await expectBookingLink(page, site.labels.bookAppointment)
      await expect(
        page.locator('[data-profile-booking]').getByRole('link', { name: site.labels.bookAppointment }),
      ).toBeVisible()
      await expect(toast(page)).toHaveCount(0)
    }
  })
})

test.describe('Services', () => {
  const ids = published('services').map((service) => service.id)

  test("has the specification's six programmes", () => {
    for (const id of specServiceIds) expect(ids, namedBySpec(`The service "${id}"`, '§2 Services')).toContain(id)
  })

  test('shows a card per service, each with title, description, image, features and a Learn More link to an element with its id', async ({
    page,
  }) => {
    await visit(page, '/services')
    const cards = page
      .locator('section', {
        has: page.getByRole('heading', { name: sectionHolding('services', '<ServiceCards'), exact: true }),
      })
      .locator('> ul > li')
    await expect(cards).toHaveCount(ids.length)
    for (const [index, card] of (await cards.all()).entries()) {
      await expect(card.locator('h3')).toHaveText(/\S/)
      await expect(card.locator('img')).toHaveAttribute('alt', /\S{3,}/)
      expect(await card.locator('ul li').count()).toBeGreaterThan(0)
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', `#${ids[index]}`)
      await expect(page.locator(`#${ids[index]}`)).toHaveCount(1)
    }
  })

  test('lists the programmes as tabs with the first selected, and each panel has the long description', async ({
    page,
  }) => {
    await visit(page, '/services')
    const tabs = page.getByRole('tablist', { name: words.servicesTabList }).getByRole('tab')
    await expect(tabs).toHaveCount(ids.length)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    await expect(
      page.locator(`[role=tablist][aria-label="${words.servicesTabList}"] [aria-selected=true]`),
    ).toHaveCount(1)
    await expect(page.locator(`#${ids[0]}`)).toBeVisible()
    await expect(page.locator(`#${ids[1]}`)).toBeHidden()
    await tabs.nth(1).click()
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
    await expect(page.locator(`#${ids[1]}`)).toBeVisible()
    await expect(page.locator(`#${ids[0]}`)).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`#${ids[1]}$`))
  })

  test("a card's Learn More opens its programme's tab", async ({ page }) => {
    await visit(page, '/services')
    await page.locator('[data-service-link="movement"]').click()
    await expect(page.getByRole('tab', { name: serviceTab('movement'), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.locator('#movement')).toBeVisible()
    await expect(page.locator('#movement')).toBeFocused()
  })

  test('on a phone the selected tab is in sight within the tab list, and the page does not widen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await visit(page, '/services')
    await page.locator('[data-service-link="neuropsychology"]').click()
    const tab = page.getByRole('tab', { name: serviceTab('neuropsychology'), exact: true })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const list = page.getByRole('tablist', { name: words.servicesTabList })
    const [tabBox, listBox] = [await tab.boundingBox(), await list.boundingBox()]
    expect(tabBox!.x).toBeGreaterThanOrEqual(listBox!.x - 1)
    expect(tabBox!.x + tabBox!.width).toBeLessThanOrEqual(listBox!.x + listBox!.width + 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('says how to pay, which insurers are accepted and how long visits last, and books through the booking link', async ({
    page,
  }) => {
    await visit(page, '/services')
    const insurance = page.locator('section', {
      has: page.getByRole('heading', { name: sectionHolding('services', '<InsurancePlans'), exact: true }),
    })
    // §2 Services names the insurers, the options and the ways to pay; the words around them are the writer's.
    for (const text of [
      'Medicare',
      'Medicaid',
      'Blue Cross Blue Shield',
      'UnitedHealthcare',
      'Aetna',
      'Cigna',
      /self-pay/i,
      /payment plans/i,
      /financial assistance/i,
      /cards/i,
      /debit/i,
      'HSA/FSA',
      /checks/i,
      /cash/i,
    ]) {
      await expect(
        insurance,
        namedBySpec(`"${String(text)}" in the insurance and payment section`, '§2 Services'),
      ).toContainText(text)
    }
    const main = page.locator('main')
    for (const text of ['60-90 minutes', '30-45 minutes', 'monthly to every 3-6 months'])
      await expect(main, namedBySpec(`The visit length "${text}"`, '§9 Appointments')).toContainText(text)
    const approach = sections('services').find((section) => /approach/i.test(section.title))
    expect(approach, namedBySpec('An Approach section', '§2 Services')).toBeDefined()
    await expect(page.getByRole('heading', { name: approach!.title, exact: true })).toBeVisible()
    await expectBookingLink(
      page,
      'Schedule a Consultation',
      namedBySpec('The button "Schedule a Consultation"', '§2 Services'),
    )
  })
})

test.describe('tabs by keyboard', () => {
  test('arrows, Home and End move the selection and focus; only the selected tab is in the tab order', async ({
    page,
  }) => {
    await visit(page, '/resources')
    // The tabs as content/pages/resources.mdx places them: the specification's order is education, faq, blog, videos.
    const tab = (id: string) => page.getByRole('tab', { name: words.resourceTabs[id], exact: true })
    await expect(tab('education')).toHaveAttribute('tabindex', '0')
    await expect(tab('faq')).toHaveAttribute('tabindex', '-1')
    await tab('education').focus()
    await page.keyboard.press('ArrowRight')
    await expect(tab('faq')).toBeFocused()
    await expect(tab('faq')).toHaveAttribute('aria-selected', 'true')
    await expect(tab('faq')).toHaveAttribute('tabindex', '0')
    await expect(tab('education')).toHaveAttribute('tabindex', '-1')
    await expect(page.locator('#faq')).toBeVisible()
    await page.keyboard.press('End')
    await expect(tab('videos')).toBeFocused()
    await expect(tab('videos')).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tab('education')).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(tab('videos')).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab('education')).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[role=tab][aria-selected=true]')).toHaveCount(1)
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab')
    await expect(page.locator('#education')).toBeFocused()
  })

  test('each tab names the panel it controls, and each panel is labelled by its tab', async ({ page }) => {
    await visit(page, '/neurological-assessments')
    for (const tab of await page.getByRole('tab').all()) {
      const panelId = await tab.getAttribute('aria-controls')
      await expect(page.locator(`#${panelId}`)).toHaveAttribute('role', 'tabpanel')
      await expect(page.locator(`#${panelId}`)).toHaveAttribute('aria-labelledby', (await tab.getAttribute('id'))!)
    }
  })
})

test.describe('Resources', () => {
  test('opens on Education, with eight conditions, seven diagnostics and eight treatments linking to their slugs', async ({
    page,
  }) => {
    await visit(page, '/resources')
    const panels = parts('resources', 'TabPanel')
    expect(
      panels.map((panel) => panel.id),
      namedBySpec('The tabs education (the default), faq, blog and videos, in that order', '§2 Resources'),
    ).toEqual(['education', 'faq', 'blog', 'videos'])
    await expect(page.getByRole('tab')).toHaveText(panels.map((panel) => panel.label))
    await expect(page.getByRole('tab', { name: words.resourceTabs.education, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const lists = Object.fromEntries(published('education').map((list) => [list.id, list.items.length]))
    expect(
      Object.keys(lists).sort(),
      namedBySpec('The Education lists conditions, diagnostics and treatments', '§2 Resources'),
    ).toEqual(expect.arrayContaining(['conditions', 'diagnostics', 'treatments']))
    for (const [id, count] of Object.entries(lists)) {
      const links = page.locator(`[data-education="${id}"] a`)
      await expect(links).toHaveCount(count)
      for (const link of await links.all()) {
        const name = (await link.textContent())!.trim()
        await expect(link).toHaveAttribute('href', `/resources/${id}/${slugify(name)}`)
      }
    }
  })

  test("/resources#faq opens the FAQ tab with the specification's questions faq-1 to faq-5 among its questions, all closed", async ({
    page,
  }) => {
    await visit(page, '/resources#faq')
    await expect(page.getByRole('tab', { name: words.resourceTabs.faq, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const questions = faqsOf('resources')
    for (const id of specFaqIds)
      expect(
        questions.map((faq) => faq.id),
        namedBySpec(`The question ${id}`, '§3 FAQ item'),
      ).toContain(id)
    for (const { id } of questions) {
      await expect(page.locator(`#${id}-question`)).toHaveAttribute('aria-expanded', 'false')
      await expect(page.locator(`#${id}-answer`)).toBeHidden()
    }
    await expect(page.locator('#faq [aria-expanded]')).toHaveCount(questions.length)
  })

  test('a link to a question (/resources#faq-3) opens the FAQ tab and shows that question', async ({ page }) => {
    await visit(page, '/resources#faq-3')
    await expect(page.getByRole('tab', { name: words.resourceTabs.faq, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(page.locator('#faq-3-question')).toBeInViewport()
  })

  test('the blog shows every published post linking to the slug of its title, with category, date and image', async ({
    page,
  }) => {
    await visit(page, '/resources')
    await page.getByRole('tab', { name: words.resourceTabs.blog, exact: true }).click()
    const posts = page.locator('[data-post]')
    await expect(posts).toHaveCount(published('posts').length)
    for (const post of await posts.all()) {
      const title = (await post.locator('h3').textContent())!.trim()
      await expect(post.getByRole('link', { name: title })).toHaveAttribute('href', `/resources/blog/${slugify(title)}`)
      await expect(post.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
      await expect(post.locator('img')).toHaveAttribute('alt', /\S{3,}/)
    }
  })

  test("the newsletter form needs a valid e-mail, and sends it to the site's own server without reloading the page", async ({
    page,
    baseURL,
  }) => {
    await visit(page, '/resources#blog')
    const form = page.locator('[data-form="newsletter"]')
    // The form wakes when it comes near the window; how far down it stands depends on the posts above it.
    await form.scrollIntoViewIfNeeded()
    await expect(page.locator('clinic-island[data-awake] [data-form="newsletter"]')).toHaveCount(1)
    const email = form.getByLabel(words.newsletter.emailLabel)
    await expect(email).toHaveAttribute('type', 'email')
    await expect(email).toHaveAttribute('required', '')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
    const requests = watchRequests(page)
    const subscribe = form.getByRole('button', { name: words.newsletter.submitLabel })

    await subscribe.click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
    await email.fill('not an address')
    await subscribe.click()
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert')).toHaveText(/\S/)

    expect(requests.leaving(new URL(baseURL!).origin)).toEqual([])

    await email.fill('reader@example.org')
    await expect(email).not.toHaveAttribute('aria-invalid', 'true')
    await subscribe.click()
    await expect(form.locator('..').getByRole('status')).toHaveText(site.forms.labels.newsletterSent)
    await expect(email).toHaveValue('')
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
    await expect(page).toHaveURL(/\/resources#blog$/)
    expect(requests.leaving(new URL(baseURL!).origin)).toEqual([
      `POST fetch ${new URL(baseURL!).origin}/forms/newsletter`,
    ])
  })

  test("the videos tab shows every published video with its running time, and each Watch Video opens that video's page", async ({
    page,
  }) => {
    await visit(page, '/resources')
    await page.getByRole('tab', { name: words.resourceTabs.videos, exact: true }).click()
    const videos = page.locator('[data-video]')
    const shown = published('videos')
    await expect(videos).toHaveCount(shown.length)
    const durations = await page.locator('[data-video] [data-duration]').allTextContents()
    expect(durations.map((text) => text.replace(/^.*?(\d+:\d\d)$/, '$1'))).toEqual(shown.map((video) => video.duration))
    const watch = page.getByRole('link', { name: 'Watch Video' })
    await expect(watch, namedBySpec('The Watch Video links', '§2 Resources')).toHaveCount(shown.length)
    for (const [index, video] of shown.entries())
      await expect(watch.nth(index)).toHaveAttribute('href', new RegExp(`${video.address}$`))
    // The first one opens its page: the recording, or the line that says it is not published yet.
    await watch.first().click()
    await expect(page).toHaveURL(new RegExp(`${shown[0].address}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown[0].title)
    await expect(page.locator('main')).toContainText(shown[0].duration)
    await expect(page.locator(shown[0].recording ? '[data-recording]' : '[data-recording-pending]')).toBeVisible()
  })
})

test.describe('accordion', () => {
  test('each question opens and closes by mouse on its own, and its answer is already in the HTML', async ({
    page,
  }) => {
    const response = await page.goto('/contact')
    const html = await response!.text()
    await hydrated(page)
    for (const { answer } of faqsOf('contact')) expect(html).toContain(plainRun(answer))
    const questions = page.locator('[aria-controls$="-answer"]')
    await expect(questions).toHaveCount(faqsOf('contact').length)
    const first = questions.nth(0)
    const second = questions.nth(1)
    const answerOf = async (question: typeof first) => page.locator(`#${await question.getAttribute('aria-controls')}`)

    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(await answerOf(first)).toBeVisible()
    await expect(await answerOf(first)).toHaveAttribute('role', 'region')
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(await answerOf(first)).toBeHidden()
    await expect(await answerOf(second)).toBeVisible()
  })

  test('opens with Enter and Space, and takes 0.3 s to open', async ({ page }) => {
    await visit(page, '/neurological-assessments')
    const question = page.getByRole('button', { name: faqsOf('assessments')[0].question, exact: true })
    const region = page.locator(`#${await question.getAttribute('aria-controls')}`)
    expect(await region.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain('0.3s')
    await question.focus()
    await page.keyboard.press('Enter')
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    await expect(region).toBeVisible()
    await page.keyboard.press('Space')
    await expect(question).toHaveAttribute('aria-expanded', 'false')
  })

  test('opens at once for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit(page, '/contact')
    const region = page.locator('[role=region][id$="-answer"]').first()
    const duration = await region.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration))
    expect(duration).toBeLessThan(0.01)
  })
})

test.describe('Contact', () => {
  test("shows the location, phone and fax, two e-mail addresses, opening hours, appointment and map links, the map text and the contact group's questions", async ({
    page,
  }) => {
    await visit(page, '/contact')
    const main = page.locator('main')
    const { contact } = site
    await expect(main).toContainText(contact.street)
    await expect(main.getByRole('link', { name: contact.phone })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^+\d]/g, '')}`,
    )
    if (contact.fax) await expect(main).toContainText(`${parts('contact', 'ContactDetails')[0].fax}: ${contact.fax}`)
    await expect(main.locator('a[href^="mailto:"]')).toHaveCount(2)
    await expect(page.locator('[data-hours] dt')).toHaveText(contact.hours.map((line) => line.days))
    await expect(page.locator('[data-hours] dd')).toHaveText(contact.hours.map((line) => line.time))
    await expect(main.locator('a[href="/appointments"]')).toHaveCount(1)
    const maps = page.locator('[data-maps-link]')
    await expect(maps).toHaveAttribute('href', /^https:\/\//)
    await expect(maps).toHaveAttribute('target', '_blank')
    // Where a map would go, the way there: the address, and a button that opens it in the visitor's maps app.
    const directions = page.locator('[data-directions]')
    await expect(directions).toContainText(site.contact.street)
    await expect(directions.locator('[data-directions-link]')).toHaveAttribute('href', site.contact.mapsUrl)
    // The questions wake when they come near the window.
    const faq = page.locator('section', {
      has: page.getByRole('heading', { name: sectionHolding('contact', '<FaqAccordion'), exact: true }),
    })
    await faq.scrollIntoViewIfNeeded()
    await expect(faq.locator('[aria-expanded]')).toHaveCount(faqsOf('contact').length)
  })

  test('the form is labelled, needs name, e-mail, subject and message, and leaves the phone optional', async ({
    page,
  }) => {
    await visit(page, '/contact')
    const form = page.locator('[data-form="contact"]')
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message'])
      await expect(form.getByLabel(label), namedBySpec(`The required field "${label}"`, '§5')).toHaveAttribute(
        'required',
        '',
      )
    await expect(form.getByLabel(words.contactForm.phone)).not.toHaveAttribute('required', '')
    await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email')
  })

  test("blocks an empty form and a bad e-mail; a valid message goes to the site's own server and the console, then clears the fields and shows the toast for 5 s", async ({
    page,
    baseURL,
  }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    await visit(page, '/contact')
    await page.waitForLoadState('networkidle')
    const requests = watchRequests(page)
    const form = page.locator('[data-form="contact"]')
    const send = form.getByRole('button', { name: words.contactForm.submitLabel })
    // The form wakes when it comes near the window; until then its button is off.
    await form.scrollIntoViewIfNeeded()

    await send.click()
    await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
    expect(await form.getByLabel('Full Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    )
    await expect(toast(page)).toHaveCount(0)

    await form.getByLabel('Full Name').fill('Ada Lovelace')
    await form.getByLabel('Email Address').fill('ada-at-example')
    await form.getByLabel('Subject').fill('New patient')
    await form.getByLabel('Message').fill('Do you see patients on Saturdays?')
    await send.click()
    expect(
      await form.getByLabel('Email Address').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true)
    await expect(form.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert')).toHaveCount(1)
    await expect(toast(page)).toHaveCount(0)
    expect(logged.filter((line) => line.includes('Saturdays'))).toEqual([])

    await form.getByLabel('Email Address').fill('ada@example.org')
    await form.getByLabel(words.contactForm.phone).fill('(312) 555-0100')
    // When the toast comes and goes, by the page's own clock: a busy machine's test steps do not count.
    await page.evaluate(() => {
      const times: number[] = []
      Object.assign(window, { toastTimes: times })
      let shown = false
      new MutationObserver(() => {
        if (shown === (document.querySelector('[data-toast]') !== null)) return
        shown = !shown
        times.push(performance.now())
      }).observe(document.body, { childList: true, subtree: true })
    })
    await send.click()

    await expect(toast(page)).toHaveCount(1)
    // The title first, the text under it (components/Toaster.tsx): each in its place, not only somewhere in the toast.
    await expect(toast(page).locator('p').first(), namedBySpec('The toast title "Message Sent"', '§8')).toHaveText(
      'Message Sent',
    )
    await expect(toast(page).locator('p').nth(1), namedBySpec('The toast text', '§8')).toHaveText(
      "Thank you for contacting us. We'll respond shortly.",
    )
    const line = logged.find((text) => text.includes('Saturdays'))
    expect(line).toBeDefined()
    for (const value of ['Ada Lovelace', 'ada@example.org', '(312) 555-0100', 'New patient'])
      expect(line).toContain(value)
    for (const label of ['Full Name', 'Email Address', words.contactForm.phone, 'Subject', 'Message'])
      await expect(form.getByLabel(label)).toHaveValue('')

    await expect(toast(page)).toHaveCount(0, { timeout: 10_000 })
    const [came, went] = await page.evaluate(() => (window as unknown as { toastTimes: number[] }).toastTimes)
    expect(went - came, 'the toast shows for 5 s').toBeGreaterThanOrEqual(4000)
    expect(went - came, 'the toast shows for 5 s').toBeLessThan(7500)
    expect(requests.leaving(new URL(baseURL!).origin)).toEqual([`POST fetch ${new URL(baseURL!).origin}/forms/contact`])
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('Pricing', () => {
  test("shows every published plan with its price, period, features and booking button, the specification's three among them, Monthly Care marked Popular", async ({
    page,
  }) => {
    await visit(page, '/pricing')
    const plans = page.locator('[data-plan]')
    const shown = published('plans')
    for (const name of specPlans.names)
      expect(
        shown.map((plan) => plan.name),
        namedBySpec(`The plan "${name}"`, '§9 Pricing'),
      ).toContain(name)
    await expect(plans).toHaveCount(shown.length)
    await expect(plans.locator('h3')).toHaveText(shown.map((plan) => plan.name))
    for (const [index, plan] of shown.entries()) {
      await expect(plans.nth(index)).toContainText(plan.price)
      await expect(plans.nth(index)).toContainText(plan.period)
      await expect(plans.nth(index).locator('ul li')).toHaveText(plan.features)
    }
    const popular = shown.findIndex((plan) => plan.name === specPlans.popular)
    await expect(
      plans.nth(popular).locator('[data-badge]'),
      namedBySpec(`${specPlans.popular} marked Popular`, '§9 Pricing'),
    ).toHaveText('Popular')
    for (const plan of await plans.all())
      expect(await plan.locator('a').getAttribute('href')).toMatch(new RegExp(`${BOOKING_ANCHOR}$`))
    const insurance = page.locator('section', {
      has: page.getByRole('heading', { name: sectionHolding('pricing', '<InsurancePlans'), exact: true }),
    })
    for (const text of ['Blue Cross', 'Aetna', 'Cigna', 'UnitedHealth', 'select states'])
      await expect(insurance, namedBySpec(`"${text}" in the insurance on pricing`, '§9')).toContainText(text)
  })
})

test.describe('Neurological assessments', () => {
  test('the hero books an assessment, and Learn More scrolls to "Why Neurological Testing Matters" and moves focus there', async ({
    page,
  }) => {
    await visit(page, '/neurological-assessments')
    const where = '§2 Neurological assessments'
    await expect(page.getByRole('heading', { level: 1 }), namedBySpec("The hero's heading", where)).toHaveText(
      'Neurological Assessments',
    )
    await expectBookingLink(page, 'Schedule an Assessment', namedBySpec('The button "Schedule an Assessment"', where))
    await page.getByRole('link', { name: 'Learn More' }).click()
    const heading = page.getByRole('heading', { name: 'Why Neurological Testing Matters' })
    await expect(
      heading,
      namedBySpec('The section "Why Neurological Testing Matters", where Learn More leads', where),
    ).toBeFocused()
    await expect(heading).toBeInViewport()
    const why = page.locator('section', { has: heading }).locator('li h3')
    await expect(why, namedBySpec('Early detection, personalized plans and track progress', where)).toHaveText([
      /early detection/i,
      /personalized plans/i,
      /track progress/i,
    ])
  })

  test("the categories are tabs, the first selected, each tool of each category in a real table, the specification's four among them", async ({
    page,
  }) => {
    const categories = published('assessments')
    for (const { id, title, tools } of specAssessments) {
      const category = categories.find((entry) => entry.id === id)
      expect(category?.title, namedBySpec(`The assessment category "${title}"`, '§3 Assessment category')).toBe(title)
      expect(
        category!.tools.length,
        namedBySpec(`The ${tools} tools of "${title}"`, '§3 Assessment category'),
      ).toBeGreaterThanOrEqual(tools)
    }
    await visit(page, '/neurological-assessments')
    const tabs = page.getByRole('tablist', { name: words.assessmentTabList }).getByRole('tab')
    await expect(tabs).toHaveText(categories.map((category) => category.title))
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    for (const [index, { id, tools }] of categories.entries()) {
      await tabs.nth(index).click()
      const panel = page.locator(`#${id}`)
      await expect(panel).toBeVisible()
      await expect(panel.locator('table tbody tr')).toHaveCount(tools.length)
      await expect(panel.locator('tbody th[scope=row]')).toHaveCount(tools.length)
      await expect(
        panel.locator('thead th[scope=col]').nth(0),
        namedBySpec('The column "Tool"', '§2 Neurological assessments'),
      ).toHaveText('Tool')
      await expect(
        panel.locator('thead th[scope=col]').nth(1),
        namedBySpec('The column "What It Measures"', '§2 Neurological assessments'),
      ).toHaveText('What It Measures')
      await expect(
        panel.getByRole('heading', { name: 'Why it matters' }),
        namedBySpec('The insight "Why it matters"', '§2 Neurological assessments'),
      ).toBeVisible()
      // A name marked as a glossary term is followed by its explanation in brackets (content/glossary.yaml).
      await expect(panel.locator('tbody th')).toHaveText(
        tools.map(({ name }) => (stripMarks(name) === name ? name : new RegExp(`^${escaped(stripMarks(name))} \\(`))),
      )
    }
  })

  test('the Examples column shows only in categories where some tool has examples', async ({ page }) => {
    await visit(page, '/neurological-assessments')
    const categories = published('assessments')
    expect(
      categories.some((category) => category.tools.some((tool) => tool.examples)) &&
        categories.some((category) => category.tools.every((tool) => !tool.examples)),
      'The content has no longer both kinds of category; this test needs one of each',
    ).toBe(true)
    for (const { id, tools } of categories) {
      const withExamples = tools.some((tool) => tool.examples)
      await expect(page.locator(`#${id} thead th`)).toHaveText([
        'Tool',
        'What It Measures',
        ...(withExamples ? ['Examples'] : []),
      ])
      await expect(page.locator(`#${id} tbody tr`).first().locator('td')).toHaveCount(withExamples ? 2 : 1)
    }
  })

  test('on a phone the table scrolls sideways inside its box instead of widening the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await visit(page, '/neurological-assessments#biomarkers')
    const box = page.locator('#biomarkers [role=region]')
    await expect(box).toBeVisible()
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })

  test('shows four cards putting it together, how the tools are used, every 1-2 years, and the booking link', async ({
    page,
  }) => {
    await visit(page, '/neurological-assessments')
    const where = '§2 Neurological assessments'
    const together = page
      .locator('section', { has: page.getByRole('heading', { name: 'Putting It All Together' }) })
      .locator('li h3')
    await expect(together, namedBySpec('The four cards of "Putting It All Together"', where)).toHaveText([
      /early detection/i,
      /personalized prevention/i,
      /better decision making/i,
      /progress tracking/i,
    ])
    const program = page.locator('section', {
      has: page.getByRole('heading', { name: 'How We Use These Tools in Our Program' }),
    })
    await expect(
      program.locator('li h3'),
      namedBySpec('Regular monitoring, expert referrals and personalized plans', where),
    ).toHaveText([/regular monitoring/i, /expert referrals/i, /personalized plans/i])
    await expect(program, namedBySpec('Cognitive assessments every 1-2 years', '§9')).toContainText('every 1-2 years')
    await expectBookingLink(
      page,
      'Get Started with an Assessment',
      namedBySpec('The button "Get Started with an Assessment"', where),
    )
    const questions = page.locator('section', { has: page.getByRole('heading', { name: 'Common Questions' }) })
    await questions.scrollIntoViewIfNeeded()
    expect(faqsOf('assessments').length, namedBySpec('Five common questions', where)).toBeGreaterThanOrEqual(5)
    await expect(questions.locator('[aria-expanded]')).toHaveCount(faqsOf('assessments').length)
  })

  test('the next steps: two Coming Soon toasts and a booking link', async ({ page }) => {
    const where = '§2 Neurological assessments and §8'
    await visit(page, '/neurological-assessments')
    await expect(page.locator('main'), namedBySpec('The cognitive check-in of 10 minutes', '§2 and §9')).toContainText(
      /10 min/,
    )
    await page.getByRole('button', { name: 'Take the Cognitive Check-In' }).click()
    await expect(toast(page)).toHaveCount(1)
    await expect(toast(page).locator('p').nth(0), namedBySpec('The toast "Coming Soon"', where)).toHaveText(
      'Coming Soon',
    )
    await expect(toast(page).locator('p').nth(1), namedBySpec("The cognitive check-in's toast text", where)).toHaveText(
      'Our online cognitive assessment will be available soon',
    )
    await page.getByRole('button', { name: 'Explore Your Brain Health Plan' }).click()
    await expect(toast(page)).toHaveCount(2)
    await expect(toast(page).nth(1).locator('p').nth(0), namedBySpec('The toast "Coming Soon"', where)).toHaveText(
      'Coming Soon',
    )
    await expect(
      toast(page).nth(1).locator('p').nth(1),
      namedBySpec("The brain health plan's toast text", where),
    ).toHaveText('Our personalized brain health plans will be available soon')
    await expectBookingLink(
      page,
      'Talk to a Brain Health Expert',
      namedBySpec('The button "Talk to a Brain Health Expert"', where),
    )
  })

  test('a toast is announced politely and leaves focus on the button that raised it', async ({ page }) => {
    await visit(page, '/neurological-assessments')
    const button = page.getByRole('button', { name: 'Take the Cognitive Check-In' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(toast(page)).toHaveCount(1)
    await expect(button).toBeFocused()
    await expect(page.locator('[role="status"][aria-live="polite"]', { has: toast(page) })).toContainText(
      'Our online cognitive assessment will be available soon',
    )
  })
})

test('before the scripts run, tabs and answers already look as they will after, so nothing shifts', async ({
  page,
}) => {
  // Scripts enabled but not yet loaded: the state of the first paint.
  await page.route(/\.js$/, (route) => route.abort())
  await page.goto('/resources')
  await expect(page.getByRole('tablist', { name: words.resourcesTabList })).toBeVisible()
  await expect(page.locator('#education')).toBeVisible()
  for (const id of ['faq', 'blog', 'videos']) await expect(page.locator(`#${id}`)).toBeHidden()
  await expect(page.locator('[data-tab-heading]').first()).toBeHidden()
  await page.goto('/contact')
  await expect(page.locator(`#${faqsOf('contact')[0].id}-answer`)).toBeHidden()
})

test('the pages with questions describe them to search engines as an FAQ page', async ({ page }) => {
  const groups = { '/resources': 'resources', '/contact': 'contact', '/neurological-assessments': 'assessments' }
  for (const [path, group] of Object.entries(groups)) {
    await page.goto(path)
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) =>
        JSON.parse(text) as { '@type': string; mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }> },
    )
    const faq = blocks.find((block) => block['@type'] === 'FAQPage')
    expect(faq?.mainEntity, path).toHaveLength(published('faqs').filter((entry) => entry.group === group).length)
    const firstQuestion = (await page.locator('[aria-controls$="-answer"]').first().textContent())!.trim()
    expect(faq!.mainEntity![0].name).toBe(firstQuestion)
  }
})

test.describe('structure', () => {
  for (const path of ['/about', '/services', '/resources', '/contact', '/pricing', '/neurological-assessments']) {
    test(`${path}: ids are unique, every label and ARIA reference points at an element, headings skip no level`, async ({
      page,
    }) => {
      await visit(page, path)
      const found = await page.evaluate(() => {
        const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id)
        const attributes = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'for']
        const references = Array.from(
          document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls], label[for]'),
        ).flatMap((element) =>
          attributes.flatMap((name) => (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean)),
        )
        const levels = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), (heading) =>
          Number(heading.tagName[1]),
        )
        return {
          duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index),
          danglingReferences: references.filter((id) => !document.getElementById(id)),
          skippedLevels: levels.filter((level, index) => index > 0 && level > levels[index - 1] + 1),
        }
      })
      expect(found).toEqual({ duplicateIds: [], danglingReferences: [], skippedLevels: [] })
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every tab panel and every answer is readable, in order, on Resources', async ({ page }) => {
    await page.goto('/resources')
    await expect(page.getByRole('tablist')).toBeHidden()
    for (const id of ['education', 'faq', 'blog', 'videos']) await expect(page.locator(`#${id}`)).toBeVisible()
    await expect(page.getByRole('heading', { name: words.resourceTabs.videos, level: 3, exact: true })).toBeVisible()
    await expect(page.locator('#faq-5-answer')).toBeVisible()
    // The answers show, so every question says it is expanded, and none that it is collapsed.
    await expect(page.locator('#faq-5-question')).toBeVisible()
    await expect(page.locator('#faq-5-question')).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('main [aria-expanded="false"]')).toHaveCount(0)
    for (const video of published('videos')) await expect(page.locator('main')).toContainText(video.duration)
    const order = await page.locator('[role=tabpanel]').evaluateAll((panels) => panels.map((panel) => panel.id))
    expect(order).toEqual(['education', 'faq', 'blog', 'videos'])
  })

  test('every programme, category and answer is readable on Services, Neurological Assessments and Contact', async ({
    page,
  }) => {
    await page.goto('/services')
    for (const { id } of published('services')) await expect(page.locator(`#${id}`)).toBeVisible()
    await page.goto('/neurological-assessments')
    for (const { id } of published('assessments')) await expect(page.locator(`#${id} table`)).toBeVisible()
    const last = faqsOf('assessments').at(-1)!
    await expect(page.getByText(last.question, { exact: true })).toBeVisible()
    await expect(page.locator(`#${last.id}-answer`)).toBeVisible()
    await expect(page.locator(`#${last.id}-answer`)).toContainText(plainRun(last.answer))
    await page.goto('/contact')
    await expect(page.locator(`#${faqsOf('contact').at(-1)!.id}-answer`)).toBeVisible()
    // Without scripts the browser itself posts the message to the site's own server (tests/e2e/inbox.spec.ts sends one),
    // never into a page address.
    await expect(page.getByRole('button', { name: words.contactForm.submitLabel })).toBeEnabled()
    await expect(page.locator('form[data-form="contact"]')).toHaveAttribute('method', 'post')
    await expect(page.locator('form[data-form="contact"]')).toHaveAttribute('action', /\/forms\/contact$/)
  })

  test('About and Pricing read in full', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('link', { name: 'View Profile' })).toHaveCount(published('team').length)
    await expect(
      page.getByText('Innovation', { exact: true }),
      namedBySpec('The core value Innovation', '§2 About'),
    ).toBeVisible()

    await page.goto('/pricing')
    await expect(page.locator('[data-plan]')).toHaveCount(published('plans').length)
    for (const plan of published('plans')) await expect(page.getByText(plan.price, { exact: true })).toBeVisible()
  })
})
