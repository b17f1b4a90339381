/**
 * The forms' inbox behind `npm start` (scripts/inbox/): what the contact and newsletter forms post
 * is stored before it is answered as sent, survives the server's sudden death, reaches staff through
 * `npm run inbox` and by e-mail when SMTP is set, and abuse is refused with nothing stored.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { HONEYPOT_FIELD } from '../../lib/forms'
import { BODY_LIMIT_BYTES, RATE_LIMIT, startInbox, type Inbox } from '../../scripts/inbox/receive.mjs'
import { DEFAULT_RETENTION_DAYS, retentionDays } from '../../scripts/inbox/settings.mjs'
import { databaseFile, openInbox } from '../../scripts/inbox/store.mjs'
import { createSiteServer } from '../../scripts/serve.mjs'

const folders: string[] = []
const servers: Array<{ server: Server; inbox: Inbox }> = []
const temporary = (name: string) => {
  const folder = mkdtempSync(join(tmpdir(), `inbox-${name}-`))
  folders.push(folder)
  return folder
}

afterEach(async () => {
  for (const { server, inbox } of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
    inbox.close()
  }
})
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A site with one page, served with an inbox in a folder of its own. */
async function serve(env: Record<string, string> = {}) {
  const root = temporary('site')
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
  const folder = join(temporary('data'), 'forms')
  const inbox = startInbox({ folder, days: 90, env })
  const server = createSiteServer({ root, inbox })
  servers.push({ server, inbox })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { origin, folder, inbox }
}

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '(312) 555-0100',
  subject: 'My father',
  message: 'My father has had memory problems for 6 months. Can you see him this month?',
}

/** Posts `fields` as a page of `from` would: with JavaScript (JSON answer) unless `browserPost`. */
function post(
  origin: string,
  path: string,
  fields: Record<string, string>,
  {
    from = origin,
    browserPost = false,
    json = false,
  }: { from?: string | null; browserPost?: boolean; json?: boolean } = {},
) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      ...(from ? { Origin: from, Referer: `${from}/contact` } : {}),
      ...(browserPost ? { Accept: 'text/html' } : { Accept: 'application/json' }),
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    body: json ? JSON.stringify(fields) : new URLSearchParams(fields),
  })
}

