/**
 * Checks the links written in content against the site's routes without building it: the page
 * folders under pages/, one route per file of a collection that has a page per file, and the old
 * addresses of content/redirects.yaml. Every link must land: there is no list of addresses allowed
 * to answer the not-found page. Anchors are checked after the build (lib/output-gate.ts).
 */
import { mailtoFault } from '../mailto'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { redirectRules } from './redirects'
import { addressOf, fileThatMakes, isDraft, isPostAddress } from './addresses'
import { languageOfFile, splitAddress } from '../language'
import { join } from 'node:path'
import type { Problem } from './problems'
import type { PlacedAddress } from './body-rules'
import { sitePath } from './images'
import type { ParsedYaml } from './frontmatter'
import { slugify } from '../slug'
import { unencodedCharacter } from '../address-rules'

/** A checked content file, as far as its address goes. */
interface AddressedEntry {
  file: string
  collection: string
  id: string
  data: Record<string, unknown>
}

/**
 * The addresses the site will have: the route folders under pages/ without parameters, the address
 * of every page, condition and post (drafts only where drafts are published), and every old
 * address of content/redirects.yaml.
 */
export function knownRoutes(root: string, entries: AddressedEntry[], options: { drafts?: boolean } = {}): Set<string> {
  const routes = new Set<string>()
  const walk = (dir: string, route: string) => {
    const names = readdirSync(dir)
    // A folder with its own +route (the page files' route, old addresses) has no address of its own.
    if (
      names.some((name) => name.startsWith('+')) &&
      !names.some((name) => name.startsWith('+route.')) &&
      !route.includes('@')
    )
      routes.add(route === '/index' ? '/' : route)
    for (const name of names) {
      const path = join(dir, name)
      if (statSync(path).isDirectory() && !name.startsWith('_'))
        walk(path, `${route === '/index' ? '' : route}/${name}`)
    }
  }
  walk(join(root, 'pages'), '')
  for (const entry of entries) {
    if (isDraft(entry.data) && !options.drafts) continue
    const address = addressOf(entry.collection, entry.id, entry.data, languageOfFile(entry.file))
    if (address) routes.add(address)
  }
  for (const rule of redirectRules(root)) if (!rule.from.endsWith('*')) routes.add(rule.from)
  return routes
}

/** The addresses of drafts that this build leaves out, each with its file, for the message of a link to one. */
export function unpublishedDrafts(
  entries: ReadonlyArray<{ file: string; collection: string; id: string; data: Record<string, unknown> }>,
  draftsShown: boolean,
): Map<string, string> {
  const drafts = new Map<string, string>()
  if (draftsShown) return drafts
  for (const entry of entries) {
    const address = isDraft(entry.data)
      ? addressOf(entry.collection, entry.id, entry.data, languageOfFile(entry.file))
      : null
    if (address) drafts.set(address, entry.file)
  }
  return drafts
}

/**
 * Why a link would stop the build's output gate (lib/output-gate.ts), in a writer's words, or null:
 * a character that must be encoded, another site without https://, or a path that does not start at
 * the site's root. The gate reads the built pages; this reads the file, so the writer sees the line.
 */
function addressFault(url: string): string | null {
  const bad = unencodedCharacter(url)
  if (bad) return `${bad.why}: write it encoded (a space as %20), or remove it`
  if (url.startsWith('//')) return 'is another site without its https: write https:// and the address'
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1].toLowerCase()
  const mailto = mailtoFault(url)
  if (mailto) return `the e-mail link ${mailto}`
  if (scheme)
    return scheme === 'https' || scheme === 'mailto' || scheme === 'tel'
      ? null
      : `links to other sites must start with https:// (not ${scheme}:)`
  if (!url.startsWith('/') && !url.startsWith('#') && !url.startsWith('?'))
    return 'a link inside the site starts with / (write /contact, not contact)'
  return null
}

/**
 * Each site path the body links to (`links`, found on its syntax tree, so text in code is never a
 * link) that is neither a route nor a file in public/. `drafts`: the drafts' addresses, by file;
 * `unknownPosts`: a post's title cannot be read, so no link to a post is called broken until it can.
 */
