// Part 2: Lighthouse (mobile, its default profile) on every route of the build, served as a static
// host serves it, a few runs each, the median of each number.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findBrowser } from '../find-browser.mjs'
import {
  budget,
  discoverRoutes,
  ensureBuild,
  keptOutOfSearch,
  median,
  onCleanup,
  root,
  serveBuild,
  startGroup,
} from './common.mjs'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']
const MAX_ATTEMPTS = 3
/** CLS and total blocking time are compared as shown: CLS to three places, TBT to the millisecond. */
export const budgets = { performance: 100, cls: 0, tbt: 0, accessibility: 100, 'best-practices': 100, seo: 100 }

/**
 * One Lighthouse run on `url`, in a fresh headless browser; returns the parsed report. `skipAudits`
 * leaves out audits of what the page chooses on purpose (a page that asks search engines to leave
 * it out is not crawlable, by design); every other audit of each category still counts.
 */
function runLighthouse(url, browserPath, outputFile, skipAudits = []) {
  return new Promise((resolveRun, reject) => {
    const { child, stop } = startGroup(
      process.execPath,
      [
        join(root, 'node_modules/lighthouse/cli/index.js'),
        url,
        '--output=json',
        `--output-path=${outputFile}`,
        '--quiet',
        `--chrome-flags=${chromeFlags.join(' ')}`,
        `--only-categories=${categories.join(',')}`,
        ...(skipAudits.length ? [`--skip-audits=${skipAudits.join(',')}`] : []),
      ],
      { cwd: root, env: { ...process.env, CHROME_PATH: browserPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    child.on('error', reject)
    child.on('exit', async (code) => {
      await stop()
      if (code !== 0) return reject(new Error(`Lighthouse failed on ${url} (exit ${code}):\n${errors.slice(-2000)}`))
      try {
        const report = JSON.parse(readFileSync(outputFile, 'utf8'))
        if (report.runtimeError)
          return reject(new Error(`Lighthouse on ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`))
        resolveRun(report)
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** The audits that cost a category points: failed, weighted, not just informative. */
function failedAudits(report, category) {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => report.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => {
      const node = audit.details?.items?.find((item) => item.node)?.node
      return node && category !== 'performance' ? `${audit.id} (${node.snippet ?? node.selector})` : audit.id
    })
}

/** The element Lighthouse took for the largest contentful paint. */
function lcpElement(report) {
  const table = report.audits['largest-contentful-paint-element']?.details?.items?.find(
    (item) => item.type === 'table' && item.items?.[0]?.node,
  )
  const node = table?.items[0].node
  return node ? (node.snippet ?? node.selector) : null
}

export async function runLighthouseBench({ quick }) {
  const clientDir = ensureBuild()
  const pages = discoverRoutes(clientDir)
  let routes = pages.map((page) => page.route)
  // A page kept out of search engines on purpose (a video's page without its recording or transcript).
  const unindexed = new Set(pages.filter((page) => keptOutOfSearch(page.file)).map((page) => page.route))
  if (!routes.length) throw new Error('the build in dist/client has no pages (no index.html)')
  const runs = quick ? 1 : 3
  if (quick)
    routes = [...new Set(['/', ...routes.filter((route) => route !== '/')])]
      .filter((route) => routes.includes(route))
      .slice(0, 2)
  const browserPath = findBrowser()

  const { origin, close: closeServer } = await serveBuild(clientDir)
  const outputDir = mkdtempSync(join(tmpdir(), 'clinic-bench-lighthouse-'))
  const removeOutput = onCleanup(() => rmSync(outputDir, { recursive: true, force: true }))

  const rows = []
  const results = []
  const notes = []
  const retries = []
  const benchmarkIndexes = []
  try {
    for (const route of routes) {
      const reports = []
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${route} run ${run}/${runs} ... `)
        let report
        // A run that ends in a runtime error (a lost trace, NO_NAVSTART ...) measured nothing:
        // Lighthouse's advice is to run again, so it is retried a few times, and counted.
        for (let attempt = 1; !report; attempt++) {
          try {
            report = await runLighthouse(
              `${origin}${route}`,
              browserPath,
              join(outputDir, `run-${route.replace(/\W+/g, '-')}-${run}-${attempt}.json`),
              unindexed.has(route) ? ['is-crawlable'] : [],
            )
          } catch (error) {
            if (attempt >= MAX_ATTEMPTS) throw error
            retries.push(
              `${route} run ${run}: ${error.message.split('\n').find((line) => /error/i.test(line)) ?? error.message.split('\n')[0]}`,
            )
            process.stdout.write('failed, running again ... ')
          }
        }
        reports.push(report)
        console.log(`performance ${Math.round(report.categories.performance.score * 100)}`)
      }
      const score = (category) => median(reports.map((report) => Math.round(report.categories[category].score * 100)))
      const metric = (id) => median(reports.map((report) => report.audits[id].numericValue))
      const result = {
        route,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbt: metric('total-blocking-time'),
        si: metric('speed-index'),
      }
      results.push(result)
      if (unindexed.has(route))
        notes.push(`${route} seo: asks search engines to leave it out (noindex), so is-crawlable is not counted`)
      for (const category of categories) {
        const failed = [...new Set(reports.flatMap((report) => failedAudits(report, category)))]
        if (failed.length && result[category] < budgets[category])
          notes.push(`${route} ${category}: audits that cost points: ${failed.join(', ')}`)
      }
      const lcp = lcpElement(reports[0])
      if (lcp) notes.push(`${route} largest contentful paint element: ${lcp}`)
      const version = reports[0].lighthouseVersion
      const browser = reports[0].environment?.hostUserAgent?.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0]
      if (!notes.some((note) => note.startsWith('Lighthouse ')))
        notes.unshift(
          `Lighthouse ${version}, mobile profile (simulated throttling), ${browser ?? 'headless browser'}; ${runs} run${runs > 1 ? 's' : ''} per route, median of each number.`,
        )
      benchmarkIndexes.push(...reports.map((report) => report.environment?.benchmarkIndex).filter(Number.isFinite))
      rows.push([
        route,
        result.performance,
        result.accessibility,
        result['best-practices'],
        result.seo,
        `${Math.round(result.fcp)} ms`,
        `${Math.round(result.lcp)} ms`,
        result.cls.toFixed(3),
        `${Math.round(result.tbt)} ms`,
        `${Math.round(result.si)} ms`,
      ])
    }
  } finally {
    await closeServer()
    await removeOutput()
  }

  if (benchmarkIndexes.length) {
    notes.push(
      `Lighthouse's CPU benchmark index on this machine during the runs: median ${Math.round(median(benchmarkIndexes))} (lowest ${Math.round(Math.min(...benchmarkIndexes))}); lower means a slower or busier machine, which raises total blocking time.`,
    )
  }
  if (retries.length)
    notes.push(`Runs that Lighthouse could not complete and that were run again (not counted): ${retries.join('; ')}`)
  const checks = []
  for (const result of results) {
    const { route } = result
    checks.push(
      budget(
        `Lighthouse performance on ${route}`,
        result.performance,
        budgets.performance,
        result.performance >= budgets.performance,
        `${result.performance} (at least ${budgets.performance})`,
      ),
    )
    checks.push(
      budget(
        `CLS on ${route}`,
        result.cls,
        budgets.cls,
        Number(result.cls.toFixed(3)) <= budgets.cls,
        `${result.cls.toFixed(3)} (at most ${budgets.cls})`,
      ),
    )
    checks.push(
      budget(
        `total blocking time on ${route}`,
        result.tbt,
        budgets.tbt,
        Math.round(result.tbt) <= budgets.tbt,
        `${Math.round(result.tbt)} ms (at most ${budgets.tbt} ms)`,
      ),
    )
    for (const category of ['accessibility', 'best-practices', 'seo']) {
      checks.push(
        budget(
          `Lighthouse ${category} on ${route}`,
          result[category],
          budgets[category],
          result[category] >= budgets[category],
          `${result[category]} (must be ${budgets[category]})`,
        ),
      )
    }
  }
  return {
    mode: quick
      ? `quick: ${runs} run on ${routes.length} route${routes.length > 1 ? 's' : ''}`
      : `full: ${runs} runs on every route`,
    tables: [
      {
        title: `Lighthouse, mobile, median of ${runs} run${runs > 1 ? 's' : ''}`,
        headers: [
          'route',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'FCP',
          'LCP',
          'CLS',
          'TBT',
          'speed index',
        ],
        rows,
      },
    ],
    budgets: checks,
    notes,
  }
}
