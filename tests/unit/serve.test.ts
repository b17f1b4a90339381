import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request, type IncomingHttpHeaders, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { compressBuild } from '../../scripts/build/compress'
import { canonicalPath, chooseEncoding, createSiteServer } from '../../scripts/serve.mjs'

describe('the static server', () => {
  it('sends Brotli where the browser takes it, else gzip, else the file as it is', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
  })

  it('reads a path from its one canonical spelling only', () => {
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('/contact')).toBe('/contact')
    expect(canonicalPath('/contact/?from=menu#map')).toBe('/contact/')
    expect(canonicalPath('/caf%C3%A9')).toBe('/café')
    expect(canonicalPath('http://localhost/contact')).toBe('/contact')
    for (const target of [
      '//contact',
      '/%2f%2fcontact',
      '/%2F',
      '/a//b',
      '/./contact',
      '/x/../contact',
      '/%2e%2e/contact',
      '/a%5cb',
      '/a\\b',
      '/%00',
      '/%E0%A4%A',
      '*',
      'contact',
      'http://localhost//contact',
    ]) {
      expect(canonicalPath(target), target).toBeNull()
    }
  })
})

// A small built site in a temporary folder: pages, a stylesheet the build compresses, a large
// download, the host's rule files and a dotfile.
let root: string
const large = Buffer.alloc(8 * 1024 * 1024, 'large download ')
const css = `${'.card { color: #1d4ed8; padding: 1rem; }\n'.repeat(200)}`

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serve-test-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>')
  writeFileSync(join(root, '404.html'), '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>')
  writeFileSync(join(root, 'style.css'), css)
  writeFileSync(join(root, '_headers'), '/*\n  X-Site-Rule: yes\n')
  writeFileSync(
    join(root, '_redirects'),
    '/old  /  301\n/go/*  /:splat  301\n/away  //elsewhere.example/  301\n/es/*  /es/404.html  404\n',
  )
  mkdirSync(join(root, 'es'))
  writeFileSync(
    join(root, 'es', '404.html'),
    '<!doctype html><title>No encontrada</title><h1>404: página no encontrada</h1>',
  )
  writeFileSync(join(root, 'es', 'index.html'), '<!doctype html><title>Inicio</title><h1>Inicio</h1>')
  mkdirSync(join(root, 'contact'))
  writeFileSync(join(root, 'contact', 'index.html'), '<!doctype html><title>Contact</title><h1>Contact</h1>')
  writeFileSync(join(root, '.env'), 'SECRET=1\n')
  await compressBuild(root)
  // After the compression: a text file with no .br or .gz next to it, and a file that is not text.
  writeFileSync(join(root, 'plain.txt'), 'no compressed copy of this one\n')
  writeFileSync(join(root, 'large.bin'), large)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const servers: Server[] = []

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    await new Promise((done) => server.close(done))
  }
})

async function start(options: Partial<Parameters<typeof createSiteServer>[0]> = {}) {
  const server = createSiteServer({ root, ...options })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

type Reply = { status: number; headers: IncomingHttpHeaders; body: Buffer }

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', fail)
    req.end()
  })
}

/** A raw connection to the server; `closed` settles when the server (or anyone) closes it. */
function rawSocket(port: number) {
  const socket = connect(port, '127.0.0.1')
  socket.on('error', () => {})
  const closed = new Promise<void>((done) => socket.once('close', () => done()))
  const connected = new Promise<void>((done) => socket.once('connect', () => done()))
  return { socket, closed, connected }
}

const within = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((done) => setTimeout(() => done(false), ms))])

const hasProc = existsSync('/proc/self/fd')
const openFiles = () => (hasProc ? readdirSync('/proc/self/fd').length : 0)

/** Waits up to 5 s for the open files to come back within 10 of `before`, and returns how many more there are. */
async function filesLeftOpen(before: number) {
  let after = openFiles()
  for (let tries = 0; tries < 50 && after - before > 10; tries++) {
    await new Promise((done) => setTimeout(done, 100))
    after = openFiles()
  }
  return after - before
}

