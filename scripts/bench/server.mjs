// Part 5: the site's own server (scripts/serve.mjs, what `npm start` runs) under load and under
// abuse: autocannon against a page and an asset, then aborted downloads, pipelined requests on
// connections that close with answers still in line, a flood of pipelined requests on connections
// that stay open (the server's memory, another visitor's wait), slow sockets and malformed requests. Afterwards the server must still run, hold no more open files than before, and answer
// quickly. All traffic stays on 127.0.0.1; every phase is bounded in count and time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { join, relative } from 'node:path'
import autocannon from 'autocannon'
import { budget, ensureBuild, freePort, kB, median, onCleanup, root, runBuild, startGroup } from './common.mjs'

export const LOAD_SECONDS = 30
export const CONNECTIONS = 100
export const ABORTS = 2000
export const PIPELINED_CONNECTIONS = 100
export const PIPELINED_REQUESTS = 1000
export const SLOW_SOCKETS = 300
/** A flood of pipelined requests on connections that stay open: its memory and another visitor's wait. */
export const FLOOD_CONNECTIONS = 5
export const FLOOD_REQUESTS = 100_000
export const FLOOD_MEMORY_MB = 300
export const FLOOD_ANSWER_MS = 1000
export const MALFORMED_ROUNDS = 10
export const FILES_SLACK = 10
export const HOME_BUDGET_MS = 50
/** The server's headers timeout (10 s) and its 1 s check, with room for a busy machine. */
export const SLOW_CLOSE_BUDGET_S = 20

const HOST = '127.0.0.1'
const PAGE = '/conditions/stroke'
const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** Every raw socket this part opens, destroyed on cleanup however the part ends. */
const sockets = new Set()
function openSocket(port) {
  const socket = connect(port, HOST)
  sockets.add(socket)
  socket.on('error', () => {})
  socket.once('close', () => sockets.delete(socket))
  return socket
}

function openFiles(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return null
  }
}

/** One GET on a fresh connection: status and milliseconds to the end of the body. */
function timedGet(port, path, headers = {}) {
  return new Promise((done) => {
    const started = performance.now()
    const req = request({ host: HOST, port, path, headers, agent: false, timeout: 5000 }, (response) => {
      response.resume()
      response.on('end', () => done({ status: response.statusCode, ms: performance.now() - started }))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', () => done({ status: 0, ms: performance.now() - started }))
    req.end()
  })
}

async function waitForServer(port, child, output) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server stopped (exit ${child.exitCode}):\n${output().slice(-2000)}`)
    if ((await timedGet(port, '/')).status === 200) return
    await sleep(200)
  }
  throw new Error(`the server did not answer on port ${port} within 30 s:\n${output().slice(-2000)}`)
}

/** The largest file with `extension` under `dir`, not a .br or .gz copy. */
function largestFile(dir, extension) {
  let best = null
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith(extension)) {
        const { size } = statSync(path)
        if (!best || size > best.size) best = { path, size }
      }
    }
  }
  walk(dir)
  return best
}

async function load(port, path) {
  const instance = autocannon({
    url: `http://${HOST}:${port}${path}`,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'br' },
  })
  const stopLoad = onCleanup(() => instance.stop())
  const result = await instance
  await stopLoad()
  return result
}

/** Requests a file and destroys the socket at its first bytes, `count` times, a few dozen at once. */
async function abortedDownloads(port, path, count) {
  let started = 0
  let cut = 0
  const one = () =>
    new Promise((done) => {
      const socket = openSocket(port)
      socket.once('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`))
      socket.once('data', () => {
        cut++
        socket.destroy()
      })
      socket.setTimeout(5000, () => socket.destroy())
      socket.once('close', done)
    })
  const worker = async () => {
    while (started++ < count) await one()
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: 50 }, worker))
  return { cut, seconds: (performance.now() - began) / 1000 }
}

/**
 * Opens `connections` connections, a few at a time, that each send `requests` pipelined GETs of
 * `path` in one write and close at the first bytes of the answer, with the rest still in line.
 */
