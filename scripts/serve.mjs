// Serves the built site (dist/client) as a static host would: prerendered pages, assets, the
// not-found page with status 404, the rules in _headers and _redirects (Netlify's format), and
// text compressed with Brotli or gzip as the browser accepts.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

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
  '.pf_meta': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
}

/** Types worth compressing; images other than SVG and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/

/** The encoding to send, from the request's Accept-Encoding: Brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding = '') {
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
  const allows = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return null
}

/** Compressed copies of files, made once per file version: a built site does not change while served. */
const compressedCache = new Map()

function compressed(file, encoding) {
  const { mtimeMs, size } = statSync(file)
  const key = `${encoding}:${file}`
  const cached = compressedCache.get(key)
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.body
  const raw = readFileSync(file)
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : gzipSync(raw, { level: 9 })
  compressedCache.set(key, { mtimeMs, size, body })
  return body
}

/** Reads _headers: a path pattern on its own line, then indented "Name: value" lines. */
export function parseHeaders(text) {
  const rules = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else if (rules.length) {
      const index = line.indexOf(':')
      if (index > 0) rules.at(-1).headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
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

function matches(pattern, path) {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('(.*)')}$`)
  return regex.exec(path)
}

export function createSiteServer({ root, base = '/' }) {
  const rootDir = resolve(root)
  const read = (name) => (existsSync(join(rootDir, name)) ? readFileSync(join(rootDir, name), 'utf8') : '')
  const headerRules = parseHeaders(read('_headers'))
  const redirectRules = parseRedirects(read('_redirects'))
  const basePath = base.endsWith('/') ? base : `${base}/`

  const fileFor = (path) => {
    const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`, `${path}.html`]
    for (const candidate of candidates) {
      const full = normalize(join(rootDir, candidate))
      if (!full.startsWith(rootDir + sep) && full !== rootDir) return null
      try {
        if (statSync(full).isFile()) return full
      } catch {
        // not this candidate
      }
    }
    return null
  }

  const headersFor = (path) => headerRules.filter((rule) => matches(rule.pattern, path)).flatMap((rule) => rule.headers)

  return createServer((request, response) => {
    const send = (status, file, extraHeaders = {}) => {
      response.statusCode = status
      for (const [name, value] of headersFor(sitePath)) response.setHeader(name, value)
      for (const [name, value] of Object.entries(extraHeaders)) response.setHeader(name, value)
      if (!file) return response.end()
      const type = types[extname(file)] ?? 'application/octet-stream'
      response.setHeader('Content-Type', type)
      const encoding = compressible.test(type) ? chooseEncoding(request.headers['accept-encoding']) : null
      if (compressible.test(type)) response.setHeader('Vary', 'Accept-Encoding')
      if (encoding) {
        const body = compressed(file, encoding)
        response.setHeader('Content-Encoding', encoding)
        response.setHeader('Content-Length', body.length)
        return response.end(request.method === 'HEAD' ? undefined : body)
      }
      response.setHeader('Content-Length', statSync(file).size)
      if (request.method === 'HEAD') return response.end()
      createReadStream(file).pipe(response)
    }

    let sitePath = '/'
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, null, { Allow: 'GET, HEAD' })
    let pathname
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    } catch {
      pathname = '/__invalid__'
    }
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
      if (rule.status === 200) {
        const rewritten = fileFor(target)
        if (rewritten) return send(200, rewritten)
        continue
      }
      return send(rule.status, null, { Location: location })
    }
    if (file) return send(200, file)
    return send(404, fileFor('/404.html'))
  })
}

/** Serves dist/client on PORT (default 3000) and prints the address. */
export function serveBuild() {
  const root = resolve(import.meta.dirname, '..', process.env.SITE_DIR ?? 'dist/client')
  if (!existsSync(join(root, 'index.html'))) {
    console.error('No build found in dist/client. Run `npm run build` first (or `npm start`, which builds when needed).')
    process.exit(1)
  }
  const port = Number.parseInt(process.env.PORT ?? '3000', 10)
  const host = process.env.HOST ?? '127.0.0.1'
  const base = process.env.BASE_PATH ?? '/'
  const server = createSiteServer({ root, base })
  server.listen(port, host, () => {
    console.log(`The site is served at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}${base}`)
  })
  return server
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveBuild()
