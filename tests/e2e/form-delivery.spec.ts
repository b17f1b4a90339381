/**
 * The contact and newsletter forms against a real endpoint on this machine. The build under test
 * (the preview build of scripts/e2e.mjs) posts its forms to CONTACT_ENDPOINT and NEWSLETTER_ENDPOINT
 * on 127.0.0.1, E2E_PORT + 2, where this file listens; each test says how the endpoint answers.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server, type ServerResponse } from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'yaml'
import { formEndpointOrigin } from '../../scripts/form-endpoint.mjs'
import { FORM_TIMEOUT_MS, HONEYPOT_FIELD } from '../../lib/forms'
import { slowPhone } from './slow-phone'
import { namedBySpec } from '../../lib/content/specification'

// One endpoint, one port: the tests of this file take turns.
test.describe.configure({ mode: 'serial' })

const site = parse(readFileSync('content/site.yaml', 'utf8')) as { contact: { phone: string } }
const origin = formEndpointOrigin(Number(process.env.E2E_PORT ?? 4173))

type Answer = 'accept' | 'fail' | 'silent'
let answer: Answer = 'accept'
const received: Array<{ path: string; type: string; fields: Record<string, string> }> = []
const silent: ServerResponse[] = []
let server: Server

test.beforeAll(async () => {
  server = createServer((request, response) => {
    // The site's pages are on another origin: the endpoint allows them, as form services do.
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
        })
        .end()
      return
    }
    // Only posts are messages; a browser on the endpoint's page also asks for its icon.
    if (request.method !== 'POST') {
      response.writeHead(404).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const type = request.headers['content-type'] ?? ''
      const fields = type.includes('json')
        ? (JSON.parse(body) as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(body))
      received.push({ path: request.url ?? '', type, fields })
      if (answer === 'silent') silent.push(response)
      else if (answer === 'fail') response.writeHead(500).end('Server error')
      else if ((request.headers.accept ?? '').includes('application/json'))
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
      else
        response
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<!doctype html><title>Thanks</title><h1>Thanks</h1>')
    })
  })
  await new Promise<void>((listening) => server.listen(Number(new URL(origin).port), '127.0.0.1', listening))
})

test.afterAll(async () => {
  server.closeAllConnections()
  await new Promise((closed) => server.close(closed))
})

test.beforeEach(() => {
  answer = 'accept'
  received.length = 0
})

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '(312) 555-0100',
  subject: 'New patient',
  message: 'Do you see patients on Saturdays?',
}

async function openContactForm(page: Page) {
  await page.goto('contact')
  const form = page.locator('form[data-form="contact"]')
  await form.scrollIntoViewIfNeeded()
  await page.waitForSelector('clinic-island[data-island="ContactForm"][data-awake]', { state: 'attached' })
  return form
}

async function fill(form: ReturnType<Page['locator']>) {
  for (const [name, value] of Object.entries(message)) await form.locator(`[name="${name}"]`).fill(value)
}

async function expectFields(form: ReturnType<Page['locator']>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
}

const toast = (page: Page) => page.locator('[data-toast]')
const empty = Object.fromEntries(Object.keys(message).map((name) => [name, '']))

test('the contact form is a real form that posts to the endpoint, and the site lets it', async ({ page }) => {
  const response = await page.goto('contact')
  const form = page.locator('form[data-form="contact"]')
  await expect(form).toHaveAttribute('method', 'post')
  await expect(form).toHaveAttribute('action', `${origin}/contact`)
  const policy = response!.headers()['content-security-policy']
  for (const directive of ['connect-src', 'form-action'])
    expect(policy).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/\./g, '\\.')}`))
  // A field only robots fill in: out of sight, out of the tab order, never announced or filled in for the visitor.
  const trap = form.locator(`[name="${HONEYPOT_FIELD}"]`)
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  // Inside a box of at most one pixel that hides what overflows it, and that screen readers skip.
  const box = await trap.evaluate((input) => {
    const hidden = input.closest('[aria-hidden="true"]')
    const rect = hidden?.getBoundingClientRect()
    return hidden && rect
      ? { width: rect.width, height: rect.height, overflow: getComputedStyle(hidden).overflow }
      : null
  })
  expect(box).toEqual({ width: expect.any(Number), height: expect.any(Number), overflow: 'hidden' })
  expect(Math.max(box!.width, box!.height)).toBeLessThanOrEqual(1)
})

test('accepted: the endpoint gets the message, then the fields clear and the toast shows', async ({ page }) => {
  const form = await openContactForm(page)
  await fill(form)
  await form.locator('button[type="submit"]').click()
  // One toast: the title first, the text under it (components/Toaster.tsx).
  await expect(toast(page)).toHaveCount(1)
  await expect(toast(page).locator('p'), namedBySpec('The toast "Message Sent"', '§8')).toHaveText([
    'Message Sent',
    "Thank you for contacting us. We'll respond shortly.",
  ])
  await expectFields(form, empty)
  expect(received).toHaveLength(1)
  expect(received[0].path).toBe('/contact')
  expect(received[0].type).toContain('application/x-www-form-urlencoded')
  expect(received[0].fields).toMatchObject(message)
  await expect(form.locator('[data-form-failure]')).toHaveCount(0)
})

test('an error answer: every field is kept, and a message with the phone number says so and takes focus', async ({
  page,
}) => {
  answer = 'fail'
  const form = await openContactForm(page)
  await fill(form)
  await form.locator('button[type="submit"]').click()
  const failure = form.locator('[data-form-failure]')
  await expect(failure).toBeFocused()
  await expect(failure).toHaveAttribute('role', 'alert')
  await expect(failure.locator(`a[href="tel:${site.contact.phone.replace(/[^0-9+]/g, '')}"]`)).toHaveText(
    site.contact.phone,
  )
  await expectFields(form, message)
  await expect(toast(page)).toHaveCount(0)
  // Sent again once the endpoint works: the message goes away with the words.
  answer = 'accept'
  await form.locator('button[type="submit"]').click()
  await expect(toast(page), namedBySpec('The toast "Message Sent"', '§8')).toContainText('Message Sent')
  await expect(failure).toHaveCount(0)
  await expectFields(form, empty)
  expect(received).toHaveLength(2)
})

test('no answer in 15 s: sent once only, the button busy meanwhile, then every field kept and the failure focused', async ({
  page,
}) => {
  answer = 'silent'
  // The page's clock, not the wall's: the 15 s pass at once when the test has seen what shows meanwhile.
  await page.clock.install()
  const form = await openContactForm(page)
  await fill(form)
  const send = form.locator('button[type="submit"]')
  await send.click()
  await expect(send).toBeDisabled()
  await expect(send).toHaveAttribute('aria-busy', 'true')
  // A second press (a keyboard's Enter in a field) sends nothing more.
  await form.locator('[name="subject"]').press('Enter')
  await expect(form.locator('[data-form-failure]')).toHaveCount(0)
  await page.clock.runFor(FORM_TIMEOUT_MS)
  await expect(form.locator('[data-form-failure]')).toBeFocused()
  expect(received).toHaveLength(1)
  await expectFields(form, message)
  await expect(send).toBeEnabled()
  for (const response of silent.splice(0)) response.destroy()
})

test('a robot that fills the hidden field is told it was sent, and nothing is sent', async ({ page }) => {
  const form = await openContactForm(page)
  await fill(form)
  await form.locator(`[name="${HONEYPOT_FIELD}"]`).fill('https://spam.example', { force: true })
  await form.locator('button[type="submit"]').click()
  await expect(toast(page), namedBySpec('The toast "Message Sent"', '§8')).toContainText('Message Sent')
  expect(received).toHaveLength(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the browser itself posts the message to the endpoint', async ({ page }) => {
    await page.goto('contact')
    const form = page.locator('form[data-form="contact"]')
    await fill(form)
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(`${origin}/contact`)
    expect(received).toHaveLength(1)
    expect(received[0].fields).toMatchObject({ ...message, [HONEYPOT_FIELD]: '' })
  })

  test('the newsletter form posts the address to its endpoint', async ({ page }) => {
    await page.goto('resources')
    const form = page.locator('form[data-form="newsletter"]')
    await form.locator('[name="email"]').fill('ada@example.org')
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(`${origin}/newsletter`)
    expect(received.map((item) => item.fields.email)).toEqual(['ada@example.org'])
  })
})

test('the newsletter says under the form when the sign-up went through, and when it did not', async ({ page }) => {
  await page.goto('resources#blog')
  const form = page.locator('form[data-form="newsletter"]')
  await form.scrollIntoViewIfNeeded()
  await page.waitForSelector('clinic-island[data-island="NewsletterForm"][data-awake]', { state: 'attached' })
  const box = page.locator('section', { has: form })
  answer = 'fail'
  await form.locator('[name="email"]').fill('ada@example.org')
  await form.locator('button[type="submit"]').click()
  const failure = box.locator('[data-form-failure]')
  await expect(failure).toBeFocused()
  await expect(failure).toContainText(site.contact.phone)
  await expect(form.locator('[name="email"]')).toHaveValue('ada@example.org')
  answer = 'accept'
  await form.locator('button[type="submit"]').click()
  await expect(box.locator('[role="status"]')).not.toBeEmpty()
  await expect(failure).toHaveCount(0)
  await expect(form.locator('[name="email"]')).toHaveValue('')
  expect(received.map((item) => [item.path, item.fields.email])).toEqual([
    ['/newsletter', 'ada@example.org'],
    ['/newsletter', 'ada@example.org'],
  ])
})

test.describe('on a slow phone', () => {
  test('Send pressed before any script has arrived: the browser posts the message itself', async ({ page }) => {
    await slowPhone(page)
    // The whole page read (its scripts are async, so they are still held back): a press lands where the
    // visitor sees the button, not where it stood while the rest of the page was still arriving.
    await page.goto('contact', { waitUntil: 'domcontentloaded' })
    const form = page.locator('form[data-form="contact"]')
    await fill(form)
    expect(await page.evaluate(() => document.documentElement.classList.contains('js'))).toBe(false)
    await form.locator('button[type="submit"]').click()
    await expect(page, `the endpoint got ${received.length} message(s)`).toHaveURL(`${origin}/contact`)
    expect(received).toHaveLength(1)
    expect(received[0].fields).toMatchObject(message)
  })

  test("Send pressed after the page's script, before the form's own code: sent by the page once it wakes, with what was typed", async ({
    page,
  }) => {
    const phone = await slowPhone(page)
    await page.goto('contact', { waitUntil: 'commit' })
    const form = page.locator('form[data-form="contact"]')
    await fill(form)
    phone.letFirstScriptIn()
    await page.waitForSelector('html.js', { state: 'attached' })
    await form.scrollIntoViewIfNeeded()
    expect(await page.locator('clinic-island[data-island="ContactForm"][data-awake]').count()).toBe(0)
    // Pressed as a visitor presses, now: no waiting for the button to be ready, only for it to stand still.
    const send = form.locator('button[type="submit"]')
    await send.click({ trial: true })
    await send.click({ force: true })
    phone.letEverythingIn()
    await expect(toast(page), namedBySpec('The toast "Message Sent"', '§8')).toContainText('Message Sent', {
      timeout: 20_000,
    })
    await expectFields(form, empty)
    expect(received).toHaveLength(1)
    expect(received[0].fields).toMatchObject(message)
  })
})