export function brokenContentLinks(
  file: string,
  links: readonly PlacedAddress[],
  routes: Set<string>,
  root: string,
  {
    drafts = new Map(),
    unknownPosts = false,
    ownOrigin,
  }: { drafts?: ReadonlyMap<string, string>; unknownPosts?: boolean; ownOrigin?: string } = {},
): Problem[] {
  const problems: Problem[] = []
  for (const link of links) {
    // A link to this site's own address (content/site.yaml's url) is a link inside the site, and lands or not as one.
    const own = ownPath(link.url, ownOrigin)
    if (own !== null) {
      if (routes.has(own) || (unknownPosts && isPostAddress(own)) || existsSync(join(root, 'public', own))) continue
      problems.push({
        file,
        line: link.line,
        column: link.column,
        field: 'link',
        message: `no page at ${own}: ${link.url.slice(0, 80)} is this site's own address, and it has no page there. Link to a page that exists, written from the site's root (/contact), or add its file (${fileThatMakes(own)})`,
        severity: 'error',
      })
      continue
    }
    const fault = addressFault(link.url)
    if (fault) {
      problems.push({
        file,
        line: link.line,
        column: link.column,
        field: 'link',
        message: `${link.url.slice(0, 60)}: ${fault}`,
        severity: 'error',
      })
      continue
    }
    const written = sitePath(link.url)
    if (written === null) continue
    const path = written.length > 1 ? written.replace(/\/$/, '') : written
    if (routes.has(path) || (unknownPosts && isPostAddress(path)) || existsSync(join(root, 'public', path))) continue
    const draft = drafts.get(path)
    const message = draft
      ? `no page at ${path} in the published site: ${draft} is a draft, so publish it first (remove draft: true) or link elsewhere`
      : `no page at ${path}: link to a page that exists, or add its file (${fileThatMakes(path)})`
    problems.push({ file, line: link.line, column: link.column, field: 'link', message, severity: 'error' })
  }
  return problems
}

/** The pages an Education list (content/education) links to: <basePath>/<slug of each topic>, each at its topic's line. */
export function educationLinks(
  data: { basePath?: unknown; items?: unknown },
  locate: ParsedYaml['locate'],
): PlacedAddress[] {
  if (typeof data.basePath !== 'string' || !Array.isArray(data.items)) return []
  const basePath = data.basePath
  return data.items.flatMap((item, index) =>
    typeof item === 'string' ? [{ url: `${basePath}/${slugify(item)}`, ...locate(['items', index]) }] : [],
  )
}

/** The origin (https://host) of the site's own address, content/site.yaml's url; undefined without one. */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    return new URL(url).origin.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * The path (without query or anchor, no trailing slash) that `url` names on this site when it is an
 * absolute address of the site's own origin, with or without its www.; null for any other address.
 */
export function ownPath(url: string, ownOrigin: string | undefined): string | null {
  if (!ownOrigin || !/^https?:\/\//i.test(url)) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '')
  if (bare(parsed.host) !== bare(new URL(ownOrigin).host)) return null
  const path = decodeURI(parsed.pathname)
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

/**
 * The published pages that nothing links to (warnings, at their files): no body, menu, list of
 * topics or list page leads there, so visitors find them only by search or a typed address. A page
 * counts as linked when it or its translation is (every page links to itself in the other language),
 * and an old address that is linked leads on to its redirect's page. Entries of a collection that a
 * list page shows (`listed`: conditions, posts) are linked from it; the home page is where visits start.
 */
export function unlinkedPages(
  pages: ReadonlyArray<{ file: string; address: string }>,
  links: ReadonlyArray<string>,
  redirects: ReadonlyArray<{ from: string; to: string }>,
  ownOrigin: string | undefined,
): Problem[] {
  const key = (url: string) => {
    const path = ownPath(url, ownOrigin) ?? sitePath(url)
    if (path === null) return null
    return splitAddress(path.length > 1 ? path.replace(/\/$/, '') : path).address
  }
  const linked = new Set(links.map(key).filter((path): path is string => path !== null))
  linked.add('/')
  // An old address that is linked leads to its page (repeated, for redirects that lead to redirects).
  for (let changed = true; changed;) {
    changed = false
    for (const rule of redirects) {
      const to = key(rule.to)
      if (to && !linked.has(to) && linked.has(splitAddress(rule.from).address)) {
        linked.add(to)
        changed = true
      }
    }
  }
  return pages
    .filter((page) => !linked.has(splitAddress(page.address).address))
    .map((page) => ({
      file: page.file,
      line: 1,
      column: 1,
      field: 'address',
      message: `nothing on the site links to ${page.address}, so visitors reach it only by search or a typed address: link to it from a page about its subject, or from a menu or the footer in content/navigation.yaml`,
      severity: 'warning' as const,
    }))
}