async function pipelinedThenClosed(port, path, connections, requests) {
  const text = `GET ${path} HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`.repeat(requests)
  let started = 0
  let answered = 0
  const one = () =>
    new Promise((done) => {
      const socket = openSocket(port)
      socket.once('connect', () => socket.write(text))
      socket.once('data', () => {
        answered++
        socket.destroy()
      })
      socket.setTimeout(10_000, () => socket.destroy())
      socket.once('close', done)
    })
  const worker = async () => {
    while (started++ < connections) await one()
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: 10 }, worker))
  return { answered, seconds: (performance.now() - began) / 1000 }
}

/** The server's resident memory in MB (Linux's /proc), or null where it cannot be read. */
function residentMB(pid) {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : null
  } catch {
    return null
  }
}

/**
 * Sends `requests` pipelined GETs of / on each of `connections` connections that stay open and read
 * what comes, while another visitor asks for / every 200 ms: the server's peak memory and that
 * visitor's slowest answer. The flood ends when the server has closed its connections, or after 60 s.
 */
async function pipelinedFlood(port, pid, connections, requests) {
  const text = `GET / HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`.repeat(requests)
  let peak = residentMB(pid)
  const sampler = setInterval(() => {
    const now = residentMB(pid)
    if (now !== null) peak = Math.max(peak ?? 0, now)
  }, 100)
  const flood = Array.from(
    { length: connections },
    () =>
      new Promise((done) => {
        const socket = openSocket(port)
        socket.once('connect', () => socket.write(text))
        socket.on('data', () => {})
        socket.once('close', done)
      }),
  )
  const visits = []
  let flooding = true
  const visitor = (async () => {
    while (flooding) {
      visits.push(await timedGet(port, '/'))
      await sleep(200)
    }
  })()
  await Promise.race([Promise.all(flood), sleep(60_000)])
  flooding = false
  await visitor
  clearInterval(sampler)
  for (const socket of sockets) socket.destroy()
  return {
    peakMB: peak,
    slowestMs: Math.max(0, ...visits.map((visit) => visit.ms)),
    allAnswered: visits.every((visit) => visit.status === 200),
    visits: visits.length,
  }
}

/** Waits up to `ms` for the server's open files to come back within FILES_SLACK of `start`, and returns the count. */
async function settledFiles(pid, start, ms) {
  let files = openFiles(pid)
  for (let waited = 0; files !== null && files - start > FILES_SLACK && waited < ms; waited += 250) {
    await sleep(250)
    files = openFiles(pid)
  }
  return files
}

/** Opens `count` sockets that send a request's headers a byte a second and never finish them. */
async function slowSockets(port, count) {
  const began = performance.now()
  const closes = []
  const open = new Set()
  for (let index = 0; index < count; index++) {
    const socket = openSocket(port)
    const record = { answered: false, seconds: null }
    closes.push(record)
    open.add(socket)
    socket.once('connect', () => socket.write(`GET / HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `))
    socket.once('data', () => {
      record.answered = true
    })
    socket.once('close', () => {
      record.seconds = (performance.now() - began) / 1000
      open.delete(socket)
    })
  }
  const trickle = setInterval(() => {
    for (const socket of open) if (socket.writable) socket.write('x')
  }, 1000)
  const stopTrickle = onCleanup(() => clearInterval(trickle))
  const deadline = Date.now() + SLOW_CLOSE_BUDGET_S * 1000
  while (open.size && Date.now() < deadline) await sleep(100)
  await stopTrickle()
  const leftOpen = open.size
  for (const socket of open) socket.destroy()
  const closed = closes.filter((record) => record.seconds !== null && record.seconds < SLOW_CLOSE_BUDGET_S)
  return {
    leftOpen,
    timedOut: closed.filter((record) => record.answered),
    refused: closed.filter((record) => !record.answered),
  }
}

