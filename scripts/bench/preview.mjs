// Part 4: the live preview. How long after `npm run dev` starts does the first page arrive: from
// nothing kept (a cold start), with the caches of an earlier start kept (warm), and warm with 1,000
// extra condition files? And once a writer saves a content file, how long until the open page shows
// the change, without reloading by hand? Each time is judged against the cold start of the same run,
// so the verdict holds on a slower or a faster machine; the times themselves are printed beside.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { findBrowser } from '../find-browser.mjs'
import {
  budget,
  freePort,
  makeProjectCopy,
  median,
  onCleanup,
  pickGenericCondition,
  setExtraConditions,
  startGroup,
} from './common.mjs'

/** A warm start's first page, as a share of a cold start's. */
export const WARM_START_RATIO = 0.9
/** The first page of a warm start with 1,000 extra condition files, as a multiple of a warm start's with the shipped content. */
export const EXTRA_START_RATIO = 1.5
/** A saved edit shown, as a share of a cold start's first page (about 330 ms on a 2-core machine). */
export const EDIT_RATIO = 0.05
const START_EXTRA = 1000
const STARTS = 3
const EDITS = 10
const EDIT_TIMEOUT = 15_000

async function waitForServer(url, child, output, timeout = 120_000) {
  const deadline = Date.now() + timeout
  let lastStatus = null
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `the live preview stopped (exit ${child.exitCode}):\n${output().split('\n').slice(-30).join('\n')}`,
      )
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
      await response.arrayBuffer()
      // An error page is not the first page.
      if (response.ok) return
      lastStatus = response.status
    } catch {
      // not answering yet
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new Error(
    `the live preview did not answer at ${url} within ${timeout / 1000} s${lastStatus ? ` (last status ${lastStatus})` : ''}:\n${output().split('\n').slice(-30).join('\n')}`,
  )
}

