// What the parts of the benchmark share: the project's routes, temporary copies of the project
// with generated content, builds, ports, tables and a cleanup that also runs on failure.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { buildInputs, INPUTS_FILE } from '../build-inputs.mjs'

// Front-matter is read and written by the content code's own module, as everywhere else.
const { withFields } = await tsImport('../../lib/content/frontmatter.ts', import.meta.url)
const { isKeptOutOfSearch, readablePages } = await tsImport('../../lib/built-site.ts', import.meta.url)
const { storedEntries } = await tsImport('../../lib/content/store.ts', import.meta.url)

export const root = resolve(import.meta.dirname, '../..')

// ---------------------------------------------------------------------------------------------
// Cleanup: every temporary folder and every process the benchmark starts registers here, and is
// removed or stopped when the benchmark ends, however it ends.

const cleanups = new Set()
const inFlight = new Set()

/** Registers a cleanup step; returns a function that runs it now (once) and unregisters it. */
export function onCleanup(step) {
  // Every caller, also one that comes while the step still runs, waits for the same end.
  let running = null
  const run = () => {
    if (!running) {
      cleanups.delete(run)
      running = (async () => {
        try {
          await step()
        } catch (error) {
          console.error(`cleanup: ${error.message}`)
        }
      })()
      inFlight.add(running)
      running.finally(() => inFlight.delete(running))
    }
    return running
  }
  cleanups.add(run)
  return run
}

/** Runs every registered cleanup step, newest first, and waits for those already running. */
export async function cleanupAll() {
  for (const run of [...cleanups].reverse()) await run()
  await Promise.all([...inFlight])
}

/** Stops a child started with `detached: true`, with everything it started (its process group). */
export function stopProcessGroup(child) {
  if (!child?.pid) return Promise.resolve()
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal)
      return true
    } catch {
      return false // the whole group has ended
    }
  }
  if (!signalGroup('SIGTERM')) return Promise.resolve()
  return new Promise((done) => {
    const deadline = Date.now() + 5000
    const check = () => {
      // signal 0 only asks whether any process of the group is left
      if (!signalGroup(0)) return done()
      if (Date.now() > deadline) {
        signalGroup('SIGKILL')
        return done()
      }
      setTimeout(check, 100)
    }
    check()
  })
}

// ---------------------------------------------------------------------------------------------
// Routes and builds

/** Every prerendered page of a build ("/", "/conditions/adhd" ...), with its file: each page but the redirect pages and the not-found page. */
export function discoverRoutes(clientDir) {
  return readablePages(clientDir)
}

/** Whether a built page asks search engines to leave it out (lib/built-site.ts). */
export function keptOutOfSearch(file) {
  return isKeptOutOfSearch(readFileSync(file, 'utf8'))
}

/** Runs the project's build (`node scripts/build.mjs`) in `dir`; returns its wall time and output. */
export function runBuild(dir, { quiet = true } = {}) {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 256 * 1024 * 1024,
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-40).join('\n')
    throw new Error(`the build in ${dir === root ? 'the project' : 'the temporary copy'} failed:\n${output}`)
  }
  return seconds
}

/**
 * The project's own build in dist/client, built first when there is none or when it was made from other
 * files, packages or variables than the project's now (its dist/inputs, as `npm start` reads it): the
 * parts that measure the build never measure an older one.
 */
export function ensureBuild() {
  const clientDir = join(root, 'dist/client')
  const inputsFile = join(root, 'dist', INPUTS_FILE)
  const builtFrom = existsSync(inputsFile) ? readFileSync(inputsFile, 'utf8').trim() : null
  const inputs = buildInputs(root)
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.log('No build in dist/client: building the site first (npm run build).')
    runBuild(root, { quiet: false })
  } else if (!inputs || builtFrom !== inputs) {
    console.log('The project changed since the build in dist/client: building the site again (npm run build).')
    runBuild(root, { quiet: false })
  }
  return clientDir
}

// ---------------------------------------------------------------------------------------------
// A temporary copy of the project, so generated content never touches the real content/.

const skipped = new Set(['node_modules', '.cache', 'dist', 'dist-base', '.git', 'test-results', 'playwright-report'])

/** Copies the project without node_modules and builds (node_modules is linked, not copied). */
export function makeProjectCopy(label) {
  const dir = mkdtempSync(join(tmpdir(), `clinic-bench-${label}-`))
  const remove = onCleanup(() => rmSync(dir, { recursive: true, force: true }))
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source)
      if (!path) return true
      const top = path.split(sep)[0]
      return !skipped.has(top) && !top.startsWith('.dist-')
    },
  })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return { dir, remove }
}

/** The names of the generated condition files begin with this. */
export const EXTRA_PREFIX = 'bench-extra-'

/** A condition file whose page is built from its fields (layout generic), to copy as extra content. */
export function pickGenericCondition(dir) {
  const condition = storedEntries(dir, 'conditions').find(
    (entry) => !entry.id.startsWith(EXTRA_PREFIX) && (!entry.data.layout || entry.data.layout === 'generic'),
  )
  if (!condition) throw new Error('content/conditions has no condition with layout: generic to copy')
  const file = join(dir, condition.file)
  return { id: condition.id, file, source: readFileSync(file, 'utf8') }
}

/**
 * Makes the copy in `dir` hold exactly `count` extra condition files: copies of a generic condition
 * with their own id, name, order and title, so ids and titles stay unique.
 */
export function setExtraConditions(dir, count) {
  const folder = join(dir, 'content/conditions')
  for (const name of readdirSync(folder)) if (name.startsWith(EXTRA_PREFIX)) rmSync(join(folder, name))
  if (!count) return []
  const template = pickGenericCondition(dir)
  const ids = []
  for (let index = 1; index <= count; index++) {
    const number = String(index).padStart(5, '0')
    const id = `${EXTRA_PREFIX}${number}`
    const name = `Benchmark Condition ${number}`
    const source = withFields(template.source, { name, order: 1000 + index, title: name })
    writeFileSync(join(folder, `${id}.mdx`), source)
    ids.push(id)
  }
  return ids
}

// ---------------------------------------------------------------------------------------------
// Small helpers

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })
}

/** Starts a process in its own process group, so it can be stopped with all it started. */
export function startGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true })
  const stop = onCleanup(() => stopProcessGroup(child))
  return { child, stop }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`

/** A budget line: what was measured against what it must stay within. */
export function budget(name, value, limit, pass, shown) {
  return { name, value, limit, pass, shown }
}

/** Renders a table as aligned text for the terminal. */
export function textTable({ headers, rows }) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) =>
    cells
      .map((cell, column) => String(cell).padEnd(widths[column]))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

/** Renders a table as Markdown. */
export function markdownTable({ headers, rows }) {
  const escape = (cell) => String(cell).replace(/\|/g, '\\|')
  return [
    `| ${headers.map(escape).join(' | ')} |`,
    `|${headers.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n')
}

/** Serves a build's client folder on a free local port, as a static host would; closed at cleanup. */
export async function serveBuild(clientDir) {
  const { createSiteServer } = await import('../serve.mjs')
  const server = createSiteServer({ root: clientDir })
  await new Promise((done, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', done)
  })
  const close = onCleanup(() => new Promise((done) => server.close(() => done())))
  return { origin: `http://127.0.0.1:${server.address().port}`, close }
}
