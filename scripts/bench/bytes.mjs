// Part 1: the bytes each route sends: the JavaScript headless Chromium actually fetches (at load, and
// after scrolling through the page and using every widget), HTML and CSS read from the build, and
// whether any route's JavaScript grows with the number of content files.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { findBrowser } from '../find-browser.mjs'
import {
  budget,
  discoverRoutes,
  ensureBuild,
  kB,
  makeProjectCopy,
  runBuild,
  serveBuild,
  setExtraConditions,
} from './common.mjs'

/** The page's own JavaScript ceiling, the static measure kept for the growth comparison. */
export const JS_BUDGET = 105_000
/** Fetched at load by a page whose islands all wait (conditions, the list, pricing, about, home). */
export const QUIET_PAGE_BUDGET = 15_000
/** Fetched at load by a page with widgets (tabs, accordions, forms); the rest only when scrolled to or used. */
export const WIDGET_PAGE_BUDGET = 80_000
/** Font files (woff2, compressed already) a page fetches at load: the typeface of components/fonts.css. */
export const FONT_BUDGET = 60_000
export const GROWTH_BUDGET = 1_000
const EXTRA_CONDITIONS = 100

const gzipSize = (content) => gzipSync(content).length

/** The attribute values of every tag `tag` in `html` whose attributes match `filter`. */
function tagAttributes(html, tag) {
  const found = []
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes = {}
    for (const attribute of match[1].matchAll(/([a-zA-Z-:]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attribute[1].toLowerCase()] = attribute[2] ?? attribute[3] ?? attribute[4] ?? ''
    }
    found.push(attributes)
  }
  return found
}

/** Maps a URL found in a page (absolute, root-relative or relative) to a file of the build. */
function fileOf(clientDir, pageRoute, url) {
  const pageUrl = new URL(pageRoute === '/' ? '/' : `${pageRoute}/`, 'http://site.invalid')
  const target = new URL(url, pageUrl)
  if (target.host !== 'site.invalid') return null
  const path = decodeURIComponent(target.pathname)
  // A build under a sub-path (BASE_PATH) writes its files at the root of dist/client.
  const segments = path.split('/').filter(Boolean)
  for (let skip = 0; skip < segments.length; skip++) {
    const file = join(clientDir, ...segments.slice(skip))
    if (existsSync(file)) return file
  }
  return null
}

/** The static imports of an ES module (import ... from, import '...', export ... from), not import(). */
function staticImports(code) {
  const specifiers = []
  const pattern = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w*${}\s,]+?\s*from\s*)?["']([^"']+)["']/g
  for (const match of code.matchAll(pattern)) specifiers.push(match[1])
  return specifiers
}

/** Bytes of one page: its HTML, its CSS and the JavaScript the browser loads before it is interactive. */
export function measurePage(clientDir, route, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8')
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('\n')
  let cssGz = inlineCss ? gzipSize(inlineCss) : 0
  const missing = []
  for (const link of tagAttributes(html, 'link')) {
    if (!/(^|\s)stylesheet(\s|$)/i.test(link.rel ?? '') || !link.href) continue
    const file = fileOf(clientDir, route, link.href)
    if (file) cssGz += gzipSize(readFileSync(file))
    else missing.push(link.href)
  }

  const entryUrls = [
    ...tagAttributes(html, 'script')
      .filter((script) => script.src)
      .map((script) => script.src),
    ...tagAttributes(html, 'link')
      .filter((link) => /(^|\s)modulepreload(\s|$)/i.test(link.rel ?? '') && link.href)
      .map((link) => link.href),
  ]
  const files = new Map()
  const visit = (file) => {
    if (files.has(file)) return
    const code = readFileSync(file)
    files.set(file, { raw: code.length, gz: gzipSize(code) })
    for (const specifier of staticImports(code.toString('utf8'))) {
      if (!/^(\.{1,2}\/|\/)/.test(specifier)) continue
      const imported = new URL(specifier, `file://${file}`).pathname
      if (existsSync(imported)) visit(imported)
      else missing.push(specifier)
    }
  }
  for (const url of entryUrls) {
    const file = fileOf(clientDir, route, url)
    if (file) visit(file)
    else missing.push(url)
  }
  const js = [...files.values()]
  return {
    route,
    htmlGz: gzipSize(html),
    cssGz,
    jsFiles: js.length,
    jsRaw: js.reduce((sum, file) => sum + file.raw, 0),
    jsGz: js.reduce((sum, file) => sum + file.gz, 0),
    missing,
  }
}

