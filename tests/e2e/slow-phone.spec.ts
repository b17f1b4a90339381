/**
 * Nothing a visitor types or presses is lost on a slow phone: every script held back until the test
 * lets it in, and the processor slowed 4×. Fields filled before anything has run keep their words when their form
 * wakes; a press or a key after the page's first script, before a part's own code, does what it
 * would have done once that code runs.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { slowPhone } from './slow-phone'
import { namedBySpec } from '../../lib/content/specification'
import { site } from '../content'

test.describe.configure({ timeout: 60_000 })

/** Lets the page's first script in and waits until it has run (it holds what is pressed from then on); the islands' code stays held. */
async function firstScript(page: Page) {
  phone.letFirstScriptIn()
  await page.waitForSelector('html.js', { state: 'attached', timeout: 20_000 })
}
/** Lets every island's code in and waits until the island `name` has woken. */
async function awake(page: Page, name: string) {
  phone.letEverythingIn()
  await page.waitForSelector(`clinic-island[data-island="${name}"][data-awake]`, { state: 'attached', timeout: 30_000 })
}
const asleep = async (page: Page, name: string) =>
  expect(await page.locator(`clinic-island[data-island="${name}"][data-awake]`).count()).toBe(0)

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '(312) 555-0100',
  subject: 'New patient',
  message: 'Do you see patients on Saturdays?',
}

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
}

let phone: Awaited<ReturnType<typeof slowPhone>>

test.beforeEach(async ({ page }) => {
  phone = await slowPhone(page)
})

test('the contact form keeps what was typed before any script ran, and sends it when Send is pressed before it woke', async ({
  page,
}) => {
  const logged: string[] = []
  page.on('console', (line) => logged.push(line.text()))
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('form[data-form="contact"]')
  await fill(form, message)
  expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false)
  await firstScript(page)
  await form.scrollIntoViewIfNeeded()
  await asleep(page, 'ContactForm')
  for (const [name, value] of Object.entries(message)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
  // Pressed as a visitor presses, now: no waiting for the button to be ready.
  await asleep(page, 'ContactForm')
  await form.locator('button[type="submit"]').click({ force: true })
  await awake(page, 'ContactForm')
  await expect(page.locator('[data-toast]'), namedBySpec('The toast "Message Sent"', '§8')).toContainText(
    'Message Sent',
    { timeout: 20_000 },
  )
  const sent = logged.find((line) => line.includes(message.message))
  for (const value of Object.values(message)) expect(sent).toContain(value)
  for (const name of Object.keys(message)) await expect(form.locator(`[name="${name}"]`)).toHaveValue('')
})

test('the contact form, once awake, still holds what was typed before it woke', async ({ page }) => {
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = page.locator('form[data-form="contact"]')
  await fill(form, message)
  await form.scrollIntoViewIfNeeded()
  await awake(page, 'ContactForm')
  // React has rendered the form again by now; a second frame for good measure.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  for (const [name, value] of Object.entries(message)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
})

test('the newsletter keeps an address typed before it woke, and a press of its button then signs it up once it wakes', async ({
  page,
}) => {
  await page.goto('/resources#blog', { waitUntil: 'commit' })
  const form = page.locator('form[data-form="newsletter"]')
  // Every script but the form's own code: its tab shows, the form stays asleep.
  phone.letEverythingIn({ except: 'NewsletterForm' })
  await expect(form).toBeVisible({ timeout: 20_000 })
  await form.scrollIntoViewIfNeeded()
  await form.locator('[name="email"]').fill('ada@example.org')
  await asleep(page, 'NewsletterForm')
  await form.locator('button[type="submit"]').click({ force: true })
  await awake(page, 'NewsletterForm')
  await expect(form.locator('..').getByRole('status')).toHaveText(site.forms.labels.newsletterSent, { timeout: 20_000 })
  // Sent by the page itself: the page did not reload.
  expect(new URL(page.url()).search).toBe('')
})

test('what is typed into the search before it wakes is searched for', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/conditions/stroke', { waitUntil: 'commit' })
  await firstScript(page)
  await page.locator('body').press('/')
  await page.keyboard.type('shaking')
  await asleep(page, 'SiteSearch')
  const field = page.locator('[role="search"] input[type="search"]')
  await awake(page, 'SiteSearch')
  await expect(field).toHaveValue('shaking')
  await expect(page.locator('[role="search"] ul a[href*="/conditions/tremor"]')).toHaveCount(1, { timeout: 20_000 })
})

test('ArrowRight on a tab list before it wakes selects and focuses the next tab', async ({ page }) => {
  await page.goto('/neurological-assessments', { waitUntil: 'commit' })
  await firstScript(page)
  const tabs = page.locator('[role="tablist"]').first().locator('[role="tab"]')
  await tabs.first().scrollIntoViewIfNeeded()
  await asleep(page, 'Tabs')
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  phone.letEverythingIn()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 })
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
})

test('clicks on questions before they wake each do what they would have done', async ({ page }) => {
  await page.goto('/neurological-assessments', { waitUntil: 'commit' })
  await firstScript(page)
  const questions = page.locator('button[aria-controls$="-answer"]')
  const [first, second] = [questions.nth(0), questions.nth(1)]
  await first.scrollIntoViewIfNeeded()
  await asleep(page, 'AccordionItem')
  // Before they wake they already say what shows: closed, as with scripts every answer starts.
  expect(await first.getAttribute('aria-expanded')).toBe('false')
  await first.click()
  await first.click()
  await second.click()
  const islandOf = (question: Locator) => question.locator('xpath=ancestor::clinic-island[1]')
  phone.letEverythingIn()
  for (const question of [first, second])
    await expect(islandOf(question)).toHaveAttribute('data-awake', '', { timeout: 30_000 })
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(page.locator(`#${await second.getAttribute('aria-controls')}`)).toBeVisible()
})