/** Starts `npm run dev` in `dir` on a free port; `log()` is everything it has printed. */
async function startPreview(dir) {
  const port = await freePort()
  let log = ''
  const { child, stop } = startGroup(
    'npm',
    ['run', 'dev', '--', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const collect = (chunk) => {
    log += chunk
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  return { child, stop, origin: `http://127.0.0.1:${port}`, log: () => log }
}

/**
 * Milliseconds from starting the preview until the home page has arrived whole, `STARTS` times,
 * with `extra` extra condition files; each start is a new process, and a cold one starts with no
 * caches (.cache/, the project's caches, removed).
 */
async function timeStarts(dir, { extra, cold, label }) {
  setExtraConditions(dir, extra)
  const times = []
  try {
    for (let run = 1; run <= STARTS; run++) {
      if (cold) rmSync(join(dir, '.cache'), { recursive: true, force: true })
      const started = performance.now()
      const preview = await startPreview(dir)
      try {
        await waitForServer(`${preview.origin}/`, preview.child, preview.log)
        times.push(performance.now() - started)
        console.log(`  ${label}, start ${run}: first page after ${Math.round(times.at(-1))} ms`)
      } finally {
        await preview.stop()
      }
    }
  } finally {
    setExtraConditions(dir, 0)
  }
  return times
}

/** The page to open and the file to edit: a condition's page when that route exists, else the home page. */
async function pickTarget(dir, origin) {
  try {
    const condition = pickGenericCondition(dir)
    const response = await fetch(`${origin}/conditions/${condition.id}`, { signal: AbortSignal.timeout(60_000) })
    const html = await response.text()
    const name = condition.source.match(/^name:\s*"?([^"\n]+)"?/m)?.[1]?.trim()
    if (response.ok && (!name || html.includes(name)))
      return {
        route: `/conditions/${condition.id}`,
        file: condition.file,
        label: `content/conditions/${condition.id}.mdx`,
      }
  } catch {
    // no condition to open: the home page it is
  }
  return { route: '/', file: join(dir, 'content/pages/home.mdx'), label: 'content/pages/home.mdx' }
}

/** Waits until the page's text holds `marker`, across full reloads; returns false on timeout. */
async function waitForText(page, marker, deadline) {
  while (Date.now() < deadline) {
    try {
      await page.waitForFunction((text) => document.body?.innerText.includes(text), marker, {
        polling: 'raf',
        timeout: Math.max(1, deadline - Date.now()),
      })
      return true
    } catch (error) {
      // A full reload destroys the page's context mid-wait: wait again in the new one.
      if (/Timeout/i.test(error.message) && Date.now() >= deadline - 5) return false
      await new Promise((done) => setTimeout(done, 5))
    }
  }
  return false
}

export async function runPreview() {
  const copy = makeProjectCopy('preview')
  const starts = {}
  try {
    console.log(`Starting the live preview (npm run dev) in a temporary copy, ${STARTS} times each way ...`)
    starts.cold = await timeStarts(copy.dir, { extra: 0, cold: true, label: 'cold' })
    starts.warm = await timeStarts(copy.dir, { extra: 0, cold: false, label: 'warm' })
    starts.extra = await timeStarts(copy.dir, {
      extra: START_EXTRA,
      cold: false,
      label: `warm, ${START_EXTRA} extra files`,
    })
  } catch (error) {
    await copy.remove()
    throw error
  }
  const { child, stop, origin, log: output } = await startPreview(copy.dir)
  let browser
  const closeBrowser = onCleanup(() => browser?.close())
  const times = []
  let target
  let reloads = 0
  let original
  const pageMessages = []
  const missed = []
  try {
    console.log('Starting the live preview (npm run dev) in a temporary copy ...')
    await waitForServer(`${origin}/`, child, output)
    target = await pickTarget(copy.dir, origin)
    original = readFileSync(target.file, 'utf8')
    browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox', '--disable-gpu'] })
    const page = await browser.newPage()
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        pageMessages.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => pageMessages.push(`page error: ${error.message}`))
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloads++
    })
    await page.goto(`${origin}${target.route}`, { waitUntil: 'load', timeout: 120_000 })
    // Hydrated and connected to the preview's update channel.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
    reloads = 0
    console.log(`Editing ${target.label} ${EDITS} times while ${target.route} is open ...`)
    for (let edit = 1; edit <= EDITS; edit++) {
      const marker = `benchmarker${Date.now().toString(36)}n${edit}`
      const logLength = output().length
      pageMessages.length = 0
      const changed = `${original.trimEnd()}\n\nLive preview check ${marker}.\n`
      const started = performance.now()
      writeFileSync(target.file, changed)
      const shown = await waitForText(page, marker, Date.now() + EDIT_TIMEOUT)
      const elapsed = performance.now() - started
      times.push(shown ? elapsed : Number.POSITIVE_INFINITY)
      console.log(
        `  edit ${edit}: ${shown ? `${Math.round(elapsed)} ms` : `not shown within ${EDIT_TIMEOUT / 1000} s`}`,
      )
      if (!shown) {
        // What the preview and the page said meanwhile, to tell a lost update from a slow one.
        const server = output().slice(logLength).trim().split('\n').filter(Boolean).slice(-5).join(' / ') || 'nothing'
        const browserSaid = pageMessages.slice(-5).join(' / ') || 'nothing'
        missed.push(
          `edit ${edit} was not shown within ${EDIT_TIMEOUT / 1000} s; meanwhile the preview printed: ${server}; the page logged: ${browserSaid}`,
        )
        console.log(`    ${missed.at(-1)}`)
      }
      // Let the preview settle before the next edit.
      await page.waitForLoadState('load').catch(() => {})
      await new Promise((done) => setTimeout(done, 500))
    }
  } finally {
    if (original !== undefined) writeFileSync(target.file, original)
    await closeBrowser()
    await stop()
    await copy.remove()
  }
  const middle = median(times)
  const finite = times.filter(Number.isFinite)
  const show = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'not shown')
  const cold = median(starts.cold)
  const warm = median(starts.warm)
  const extra = median(starts.extra)
  const judged = (name, value, reference, limit, of) => {
    const ratio = value / reference
    return budget(
      name,
      ratio,
      limit,
      ratio <= limit,
      `${show(value)} = ${ratio.toFixed(2)} × ${of} (${show(reference)}); at most ${limit} ×`,
    )
  }
  return {
    tables: [
      {
        title: `Live preview: from starting \`npm run dev\` to its first page (/) arrived whole, ${STARTS} starts each`,
        headers: ['start', 'median', 'each start'],
        rows: [
          ['cold: no caches kept, shipped content', show(cold), starts.cold.map(show).join(', ')],
          ['warm: caches kept, shipped content', show(warm), starts.warm.map(show).join(', ')],
          [`warm, with ${START_EXTRA} extra condition files`, show(extra), starts.extra.map(show).join(', ')],
        ],
      },
      {
        title: `Live preview: save to visible change, ${EDITS} edits of ${target.label} with ${target.route} open`,
        headers: ['median', 'min', 'max', 'edits shown', 'page reloads'],
        rows: [
          [
            show(middle),
            show(Math.min(...finite)),
            show(Math.max(...times)),
            `${finite.length} of ${EDITS}`,
            reloads ? `${reloads} (full reloads)` : '0 (shown in place)',
          ],
        ],
      },
      { title: 'Each edit', headers: ['edit', 'time'], rows: times.map((ms, index) => [index + 1, show(ms)]) },
    ],
    budgets: [
      judged("live preview's warm start (median)", warm, cold, WARM_START_RATIO, 'a cold start'),
      judged(
        `live preview's warm start with ${START_EXTRA} extra condition files (median)`,
        extra,
        warm,
        EXTRA_START_RATIO,
        'a warm start with the shipped content',
      ),
      judged('live preview update (median)', middle, cold, EDIT_RATIO, 'a cold start'),
    ],
    notes: [
      ...(target.route === '/'
        ? ['No /conditions/<id> page in this build yet: the home page and its MDX file were used.']
        : []),
      ...missed,
    ],
  }
}