/**
 * Whether a page has widgets: islands that wake at load or when scrolled to (tabs, questions,
 * forms), not only those that wait for a visitor's first use (the search, the toasts).
 */
export function hasWidgets(html) {
  return /<clinic-island\b[^>]*data-when="(load|visible)"/.test(html)
}

/**
 * The JavaScript Chromium fetches for each route, gzip: at load (until the network is idle), and
 * after scrolling to the end and pressing every tab and button that is not a form's submit.
 */
export async function measureFetched(clientDir, routes) {
  const { origin, close: closeServer } = await serveBuild(clientDir)
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: ['--no-sandbox', '--disable-background-networking'],
  })
  const results = []
  try {
    for (const { route, file } of routes) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      const fetched = new Set()
      const fonts = new Set()
      page.on('request', (request) => {
        if (!request.url().startsWith(origin)) return
        if (request.resourceType() === 'script') fetched.add(new URL(request.url()).pathname)
        if (request.resourceType() === 'font') fonts.add(new URL(request.url()).pathname)
      })
      const fileOfPath = (path) => readFileSync(join(clientDir, decodeURIComponent(path)))
      const size = () => [...fetched].reduce((sum, path) => sum + gzipSize(fileOfPath(path)), 0)
      await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' })
      const atLoad = size()
      const scriptsAtLoad = fetched.size
      const fontsAtLoad = [...fonts].reduce((sum, path) => sum + fileOfPath(path).length, 0)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo({ top: y, behavior: 'instant' })
          await new Promise((done) => setTimeout(done, 50))
        }
      })
      for (const control of await page.locator('main [role="tab"], main button:not([type="submit"])').all()) {
        if (await control.isVisible()) await control.click({ timeout: 2000 }).catch(() => {})
      }
      await page.waitForLoadState('networkidle')
      results.push({
        route,
        widgets: hasWidgets(readFileSync(file, 'utf8')),
        atLoad,
        scriptsAtLoad,
        afterUse: size(),
        fontsAtLoad,
        fontFiles: fonts.size,
      })
      await page.close()
    }
  } finally {
    await browser.close()
    await closeServer()
  }
  return results
}

export function measureBuild(clientDir) {
  return discoverRoutes(clientDir).map(({ route, file }) => measurePage(clientDir, route, file))
}