/** Requests no browser sends; each gets a fresh connection and 5 s to be answered or closed. */
function malformedRequests(largePath) {
  const get = (target, headers = '') => `GET ${target} HTTP/1.1\r\nHost: ${HOST}\r\n${headers}\r\n`
  return [
    ['bad request line', 'NOT A REQUEST\r\n\r\n'],
    ['unknown HTTP version', 'GET / HTTP/7.1\r\nHost: x\r\n\r\n'],
    ['no Host header', 'GET / HTTP/1.1\r\n\r\n'],
    ['NUL byte in the path', get('/a\0b')],
    ['encoded NUL in the path', get('/a%00b')],
    ['invalid percent-encoding', get('/%E0%A4%A')],
    ['path past the root', get('/..%2F..%2F..%2Fetc%2Fpasswd')],
    ['host rule file', get('/_headers')],
    ['path of 70,000 characters', get(`/${'a'.repeat(70_000)}`)],
    ['header of 100 kB', get('/', `X-Big: ${'a'.repeat(100_000)}\r\n`)],
    ['5,000 headers', get('/', Array.from({ length: 5000 }, (_, index) => `X-H${index}: 1\r\n`).join(''))],
    ['Range past any size', get(largePath, 'Range: bytes=99999999999999999999999-\r\n')],
    ['Range suffix past any size', get(largePath, 'Range: bytes=-99999999999999999999999\r\n')],
    [
      'Range with 1,000 parts',
      get(largePath, `Range: bytes=${Array.from({ length: 1000 }, (_, index) => `${index}-${index}`).join(',')}\r\n`),
    ],
    ['Range that is not bytes', get(largePath, 'Range: lines=1-2\r\n')],
    ['Range backwards', get(largePath, 'Range: bytes=500-100\r\n')],
    [
      'conditional headers that are not dates or tags',
      get('/', 'If-Modified-Since: yesterday\r\nIf-None-Match: no-quotes, W/, ""\r\n'),
    ],
    ['POST with a body it never sends', `POST / HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 1000000\r\n\r\n`],
    [
      'Content-Length and chunked together',
      `GET / HTTP/1.1\r\nHost: ${HOST}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    ],
  ]
}

function sendRaw(port, text) {
  return new Promise((done) => {
    const socket = openSocket(port)
    let answer = ''
    socket.once('connect', () => socket.write(text))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      // The status line is all this needs.
      if (answer.includes('\r\n')) socket.destroy()
    })
    socket.setTimeout(5000, () => socket.destroy())
    socket.once('close', () => done(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'closed, no answer'))
  })
}

async function malformed(port, largePath, rounds) {
  const results = []
  for (const [kind, text] of malformedRequests(largePath)) {
    const answers = await Promise.all(Array.from({ length: rounds }, () => sendRaw(port, text)))
    const counts = new Map()
    for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1)
    results.push({ kind, answers, shown: [...counts].map(([answer, count]) => `${answer} ×${count}`).join(', ') })
  }
  return results
}

export async function runServerBench() {
  let clientDir = ensureBuild()
  if (!existsSync(join(clientDir, 'index.html.br'))) {
    console.log('The build in dist/client has no precompressed files (it predates them): building the site again.')
    runBuild(root, { quiet: false })
    clientDir = join(root, 'dist/client')
  }
  const asset = largestFile(join(clientDir, 'assets'), '.js')
  if (!asset) throw new Error('the build in dist/client has no JavaScript under assets/')
  const assetPath = `/${relative(clientDir, asset.path).split('\\').join('/')}`

  const port = await freePort()
  let log = ''
  const { child, stop } = startGroup(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST, BASE_PATH: '/', SITE_DIR: 'dist/client' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const destroySockets = onCleanup(() => {
    for (const socket of sockets) socket.destroy()
  })

  try {
    await waitForServer(port, child, () => log)
    const pid = child.pid
    const filesAtStart = openFiles(pid)
    let filesPeak = filesAtStart ?? 0
    const sampler = setInterval(() => {
      filesPeak = Math.max(filesPeak, openFiles(pid) ?? 0)
    }, 100)
    const stopSampler = onCleanup(() => clearInterval(sampler))

    console.log(`Load: ${CONNECTIONS} connections for ${LOAD_SECONDS} s on ${PAGE}, then on ${assetPath} ...`)
    const pageLoad = await load(port, PAGE)
    const assetLoad = await load(port, assetPath)

    console.log(`Faults: ${ABORTS} aborted downloads of ${assetPath} ...`)
    const aborts = await abortedDownloads(port, assetPath, ABORTS)
    // The home page without Accept-Encoding, larger than a response buffers before its socket is free.
    console.log(
      `Faults: ${PIPELINED_CONNECTIONS} connections of ${PIPELINED_REQUESTS} pipelined GET / each, closed at the first answer ...`,
    )
    const pipelined = await pipelinedThenClosed(port, '/', PIPELINED_CONNECTIONS, PIPELINED_REQUESTS)
    const filesAfterPipelined = await settledFiles(pid, filesAtStart, 5_000)
    console.log(
      `Faults: ${FLOOD_CONNECTIONS} connections of ${FLOOD_REQUESTS.toLocaleString('en-US')} pipelined GET / each, kept open, while another visitor asks ...`,
    )
    const flood = await pipelinedFlood(port, pid, FLOOD_CONNECTIONS, FLOOD_REQUESTS)
    console.log(`Faults: ${SLOW_SOCKETS} slow sockets (up to ${SLOW_CLOSE_BUDGET_S} s) ...`)
    const slow = await slowSockets(port, SLOW_SOCKETS)
    console.log('Faults: malformed requests ...')
    const bad = await malformed(port, assetPath, MALFORMED_ROUNDS)
    await destroySockets()

    // Kept-alive connections close after the server's keep-alive timeout (5 s): wait for that, not more.
    const filesAfter = await settledFiles(pid, filesAtStart, 15_000)
    await stopSampler()
    const home = []
    for (let index = 0; index < 5; index++) home.push(await timedGet(port, '/'))
    const homeMs = median(home.map((answer) => answer.ms))
    const homeOk = home.every((answer) => answer.status === 200)
    const running = child.exitCode === null && child.signalCode === null
    const errorOutput = log.split('\n').filter((line) => /error/i.test(line))

    const loadRow = (target, path, result) => [
      target,
      path,
      Math.round(result.requests.average).toLocaleString('en-US'),
      `${result.latency.p99} ms`,
      `${(result.throughput.average / 1e6).toFixed(1)} MB/s`,
      result['2xx'].toLocaleString('en-US'),
      result.non2xx,
      result.errors,
    ]
    const badAnswers = bad.flatMap((result) => result.answers)
    const fiveHundreds = badAnswers.filter((answer) => answer.startsWith('5')).length
    const timedOutSeconds = slow.timedOut.map((record) => record.seconds)
    const tables = [
      {
        title: `Load: autocannon, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each, Accept-Encoding: br`,
        headers: ['target', 'path', 'requests/s (mean)', 'p99 latency', 'sent', '2xx', 'non-2xx', 'errors'],
        rows: [loadRow('page', PAGE, pageLoad), loadRow(`largest script (${kB(asset.size)})`, assetPath, assetLoad)],
      },
      {
        title: 'Faults',
        headers: ['fault', 'count', 'result'],
        rows: [
          [
            'aborted downloads (socket destroyed at the first bytes, no Accept-Encoding)',
            ABORTS,
            `${aborts.cut} cut at their first bytes, in ${aborts.seconds.toFixed(1)} s`,
          ],
          [
            `pipelined requests (${PIPELINED_REQUESTS} GET / in one write, socket destroyed at the first answer)`,
            PIPELINED_CONNECTIONS,
            `${pipelined.answered} answered before closing, in ${pipelined.seconds.toFixed(1)} s; open files then ${filesAfterPipelined ?? 'n/a'} (${filesAtStart ?? 'n/a'} at start)`,
          ],
          [
            'slow sockets (headers sent a byte a second, never finished)',
            SLOW_SOCKETS,
            `${slow.timedOut.length} answered 408 and closed by the headers timeout (after ${timedOutSeconds.length ? `${Math.min(...timedOutSeconds).toFixed(1)}-${Math.max(...timedOutSeconds).toFixed(1)}` : '-'} s), ${slow.refused.length} closed at once by the per-address limit, ${slow.leftOpen} still open after ${SLOW_CLOSE_BUDGET_S} s`,
          ],
          [
            `malformed requests (${bad.length} kinds, ${MALFORMED_ROUNDS} of each)`,
            badAnswers.length,
            `${fiveHundreds} answered 5xx`,
          ],
        ],
      },
      {
        title: 'Malformed requests: the answer to each kind (status, or the connection closed)',
        headers: ['request', 'answers'],
        rows: bad.map((result) => [result.kind, result.shown]),
      },
      {
        title: 'The server afterwards',
        headers: ['open files at start', 'peak', 'after', `GET / (5 fresh connections)`],
        rows: [
          [
            filesAtStart ?? 'n/a',
            filesAtStart === null ? 'n/a' : filesPeak,
            filesAfter ?? 'n/a',
            home.map((answer) => `${answer.status} in ${answer.ms.toFixed(1)} ms`).join(', '),
          ],
        ],
      },
    ]
    const budgets = [
      budget(
        'server still running after load and faults',
        running ? 1 : 0,
        1,
        running,
        running
          ? `running${errorOutput.length ? `; printed: ${errorOutput.slice(-2).join(' / ')}` : ', no error printed'}`
          : `exited (${child.exitCode ?? child.signalCode}): ${log.slice(-300)}`,
      ),
      budget(
        'GET / after the faults',
        homeMs,
        HOME_BUDGET_MS,
        homeOk && homeMs <= HOME_BUDGET_MS,
        `${homeOk ? '200' : home.map((answer) => answer.status).join(', ')} in ${homeMs.toFixed(1)} ms, median of 5 (at most ${HOME_BUDGET_MS} ms)`,
      ),
      budget(
        'another visitor during a pipelined flood',
        flood.slowestMs,
        FLOOD_ANSWER_MS,
        flood.allAnswered && flood.slowestMs <= FLOOD_ANSWER_MS,
        `${flood.allAnswered ? 'every' : 'not every'} one of ${flood.visits} GET / answered, the slowest in ${flood.slowestMs.toFixed(0)} ms (at most ${FLOOD_ANSWER_MS} ms)`,
      ),
      ...(flood.peakMB === null
        ? []
        : [
            budget(
              'server memory during a pipelined flood',
              flood.peakMB,
              FLOOD_MEMORY_MB,
              flood.peakMB <= FLOOD_MEMORY_MB,
              `${flood.peakMB.toFixed(0)} MB at most with ${FLOOD_CONNECTIONS} × ${FLOOD_REQUESTS.toLocaleString('en-US')} pipelined requests (at most ${FLOOD_MEMORY_MB} MB)`,
            ),
          ]),
      budget(
        'slow sockets closed by the server',
        slow.leftOpen,
        0,
        slow.leftOpen === 0,
        `${SLOW_SOCKETS - slow.leftOpen} of ${SLOW_SOCKETS} within ${SLOW_CLOSE_BUDGET_S} s`,
      ),
    ]
    if (filesAtStart !== null) {
      const grown = filesAfter - filesAtStart
      budgets.splice(
        1,
        0,
        budget(
          'server open files after the faults',
          grown,
          FILES_SLACK,
          grown <= FILES_SLACK,
          `${filesAfter} after, ${filesAtStart} at start (at most ${FILES_SLACK} more); peak ${filesPeak}`,
        ),
      )
      const grownByPipelining = filesAfterPipelined - filesAtStart
      budgets.splice(
        2,
        0,
        budget(
          'server open files after pipelined-then-closed connections',
          grownByPipelining,
          FILES_SLACK,
          grownByPipelining <= FILES_SLACK,
          `${filesAfterPipelined} after ${PIPELINED_CONNECTIONS} connections of ${PIPELINED_REQUESTS} requests, ${filesAtStart} at start (at most ${FILES_SLACK} more)`,
        ),
      )
    }
    return {
      tables,
      budgets,
      notes: [
        `The server runs as \`node scripts/serve.mjs\` in its own process; autocannon and the fault clients run in the benchmark's process on the same machine, so they share its cores.`,
        'Every client connects from 127.0.0.1, so the per-address connection limit (128) applies to all of them: while slow sockets hold it, new connections from that address are closed at once.',
        ...(filesAtStart === null ? ["This system has no /proc: the server's open files were not counted."] : []),
      ],
    }
  } finally {
    await destroySockets()
    await stop()
  }
}
