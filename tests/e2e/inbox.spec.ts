/**
 * The forms on the site `npm start` serves, as a visitor uses them: the contact form with and
 * without JavaScript and the newsletter sign-up each end in the server's inbox, and are there after
 * the server restarts; a visitor whose message the server never took keeps every word and is told,
 * with the phone number. This file runs a server of its own (the build in dist/client, an inbox in a
 * folder of its own), so it can stop and start it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type Locator } from '@playwright/test'
import { parts, site } from '../content'

test.describe.configure({ mode: 'serial' })

const port = Number(process.env.E2E_PORT ?? 4173) + 4
const origin = `http://127.0.0.1:${port}`
const folder = join(mkdtempSync(join(tmpdir(), 'e2e-inbox-')), 'forms')
let server: ChildProcess | null = null

async function start() {
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', FORMS_DIR: folder, FORMS_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready) =>
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('served at') && ready()),
  )
}

async function stop(signal: NodeJS.Signals = 'SIGTERM') {
  const running = server
  server = null
  if (!running || running.exitCode !== null || running.signalCode !== null) return
  const exited = new Promise((done) => running.once('exit', done))
  running.kill(signal)
  await exited
}

/** What the inbox holds, as staff would export it. */
function exported(): Array<{ form: string; fields: Record<string, string> }> {
  const run = spawnSync(process.execPath, ['scripts/inbox.mjs', 'export', '--all'], {
    encoding: 'utf8',
    env: { ...process.env, FORMS_DIR: folder },
  })
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout.slice(run.stdout.indexOf('[')))
}

test.beforeAll(start)
test.afterAll(async () => {
  await stop()
  rmSync(join(folder, '..'), { recursive: true, force: true })
})

const contactForm = parts('contact', 'ContactForm')[0]
const message = (subject: string) => ({
  name: 'Rosa Díaz',
  email: 'rosa@example.org',
  subject,
  message: 'My father has had memory problems for 6 months. Can you see him this month?',
})

async function fill(form: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
}

test('the contact form with and without JavaScript, and the newsletter, reach the inbox and stay there after a restart', async ({
  browser,
}) => {
  const withScripts = await browser.newPage()
  await withScripts.goto(`${origin}/contact`)
  const form = withScripts.locator('form[data-form="contact"]')
  await form.scrollIntoViewIfNeeded()
  await fill(form, message('With JavaScript'))
  await form.getByRole('button', { name: contactForm.submitLabel }).click()
  await expect(withScripts.locator('[data-toast]')).toContainText('Message Sent')
  await expect(form.locator('[name="subject"]')).toHaveValue('')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const withoutScripts = await context.newPage()
  await withoutScripts.goto(`${origin}/contact`)
  const plainForm = withoutScripts.locator('form[data-form="contact"]')
  await fill(plainForm, message('Without JavaScript'))
  await plainForm.getByRole('button', { name: contactForm.submitLabel }).click()
  await expect(withoutScripts).toHaveURL(`${origin}/contact#contact-sent`)
  await expect(withoutScripts.locator('#contact-sent')).toBeVisible()
  await expect(withoutScripts.locator('#contact-sent')).toContainText('Message Sent')
  await expect(withoutScripts.locator('#contact-not-sent')).toBeHidden()
  await context.close()

  await withScripts.goto(`${origin}/resources#blog`)
  const newsletter = withScripts.locator('form[data-form="newsletter"]')
  await newsletter.scrollIntoViewIfNeeded()
  await newsletter.locator('[name="email"]').fill('reader@example.org')
  await newsletter.locator('button[type="submit"]').click()
  await expect(newsletter.locator('..').getByRole('status')).toHaveText(site.forms.labels.newsletterSent)

  await stop()
  await start()
  expect(exported().map((stored) => [stored.form, stored.fields.subject ?? stored.fields.email])).toEqual([
    ['contact', 'With JavaScript'],
    ['contact', 'Without JavaScript'],
    ['newsletter', 'reader@example.org'],
  ])
})

test('a message the server never took keeps its words, and the visitor is told with the phone number', async ({
  page,
}) => {
  await page.goto(`${origin}/contact`)
  const form = page.locator('form[data-form="contact"]')
  await form.scrollIntoViewIfNeeded()
  await expect(page.locator('clinic-island[data-awake] form[data-form="contact"]')).toHaveCount(1)
  const words = message('Not taken')
  await fill(form, words)
  // The server dies before the visitor presses Send.
  await stop('SIGKILL')
  await form.getByRole('button', { name: contactForm.submitLabel }).click()
  const failure = form.locator('[data-form-failure]')
  await expect(failure).toBeFocused()
  await expect(failure.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', /^tel:/)
  for (const [name, value] of Object.entries(words)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
  await expect(page.locator('[data-toast]')).toHaveCount(0)
  await start()
  expect(exported().some((stored) => stored.fields.subject === 'Not taken')).toBe(false)
})