export async function runBytes() {
  const clientDir = ensureBuild()
  const pages = measureBuild(clientDir)
  if (!pages.length) throw new Error('the build in dist/client has no pages (no index.html)')
  const budgets = []
  const notes = []
  const fetched = new Map(
    (await measureFetched(clientDir, discoverRoutes(clientDir))).map((result) => [result.route, result]),
  )
  for (const page of pages) {
    const browser = fetched.get(page.route)
    if (browser) {
      const limit = browser.widgets ? WIDGET_PAGE_BUDGET : QUIET_PAGE_BUDGET
      const kind = browser.widgets ? 'a page with widgets' : 'a page without widgets'
      budgets.push(
        budget(
          `JavaScript fetched at load by ${page.route} (${kind})`,
          browser.atLoad,
          limit,
          browser.atLoad <= limit,
          `${kB(browser.atLoad)} in ${browser.scriptsAtLoad} files (at most ${kB(limit)})`,
        ),
        budget(
          `fonts fetched at load by ${page.route}`,
          browser.fontsAtLoad,
          FONT_BUDGET,
          browser.fontsAtLoad <= FONT_BUDGET,
          `${kB(browser.fontsAtLoad)} in ${browser.fontFiles} files (at most ${kB(FONT_BUDGET)})`,
        ),
      )
    }
    if (page.missing.length)
      notes.push(`${page.route}: referenced files not found in the build: ${page.missing.join(', ')}`)
  }
  const sizes = {
    title:
      'Bytes per route (gzip, kB = 1,000 bytes): HTML and CSS from dist/client; JavaScript and fonts (woff2) as headless Chromium fetches them',
    headers: [
      'route',
      'HTML gz',
      'CSS gz',
      'JS at load',
      'JS after scrolling and using every widget',
      'budget at load',
      'fonts at load',
    ],
    rows: pages.map((page) => {
      const browser = fetched.get(page.route)
      const limit = browser?.widgets ? WIDGET_PAGE_BUDGET : QUIET_PAGE_BUDGET
      return [
        page.route,
        kB(page.htmlGz),
        kB(page.cssGz),
        browser ? kB(browser.atLoad) : '-',
        browser ? kB(browser.afterUse) : '-',
        !browser ? '-' : browser.atLoad <= limit ? `ok (${kB(limit)})` : `OVER ${kB(limit)}`,
        browser ? kB(browser.fontsAtLoad) : '-',
      ]
    }),
  }

  // The same source twice in a temporary copy, once as it is and once with 100 extra conditions.
  console.log(`Building a temporary copy as it is and with ${EXTRA_CONDITIONS} extra condition files ...`)
  const copy = makeProjectCopy('bytes')
  let growth
  try {
    runBuild(copy.dir)
    const before = new Map(measureBuild(join(copy.dir, 'dist/client')).map((page) => [page.route, page]))
    const extraIds = setExtraConditions(copy.dir, EXTRA_CONDITIONS)
    runBuild(copy.dir)
    const afterPages = measureBuild(join(copy.dir, 'dist/client'))
    const after = new Map(afterPages.map((page) => [page.route, page]))
    const rows = []
    for (const [route, page] of before) {
      const grown = after.get(route)
      if (!grown) {
        notes.push(`${route} is missing from the build with extra conditions`)
        continue
      }
      const delta = grown.jsGz - page.jsGz
      rows.push([
        route,
        kB(page.jsGz),
        kB(grown.jsGz),
        `${delta >= 0 ? '+' : ''}${delta} B`,
        delta <= GROWTH_BUDGET ? 'ok' : `OVER +${kB(GROWTH_BUDGET)}`,
      ])
      budgets.push(
        budget(
          `first-load JS growth of ${route} with ${EXTRA_CONDITIONS} extra conditions`,
          delta,
          GROWTH_BUDGET,
          delta <= GROWTH_BUDGET,
          `${delta >= 0 ? '+' : ''}${delta} B (at most +${kB(GROWTH_BUDGET)})`,
        ),
      )
    }
    const extraRoutes = afterPages.filter((page) => extraIds.some((id) => page.route.endsWith(`/${id}`)))
    if (extraRoutes.length) {
      const largest = extraRoutes.reduce((a, b) => (b.jsGz > a.jsGz ? b : a))
      notes.push(
        `The ${extraRoutes.length} extra condition pages: largest first-load JS ${kB(largest.jsGz)} gz (${largest.route}).`,
      )
      budgets.push(
        budget(
          `first-load JS of the extra condition pages (largest, ${largest.route})`,
          largest.jsGz,
          JS_BUDGET,
          largest.jsGz <= JS_BUDGET,
          `${kB(largest.jsGz)} (at most ${kB(JS_BUDGET)})`,
        ),
      )
    } else {
      notes.push(
        `The extra condition files add no pages to the build (no /conditions/<id> route yet); the comparison covers the ${before.size} existing routes.`,
      )
    }
    growth = {
      title: `First-load JS gz with ${EXTRA_CONDITIONS} extra condition files (same source, built twice in a temporary copy)`,
      headers: ['route', 'as it is', `+${EXTRA_CONDITIONS} conditions`, 'growth', 'budget'],
      rows,
    }
  } finally {
    await copy.remove()
  }
  return { tables: [sizes, growth], budgets, notes }
}