describe('the inbox behind npm start', () => {
  it('stores a message before it answers, form-encoded or as JSON, and sends a browser without scripts back to its notice', async () => {
    const { origin, folder, inbox } = await serve()
    const sent = await post(origin, '/forms/contact', message)
    expect(sent.status).toBe(201)
    expect(await sent.json()).toEqual({ ok: true })
    expect((await post(origin, '/forms/newsletter', { email: 'reader@example.org' }, { json: true })).status).toBe(201)
    const browser = await post(origin, '/forms/contact', { ...message, subject: 'No scripts' }, { browserPost: true })
    expect(browser.status).toBe(303)
    expect(browser.headers.get('location')).toBe('/contact#contact-sent')
    expect(inbox.store.list().map((stored) => [stored.form, stored.fields.subject ?? stored.fields.email])).toEqual([
      ['contact', 'My father'],
      ['newsletter', 'reader@example.org'],
      ['contact', 'No scripts'],
    ])
    expect(inbox.store.list()[0].fields).toEqual(message)
    // Health information: the folder and the database are the owner's alone.
    expect(statSync(folder).mode & 0o777).toBe(0o700)
    expect(statSync(databaseFile(folder)).mode & 0o777).toBe(0o600)
  })

  it('refuses a message without its required words, and any method but POST, storing nothing', async () => {
    const { origin, inbox } = await serve()
    const missing = await post(origin, '/forms/contact', { ...message, message: '  ' })
    expect(missing.status).toBe(422)
    expect((await missing.json()).error).toContain('"message" is missing')
    const badEmail = await post(origin, '/forms/newsletter', { email: 'not an address' })
    expect(badEmail.status).toBe(422)
    expect((await fetch(`${origin}/forms/contact`)).status).toBe(405)
    const failedBrowser = await post(origin, '/forms/contact', { ...message, name: '' }, { browserPost: true })
    expect(failedBrowser.headers.get('location')).toBe('/contact#contact-not-sent')
    expect(inbox.store.list({ all: true })).toEqual([])
  })

  it('refuses abuse with a clear answer and stores nothing: a filled honeypot, 1 MB, another site, 1,000 sends in a minute', async () => {
    const { origin, inbox } = await serve()
    const robot = await post(origin, '/forms/contact', { ...message, [HONEYPOT_FIELD]: 'http://spam.example' })
    // A robot is told what a person would be told.
    expect(robot.status).toBe(200)
    const huge = await post(origin, '/forms/contact', { ...message, message: 'x'.repeat(1024 * 1024) })
    expect(huge.status).toBe(413)
    expect(BODY_LIMIT_BYTES).toBeLessThan(1024 * 1024)
    const elsewhere = await post(origin, '/forms/contact', message, { from: 'https://attacker.example' })
    expect(elsewhere.status).toBe(403)
    expect(await elsewhere.text()).toMatch(/only from pages of this site/)
    expect((await post(origin, '/forms/contact', message, { from: null })).status).toBe(403)
    expect(inbox.store.list({ all: true })).toEqual([])

    const answers = new Map<number, number>()
    for (let sent = 0; sent < 1000; sent += 1) {
      const status = (await post(origin, '/forms/contact', { ...message, subject: `flood ${sent}` })).status
      answers.set(status, (answers.get(status) ?? 0) + 1)
    }
    // The honeypot and the 1 MB post counted against the address too.
    const accepted = RATE_LIMIT - 2
    expect(Object.fromEntries(answers)).toEqual({ 201: accepted, 429: 1000 - accepted })
    expect(inbox.store.list()).toHaveLength(accepted)
  })

  it('sends each new message to the clinic by e-mail when SMTP is set, and keeps it in the inbox', async () => {
    const mails: string[] = []
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        let text = ''
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()))
        stream.on('end', () => {
          mails.push(text)
          done()
        })
      },
    })
    await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', done))
    try {
      const port = (smtp.server.address() as AddressInfo).port
      const { origin, inbox } = await serve({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        SMTP_SECURE: 'false',
        INBOX_MAIL_TO: 'front-desk@clinic.example',
      })
      expect((await post(origin, '/forms/contact', message)).status).toBe(201)
      await expect.poll(() => mails.length, { timeout: 15_000 }).toBe(1)
      expect(mails[0]).toContain('To: front-desk@clinic.example')
      expect(mails[0]).toContain('Reply-To: ada@example.org')
      expect(mails[0]).toContain('My father has had memory problems')
      expect(inbox.store.list()).toHaveLength(1)
    } finally {
      await new Promise<void>((done) => smtp.close(() => done()))
    }
  })

  it('deletes handled messages older than the retention period, and nothing else', () => {
    const store = openInbox(join(temporary('retention'), 'forms'))
    const day = 86_400_000
    const now = new Date('2026-11-27T12:00:00Z')
    const old = store.add('contact', message, new Date(now.getTime() - 100 * day))
    const oldUnhandled = store.add('contact', message, new Date(now.getTime() - 100 * day))
    const recent = store.add('contact', message, new Date(now.getTime() - 10 * day))
    store.markHandled(old, now)
    store.markHandled(recent, now)
    expect(store.purge(90, now)).toBe(1)
    expect(store.list({ all: true }).map((stored) => stored.id)).toEqual([oldUnhandled, recent])
    store.close()
  })

  it("keeps handled messages as long as content/site.yaml's forms.retentionDays says, as the build wrote it beside the site", () => {
    const site = parse(readFileSync('content/site.yaml', 'utf8')) as { forms?: { retentionDays?: number } }
    expect(retentionDays(resolve('dist/client'))).toBe(site.forms?.retentionDays ?? DEFAULT_RETENTION_DAYS)
    expect(retentionDays(temporary('unbuilt'))).toBe(DEFAULT_RETENTION_DAYS)
  })

  it('lets staff list, read, mark handled and export messages with npm run inbox', () => {
    const folder = join(temporary('staff'), 'forms')
    const store = openInbox(folder)
    const id = store.add('contact', message)
    store.close()
    const inbox = (...args: string[]) =>
      spawnSync(process.execPath, ['scripts/inbox.mjs', ...args], {
        encoding: 'utf8',
        env: { ...process.env, FORMS_DIR: folder },
      })
    const listed = inbox()
    expect(listed.status).toBe(0)
    expect(listed.stdout).toContain(`#${id}`)
    expect(listed.stdout).toContain('Ada Lovelace <ada@example.org>: My father')
    expect(inbox('show', String(id)).stdout).toContain('Can you see him this month?')
    expect(JSON.parse(inbox('export').stdout)).toHaveLength(1)
    expect(inbox('handled', String(id)).status).toBe(0)
    expect(inbox().stdout).toContain('No new messages.')
    expect(JSON.parse(inbox('export', '--all').stdout)[0].handled).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    const unknown = inbox('show', '999')
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('There is no message #999.')
  })

  it('loses no message it acknowledged when the server is killed in the middle of sending (kill -9)', async () => {
    const root = temporary('killed-site')
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>')
    const folder = join(temporary('killed'), 'forms')
    const port = 20_000 + Math.floor(Math.random() * 20_000)
    const origin = `http://127.0.0.1:${port}`
    const child: ChildProcess = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...process.env, PORT: String(port), SITE_DIR: root, FORMS_DIR: folder, FORMS_RATE_LIMIT: '1000000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((ready) =>
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('served at') && ready()),
    )
    const acknowledged: string[] = []
    let killed = false
    const sender = async (worker: number) => {
      for (let sent = 0; !killed; sent += 1) {
        const subject = `worker ${worker} message ${sent}`
        try {
          const answer = await post(origin, '/forms/contact', { ...message, subject })
          if (answer.status === 201) acknowledged.push(subject)
        } catch {
          return
        }
      }
    }
    const senders = [0, 1, 2, 3].map(sender)
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100)
    child.kill('SIGKILL')
    killed = true
    await Promise.all(senders)
    if (child.exitCode === null && child.signalCode === null) await new Promise((exited) => child.once('exit', exited))
    // What a restarted server reads: every message it said was sent.
    const store = openInbox(folder)
    const stored = new Set(store.list().map((stored) => stored.fields.subject))
    store.close()
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([])
  })
})
