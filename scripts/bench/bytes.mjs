// Part 1: the bytes each route sends, read from the build, and whether any route's JavaScript
// grows with the number of content files.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { budget, discoverRoutes, ensureBuild, kB, makeProjectCopy, runBuild, setExtraConditions } from './common.mjs'

export const JS_BUDGET = 105_000
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

export function measureBuild(clientDir) {
  return discoverRoutes(clientDir).map(({ route, file }) => measurePage(clientDir, route, file))
}

export async function runBytes() {
  const clientDir = ensureBuild()
  const pages = measureBuild(clientDir)
  if (!pages.length) throw new Error('the build in dist/client has no pages (no index.html)')
  const budgets = []
  const notes = []
  for (const page of pages) {
    budgets.push(budget(`first-load JS of ${page.route}`, page.jsGz, JS_BUDGET, page.jsGz <= JS_BUDGET, `${kB(page.jsGz)} (at most ${kB(JS_BUDGET)})`))
    if (page.missing.length) notes.push(`${page.route}: referenced files not found in the build: ${page.missing.join(', ')}`)
  }
  const sizes = {
    title: 'Bytes per route (gzip, kB = 1,000 bytes), from dist/client',
    headers: ['route', 'HTML gz', 'CSS gz', 'JS files', 'JS raw', 'first-load JS gz', 'budget'],
    rows: pages.map((page) => [page.route, kB(page.htmlGz), kB(page.cssGz), page.jsFiles, kB(page.jsRaw), kB(page.jsGz), page.jsGz <= JS_BUDGET ? 'ok' : `OVER ${kB(JS_BUDGET)}`]),
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
      rows.push([route, kB(page.jsGz), kB(grown.jsGz), `${delta >= 0 ? '+' : ''}${delta} B`, delta <= GROWTH_BUDGET ? 'ok' : `OVER +${kB(GROWTH_BUDGET)}`])
      budgets.push(budget(`first-load JS growth of ${route} with ${EXTRA_CONDITIONS} extra conditions`, delta, GROWTH_BUDGET, delta <= GROWTH_BUDGET, `${delta >= 0 ? '+' : ''}${delta} B (at most +${kB(GROWTH_BUDGET)})`))
    }
    const extraRoutes = afterPages.filter((page) => extraIds.some((id) => page.route.endsWith(`/${id}`)))
    if (extraRoutes.length) {
      const largest = extraRoutes.reduce((a, b) => (b.jsGz > a.jsGz ? b : a))
      notes.push(`The ${extraRoutes.length} extra condition pages: largest first-load JS ${kB(largest.jsGz)} gz (${largest.route}).`)
      budgets.push(budget(`first-load JS of the extra condition pages (largest, ${largest.route})`, largest.jsGz, JS_BUDGET, largest.jsGz <= JS_BUDGET, `${kB(largest.jsGz)} (at most ${kB(JS_BUDGET)})`))
    } else {
      notes.push(`The extra condition files add no pages to the build (no /conditions/<id> route yet); the comparison covers the ${before.size} existing routes.`)
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
