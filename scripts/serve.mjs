// Serves the built site (dist/client) as a static host would: prerendered pages, assets, the
// not-found page with status 404, the rules in _headers and _redirects (Netlify's format), the
// .br and .gz files the build wrote next to each text file, ETag, Last-Modified and byte ranges.
// Its own server rather than sirv: sirv 3.0.2 pipes with .pipe(), which leaks the file on an aborted download.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, relative, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { parseHeaders } from './headers-file.mjs'
import { receiveForm, startInbox } from './inbox/receive.mjs'
import { retentionDays } from './inbox/settings.mjs'

export { parseHeaders }

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  // A video's recording and its captions (content/videos): browsers read captions only as text/vtt.
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
}

/** Types the build compresses; images other than SVG and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

/** The build's precompressed siblings, by the Content-Encoding each one is sent with. */
const suffixes = { br: '.br', gzip: '.gz' }

/** The encodings the request's Accept-Encoding takes, best first: Brotli, then gzip. */
function acceptedEncodings(acceptEncoding = '') {
  const accepted = new Map(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)]
      }),
  )
  return ['br', 'gzip'].filter((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0)
}

/** The encoding to send, from the request's Accept-Encoding: Brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
  return acceptedEncodings(acceptEncoding)[0] ?? null
}

/** Reads _redirects: "from to [status][!]" per line; `*` in from becomes :splat in to. */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/)
      return { from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') }
    })
}

/**
 * The decoded path a request target names, or null when the target is not the one way to write
 * a path: an empty segment (`//contact`, which a browser would read as another host), a `.` or `..`
 * segment, an encoded slash or backslash (`/%2f%2fcontact`), a backslash, a NUL or bad encoding.
 * Such targets get the not-found page, never the page they resemble nor a redirect to it.
 */