describe('the site server', () => {
  it('closes every file of a pipelined connection when it closes, whatever their place in its queue', async () => {
    const port = await start()
    // A file larger than a response buffers before its socket is free, so it stays open while queued.
    const requests = 'GET /large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(500)
    const before = openFiles()
    let whileQueued = 0
    // Closed right after sending, closed at the first answer, and half-closed (no more requests).
    for (const close of ['at once', 'at first answer', 'half'] as const) {
      const { socket, closed, connected } = rawSocket(port)
      await connected
      socket.on('data', () => {})
      socket.write(requests)
      if (close === 'at once') socket.destroy()
      else if (close === 'at first answer')
        socket.once('data', () => {
          // While the answers wait in line, the connection holds the file of the one being sent, not all of theirs.
          whileQueued = openFiles() - before
          socket.destroy()
        })
      else socket.end()
      await closed
    }
    if (hasProc) {
      expect(whileQueued).toBeLessThanOrEqual(10)
      expect(await filesLeftOpen(before)).toBeLessThanOrEqual(10)
    }

    // Read to the end, a pipelined connection gets every answer in order.
    const { socket, closed, connected } = rawSocket(port)
    await connected
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    socket.write(
      'GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(20) +
        'GET /style.css HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    )
    await closed
    expect(received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(21)
    expect(received.trimEnd().endsWith(css.trimEnd())).toBe(true)
    expect((await get(port, '/')).status).toBe(200)
  }, 60_000)

  it('closes a connection with more pipelined requests waiting than it may hold, and answers everyone else', async () => {
    const port = await start({ maxPipelinedRequests: 8 })
    const { socket, closed, connected } = rawSocket(port)
    await connected
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n'.repeat(10_000))
    await closed
    // Never all 10,000: the queue of waiting answers is bounded, so is the server's memory.
    expect(received.match(/HTTP\/1\.1 200 OK/g)?.length ?? 0).toBeLessThan(100)
    expect((await get(port, '/')).status).toBe(200)
  })

  it('answers a path written in any but its canonical form with the not-found page, never a redirect off the site', async () => {
    const port = await start()
    expect((await get(port, '/contact')).status).toBe(200)
    for (const path of [
      '//contact',
      '/%2f%2fcontact',
      '/%2F%2F',
      '//',
      '/./contact',
      '/x/../contact',
      '/%2e%2e/contact',
      '/contact%2f',
      '/go//elsewhere.example/',
      '/go/%2felsewhere.example',
      '/away',
    ]) {
      const reply = await get(port, path)
      expect(reply.status, path).toBe(404)
      expect(reply.body.toString(), path).toContain('404 Page Not Found')
      expect(reply.headers.location ?? '', path).not.toMatch(/^[/\\]{2}/)
    }
    expect((await get(port, '/go/contact')).headers.location).toBe('/contact')
  })

  it('closes each file when a download is aborted, and keeps serving', async () => {
    const port = await start({ maxConnectionsPerAddress: 1000 })
    const before = openFiles()
    const abortAfterFirstBytes = () =>
      new Promise<void>((done) => {
        const socket: Socket = connect(port, '127.0.0.1', () =>
          socket.write('GET /large.bin HTTP/1.1\r\nHost: localhost\r\n\r\n'),
        )
        socket.on('error', () => {})
        socket.once('data', () => socket.destroy())
        socket.once('close', () => done())
      })
    await Promise.all(Array.from({ length: 200 }, abortAfterFirstBytes))
    if (hasProc) expect(await filesLeftOpen(before)).toBeLessThanOrEqual(10)
    expect((await get(port, '/')).status).toBe(200)
  }, 60_000)

  it('never serves the host rule files or dotfiles: the 404 page instead', async () => {
    const port = await start()
    for (const path of ['/_headers', '/_redirects', '/.env', '/x%2F..%2F_headers']) {
      const reply = await get(port, path)
      expect(reply.status, path).toBe(404)
      expect(reply.body.toString(), path).toContain('404 Page Not Found')
    }
    const home = await get(port, '/')
    expect(home.headers['x-site-rule']).toBe('yes')
    expect((await get(port, '/old')).headers.location).toBe('/')
  })

  it("answers a missing address under a language's folder with that language's not-found page, status 404, and leaves its pages as they are", async () => {
    const port = await start()
    const missing = await get(port, '/es/nada')
    expect(missing.status).toBe(404)
    expect(missing.headers.location).toBeUndefined()
    expect(missing.body.toString()).toContain('404: página no encontrada')
    expect((await get(port, '/es')).body.toString()).toContain('Inicio')
    expect((await get(port, '/nothing')).body.toString()).toContain('404 Page Not Found')
  })

  it('answers 304 with no body to a matching If-None-Match or a recent If-Modified-Since', async () => {
    const port = await start()
    const first = await get(port, '/')
    const etag = first.headers.etag!
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+(-\w+)?"$/)
    const cached = await get(port, '/', { 'if-none-match': etag })
    expect(cached.status).toBe(304)
    expect(cached.body.length).toBe(0)
    expect((await get(port, '/', { 'if-none-match': 'W/"other"' })).status).toBe(200)

    const lastModified = first.headers['last-modified']!
    expect(Date.parse(lastModified ?? '')).not.toBeNaN()
    const unchanged = await get(port, '/', { 'if-modified-since': lastModified })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect((await get(port, '/', { 'if-modified-since': 'Mon, 01 Jan 2001 00:00:00 GMT' })).status).toBe(200)
  })

  it('gives each encoding its own ETag', async () => {
    const port = await start()
    const br = await get(port, '/style.css', { 'accept-encoding': 'br' })
    const plain = await get(port, '/style.css')
    expect(br.headers.etag).not.toBe(plain.headers.etag)
    expect((await get(port, '/style.css', { 'if-none-match': br.headers.etag! })).status).toBe(200)
  })

  it('sends a byte range with 206, and 416 for one past the end', async () => {
    const port = await start()
    const size = large.length
    const first = await get(port, '/large.bin', { range: 'bytes=0-9' })
    expect(first.status).toBe(206)
    expect(first.headers['content-range']).toBe(`bytes 0-9/${size}`)
    expect(first.headers['accept-ranges']).toBe('bytes')
    expect(first.body.equals(large.subarray(0, 10))).toBe(true)
    const tail = await get(port, '/large.bin', { range: 'bytes=-5' })
    expect(tail.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`)
    expect(tail.body.equals(large.subarray(size - 5))).toBe(true)
    const rest = await get(port, '/large.bin', { range: `bytes=${size - 100}-` })
    expect(rest.status).toBe(206)
    expect(rest.body.length).toBe(100)
    const beyond = await get(port, '/large.bin', { range: `bytes=${size}-` })
    expect(beyond.status).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${size}`)
    expect(beyond.body.length).toBe(0)
    // A range counts bytes of the file itself, even where a compressed copy exists.
    const text = await get(port, '/style.css', { range: 'bytes=0-4', 'accept-encoding': 'br' })
    expect(text.status).toBe(206)
    expect(text.headers['content-encoding']).toBeUndefined()
    expect(text.body.toString()).toBe(css.slice(0, 5))
  })

  it('sends the .br or .gz file the build wrote, or the file itself', async () => {
    const port = await start()
    const br = await get(port, '/style.css', { 'accept-encoding': 'gzip, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(br.body.equals(readFileSync(join(root, 'style.css.br')))).toBe(true)
    expect(brotliDecompressSync(br.body).toString()).toBe(css)
    const gz = await get(port, '/style.css', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(css)
    const identity = await get(port, '/style.css')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(css)
    const uncompressed = await get(port, '/plain.txt', { 'accept-encoding': 'br' })
    expect(uncompressed.status).toBe(200)
    expect(uncompressed.headers['content-encoding']).toBeUndefined()
    expect(uncompressed.headers.vary).toBe('Accept-Encoding')
  })

  it('compresses the same build to the same bytes every time', async () => {
    const before = readFileSync(join(root, 'style.css.br'))
    await compressBuild(root)
    expect(readFileSync(join(root, 'style.css.br')).equals(before)).toBe(true)
    expect(existsSync(join(root, 'large.bin.br'))).toBe(false)
  })

  it('closes a connection that trickles its headers', async () => {
    const port = await start({ headersTimeout: 300, requestTimeout: 1000 })
    const { socket, closed, connected } = rawSocket(port)
    await connected
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
    const trickle = setInterval(() => socket.writable && socket.write('X'), 100)
    try {
      expect(await within(closed, 3000)).toBe(true)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  })

  it('closes connections beyond the limit for one address, and only those', async () => {
    const port = await start({ maxConnectionsPerAddress: 3 })
    const held = Array.from({ length: 3 }, () => rawSocket(port))
    // An answer on each (kept alive) shows the server has accepted and counted it.
    await Promise.all(
      held.map(async ({ socket, connected }) => {
        await connected
        const answered = new Promise((done) => socket.once('data', done))
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n')
        await answered
      }),
    )
    const extra = rawSocket(port)
    try {
      expect(await within(extra.closed, 2000)).toBe(true)
      expect(held.every(({ socket }) => !socket.destroyed)).toBe(true)
      // A closed one frees its place.
      held[0].socket.destroy()
      await held[0].closed
      await new Promise((done) => setTimeout(done, 100))
      expect((await get(port, '/')).status).toBe(200)
    } finally {
      for (const { socket } of [...held, extra]) socket.destroy()
    }
  })
})
