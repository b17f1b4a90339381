/**
 * Checks the links written in content against the site's routes without building it: the page
 * folders under pages/, one route per file of a collection that has a page per file, and the old
 * addresses of content/redirects.yaml. Every link must land: there is no list of addresses allowed
 * to answer the not-found page. Anchors are checked after the build (lib/output-gate.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { redirectRules } from './redirects'
import { addressOf, fileThatMakes, isDraft, isPostAddress } from './addresses'
import { languageOfFile } from '../language'
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
  { drafts = new Map(), unknownPosts = false }: { drafts?: ReadonlyMap<string, string>; unknownPosts?: boolean } = {},
): Problem[] {
  const problems: Problem[] = []
  for (const link of links) {
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