export function canonicalPath(target = '/') {
  // The absolute form (`GET http://host/path`) names the same path after its scheme and host.
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)
  const rest = origin ? target.slice(origin[0].length) || '/' : target
  if (!rest.startsWith('/')) return null
  const raw = rest.split(/[?#]/, 1)[0]
  if (/%(2f|5c|00)/i.test(raw)) return null
  let path
  try {
    path = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (/[\\\0]/.test(path)) return null
  const segments = path.split('/').slice(1)
  // Only the last segment may be empty: `/contact/` is a folder's index, `//contact` nothing.
  if (
    segments.some(
      (segment, index) => (segment === '' && index < segments.length - 1) || segment === '.' || segment === '..',
    )
  )
    return null
  return path
}

const patterns = new Map()

function matches(pattern, path) {
  let regex = patterns.get(pattern)
  if (!regex) {
    regex = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('(.*)')}$`,
    )
    patterns.set(pattern, regex)
  }
  return regex.exec(path)
}

function statFile(path) {
  try {
    const stat = statSync(path)
    return stat.isFile() ? stat : null
  } catch {
    return null
  }
}

/**
 * The byte range a Range header asks for, within a file of `size` bytes: { start, end } (inclusive),
 * 'unsatisfiable', or null to send the whole file (no header, several ranges or a malformed one).
 */
function parseRange(header, size) {
  const found = /^bytes=\s*(\d*)-(\d*)\s*$/.exec(header ?? '')
  if (!found || (!found[1] && !found[2])) return null
  if (!found[1]) {
    const length = Number(found[2])
    return length > 0 && size > 0 ? { start: Math.max(0, size - length), end: size - 1 } : 'unsatisfiable'
  }
  const start = Number(found[1])
  const end = found[2] ? Number(found[2]) : Number.POSITIVE_INFINITY
  if (end < start) return null
  return start < size ? { start, end: Math.min(end, size - 1) } : 'unsatisfiable'
}

/**
 * The site's server. The limits close clients that hold a connection without finishing a request
 * (headers trickled a byte at a time, a body that never ends, a reader that stops reading), and
 * `maxConnectionsPerAddress` stops one address from taking every socket and open file.
 */
export function createSiteServer({
  root,
  base = '/',
  headersTimeout = 10_000,
  requestTimeout = 30_000,
  keepAliveTimeout = 5_000,
  maxConnectionsPerAddress = 128,
  maxPipelinedRequests = 64,
  inbox = null,
}) {
  const rootDir = resolve(root)
  const read = (name) => (existsSync(join(rootDir, name)) ? readFileSync(join(rootDir, name), 'utf8') : '')
  const headerRules = parseHeaders(read('_headers'))
  const redirectRules = parseRedirects(read('_redirects'))
  const basePath = base.endsWith('/') ? base : `${base}/`

  /** The file a path names, or null. Never the host's rule files, nor dotfiles such as the build's .vite folder. */
  const fileFor = (path) => {
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`, `${path}.html`]
    for (const candidate of candidates) {
      const full = normalize(join(rootDir, candidate))
      if (!full.startsWith(rootDir + sep) && full !== rootDir) return null
      const inside = relative(rootDir, full)
      if (inside === '_headers' || inside === '_redirects' || inside.split(sep).some((part) => part.startsWith('.')))
        return null
      if (statFile(full)) return full
    }
    return null
  }

  const headersFor = (path) => headerRules.filter((rule) => matches(rule.pattern, path)).flatMap((rule) => rule.headers)

  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      // How often Node looks for connections past those limits (30 s by default, longer than the limits).
      connectionsCheckingInterval: Math.max(10, Math.min(1000, headersTimeout / 4)),
    },
    (request, response) => {
      // Pipelined requests wait for the answers before theirs, each holding memory, and no browser
      // sends more than a few: a connection with more than maxPipelinedRequests waiting is closed.
      const socket = request.socket
      socket.waiting = (socket.waiting ?? 0) + 1
      response.once('close', () => (socket.waiting -= 1))
      if (socket.waiting > maxPipelinedRequests) return socket.destroy()

      const send = (status, file, extraHeaders = {}) => {
        response.statusCode = status
        for (const [name, value] of headersFor(sitePath)) response.setHeader(name, value)
        for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value)
        const stat = file && statFile(file)
        if (!stat) return response.end()
        const type = types[extname(file)] ?? 'application/octet-stream'
        let sent = { path: file, stat, encoding: null }
        if (compressible.test(type)) {
          response.setHeader('Vary', 'Accept-Encoding')
          // Ranges count bytes of the file itself, so a request with one gets the file as it is.
          const encodings = request.headers.range ? [] : acceptedEncodings(request.headers['accept-encoding'])
          for (const encoding of encodings) {
            const sibling = statFile(file + suffixes[encoding])
            if (sibling) {
              sent = { path: file + suffixes[encoding], stat: sibling, encoding }
              break
            }
          }
        }
        const { size, mtimeMs } = sent.stat

        let range = null
        if (status === 200) {
          // Weak, as size and time stand for the content without hashing it; each encoding has its own.
          const etag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${sent.encoding ? `-${sent.encoding}` : ''}"`
          const lastModified = new Date(mtimeMs).toUTCString()
          response.setHeader('ETag', etag)
          response.setHeader('Last-Modified', lastModified)
          const opaque = (tag) => tag.trim().replace(/^W\//, '')
          const ifNoneMatch = request.headers['if-none-match']
          const notModified = ifNoneMatch
            ? ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
            : Math.floor(mtimeMs / 1000) * 1000 <= Date.parse(request.headers['if-modified-since'] ?? '')
          if (notModified) {
            response.statusCode = 304
            return response.end()
          }
          // A range of a file that changed since the client's copy would mix two versions: send it whole.
          const ifRange = request.headers['if-range']
          if (!sent.encoding && (!ifRange || ifRange === lastModified)) range = parseRange(request.headers.range, size)
          if (range === 'unsatisfiable') {
            response.statusCode = 416
            response.setHeader('Content-Range', `bytes */${size}`)
            response.setHeader('Content-Length', 0)
            return response.end()
          }
          if (range) {
            response.statusCode = 206
            response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          }
        }
        response.setHeader('Content-Type', type)
        if (sent.encoding) response.setHeader('Content-Encoding', sent.encoding)
        else response.setHeader('Accept-Ranges', 'bytes')
        response.setHeader('Content-Length', range ? range.end - range.start + 1 : size)
        if (request.method === 'HEAD') return response.end()
        // A pipelined request's answer waits behind the ones before it, and hears nothing if the
        // connection closes while it waits: its file is opened only once the connection is its own.
        // So a connection holds one file at a time, and pipeline closes it when the response ends,
        // fails or the client goes away (the callback has nothing to add: the client has gone or
        // got its headers).
        const sendFile = () => {
          if (request.socket.destroyed) return response.destroy()
          pipeline(createReadStream(sent.path, range ?? {}), response, () => {})
        }
        if (response.socket) sendFile()
        else response.once('socket', sendFile)
      }

      let sitePath = '/'
      // The forms' own addresses (/forms/contact, /forms/newsletter) take posts when the server keeps an inbox.
      const form = inbox?.formAt(canonicalPath(request.url), basePath)
      if (form) {
        if (request.method === 'POST') return receiveForm(inbox, form, request, response)
        return send(405, null, { Allow: 'POST' })
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, null, { Allow: 'GET, HEAD' })
      const pathname = canonicalPath(request.url)
      if (pathname === null) return send(404, fileFor('/404.html'))
      if (!pathname.startsWith(basePath) && `${pathname}/` !== basePath) return send(404, fileFor('/404.html'))
      sitePath = `/${pathname.slice(basePath.length)}`
      if (sitePath.includes('\0') || sitePath.length > 2048) return send(404, fileFor('/404.html'))

      const file = fileFor(sitePath)
      for (const rule of redirectRules) {
        if (file && !rule.force) continue
        const found = matches(rule.from, sitePath)
        if (!found) continue
        const target = rule.to.replace(':splat', found[1] ?? '')
        const location = target.startsWith('/') ? `${basePath}${target.slice(1)}` : target
        // A Location of `//host` or `/\\host` leads browsers to another site: never send one.
        if (/^[/\\]{2}/.test(location)) return send(404, fileFor('/404.html'))
        // 200 shows another file at this address; 404, a not-found page of its own (a language's, /es/404.html).
        if (rule.status === 200 || rule.status === 404) {
          const rewritten = fileFor(target)
          if (rewritten) return send(rule.status, rewritten)
          continue
        }
        return send(rule.status, null, { Location: location })
      }
      if (file) return send(200, file)
      return send(404, fileFor('/404.html'))
    },
  )
  server.keepAliveTimeout = keepAliveTimeout
  // A client that stops reading keeps its file open: drop it after as long without progress.
  server.timeout = requestTimeout

  const perAddress = new Map()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? ''
    const open = perAddress.get(address) ?? 0
    if (open >= maxConnectionsPerAddress) return socket.destroy()
    perAddress.set(address, open + 1)
    socket.once('close', () => {
      const left = perAddress.get(address) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    })
  })
  return server
}

/**
 * Serves dist/client on PORT (default 3000) and prints the address; keeps the forms' inbox
 * (scripts/inbox/) in FORMS_DIR (default data/forms), or none with FORMS_DIR=off.
 */
export function serveBuild() {
  const root = resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/client')
  if (!existsSync(join(root, 'index.html'))) {
    console.error(
      'No build found in dist/client. Run `npm run build` first (or `npm start`, which builds when needed).',
    )
    process.exit(1)
  }
  const port = Number.parseInt(process.env.PORT ?? '3000', 10)
  const host = process.env.HOST ?? '127.0.0.1'
  const base = process.env.BASE_PATH ?? '/'
  const inbox = process.env.FORMS_DIR === 'off' ? null : startInbox({ days: retentionDays(root) })
  const server = createSiteServer({ root, base, inbox })
  server.listen(port, host, () => {
    console.log(`The site is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${base}`)
    if (inbox) console.log(`Its forms' messages are kept in ${inbox.folder}: read them with npm run inbox.`)
  })
  server.on('close', () => inbox?.close())
  return server
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveBuild()
