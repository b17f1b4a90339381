// The server's side of the forms: a post to /forms/contact or /forms/newsletter is checked (its
// origin, size, rate and fields), stored in the inbox (store.mjs), and only then answered as sent.
// With JavaScript the page asks for JSON; without it the browser posted the form itself and is sent
// back to the page it came from, at the form's notice of what happened (#contact-sent,
// #contact-not-sent …), which the page shows with its own words. What a message says is never logged.
// It lives in the site's own server (scripts/serve.mjs) rather than a Fastify app: two routes with
// their checks are less code than moving that server's guarded static files and limits (aborted
// downloads, pipelined requests, per-address connections, canonical paths) onto plugins.
import { forwardByMail, mailSettings } from './mail.mjs'
import { DEFAULT_RETENTION_DAYS } from './settings.mjs'
import { FORMS, formFieldsOf, inboxFolder, openInbox } from './store.mjs'

/** The field only robots fill in (lib/forms.ts HONEYPOT_FIELD): such a post is answered as sent and stored nowhere. */
const HONEYPOT_FIELD = '_gotcha'

/** The largest body a form may post: a long message in UTF-8 and its fields, with room to spare. */
export const BODY_LIMIT_BYTES = 64 * 1024

/**
 * Posts one address may make in RATE_WINDOW_MS before it is refused (a family may resend, a robot
 * may not flood); FORMS_RATE_LIMIT sets another number (an office behind one address, a test run).
 */
export const RATE_LIMIT = 10
export const RATE_WINDOW_MS = 10 * 60_000

/**
 * Counts posts per address in fixed windows. Bounded: past `maxAddresses` the oldest window is
 * dropped, so a flood of addresses cannot grow the server's memory without end.
 */
export function rateLimiter({ limit = RATE_LIMIT, windowMs = RATE_WINDOW_MS, maxAddresses = 50_000 } = {}) {
  const windows = new Map()
  return (address, now = Date.now()) => {
    let window = windows.get(address)
    if (!window || now - window.start >= windowMs) {
      windows.delete(address)
      window = { start: now, count: 0 }
      if (windows.size >= maxAddresses) windows.delete(windows.keys().next().value)
      windows.set(address, window)
    }
    window.count += 1
    return window.count <= limit
  }
}

/**
 * The inbox the server keeps: the store, its folder, the rate limit, the retention (old handled
 * messages deleted at start and every day), and forwarding by e-mail when SMTP_* is set.
 */
export function startInbox({ folder = inboxFolder(), days = DEFAULT_RETENTION_DAYS, env = process.env } = {}) {
  const store = openInbox(folder)
  const purge = () => store.purge(days)
  purge()
  const daily = setInterval(purge, 86_400_000)
  daily.unref()
  const mail = mailSettings(env)
  const allowed = rateLimiter({ limit: Number(env.FORMS_RATE_LIMIT) || RATE_LIMIT })
  return {
    folder,
    store,
    allowed,
    /** Sends a stored message on to the clinic's address; a failure is said without the message's words. */
    forward: mail
      ? (id, form, fields) =>
          forwardByMail(mail, id, form, fields).catch((error) =>
            console.error(`Message ${id} is in the inbox, but sending it by e-mail failed: ${error.message}`),
          )
      : () => {},
    /** The form a request's path names (under the site's base path), or null. */
    formAt(pathname, basePath) {
      if (!pathname?.startsWith(`${basePath}forms/`)) return null
      const name = pathname.slice(`${basePath}forms/`.length)
      return Object.hasOwn(FORMS, name) ? name : null
    },
    close() {
      clearInterval(daily)
      store.close()
    },
  }
}

/** The request's body, up to `limit` bytes; null when it is longer (the rest is not read). */
function readBody(request, limit) {
  return new Promise((done, failed) => {
    const chunks = []
    let size = 0
    request.on('data', (chunk) => {
      size += chunk.length
      if (size > limit) {
        request.removeAllListeners('data')
        request.pause()
        done(null)
      } else chunks.push(chunk)
    })
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    request.on('error', failed)
  })
}

/** The fields of a body by its type: form-encoded or JSON; null for anything else. */
function parseBody(type, body) {
  if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body))
  if (type.startsWith('application/json')) {
    try {
      const value = JSON.parse(body)
      return value && typeof value === 'object' && !Array.isArray(value) ? value : null
    } catch {
      return null
    }
  }
  return null
}

/** True when the post comes from a page of this very site: browsers send Origin with every post. */
function sameOrigin(request) {
  const origin = request.headers.origin
  if (!origin || origin === 'null') return false
  try {
    return new URL(origin).host === request.headers.host
  } catch {
    return false
  }
}

/** Answers a post to `form` (see the file's comment). */
export async function receiveForm(inbox, form, request, response) {
  const wantsJson = (request.headers.accept ?? '').includes('application/json')
  const answer = (status, outcome, reason) => {
    response.setHeader('Cache-Control', 'no-store')
    if (wantsJson) {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      return response.end(JSON.stringify(outcome === 'sent' ? { ok: true } : { ok: false, error: reason }))
    }
    // Back to the page the form is on (a page of this site, as the origin check made sure), at its notice.
    let back = '/'
    try {
      const referer = new URL(request.headers.referer ?? '')
      if (referer.host === request.headers.host) back = referer.pathname + referer.search
    } catch {
      // No page to go back to: the home page.
    }
    response.writeHead(303, { Location: `${back}#${form}-${outcome === 'sent' ? 'sent' : 'not-sent'}` })
    response.end()
  }
  // Another site's page may not post here (a browser always says where a post comes from).
  if (!sameOrigin(request)) {
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
    return response.end('Forms are taken only from pages of this site.\n')
  }
  const address = request.socket.remoteAddress ?? ''
  if (!inbox.allowed(address)) {
    response.setHeader('Retry-After', String(Math.ceil(RATE_WINDOW_MS / 1000)))
    return answer(429, 'not-sent', 'too many messages from this address: wait a few minutes, or call the clinic')
  }
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) {
    response.setHeader('Connection', 'close')
    return answer(413, 'not-sent', 'the message is too long')
  }
  const body = await readBody(request, BODY_LIMIT_BYTES)
  if (body === null) {
    response.setHeader('Connection', 'close')
    return answer(413, 'not-sent', 'the message is too long')
  }
  const posted = parseBody(request.headers['content-type'] ?? '', body)
  if (!posted) return answer(415, 'not-sent', 'the form was not sent as a form')
  // A robot's post is told what a person would be told, and kept nowhere.
  if (typeof posted[HONEYPOT_FIELD] === 'string' && posted[HONEYPOT_FIELD].trim()) return answer(200, 'sent')
  const { fields, refused } = formFieldsOf(form, posted)
  if (refused) return answer(422, 'not-sent', refused)
  let id
  try {
    id = inbox.store.add(form, fields)
  } catch (error) {
    console.error(`A ${form} message could not be stored: ${error.message}`)
    return answer(503, 'not-sent', 'the message could not be stored')
  }
  answer(201, 'sent')
  inbox.forward(id, form, fields)
}
