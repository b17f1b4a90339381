/**
 * Checks the links written in content against the site's routes without building it: the page
 * folders under pages/, one route per file of a collection that has a page per file, and the
 * paths the specification names without a screen. Anchors are checked after the build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { redirectRules } from './redirects'
import { addressOf, fileThatMakes, isDraft } from './addresses'
import { join } from 'node:path'
import { isPlannedAddress } from '../paths-without-screen'
import type { Problem } from './problems'

/** A checked content file, as far as its address goes. */
interface AddressedEntry {
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
    if (names.some((name) => name.startsWith('+')) && !names.some((name) => name.startsWith('+route.')) && !route.includes('@')) routes.add(route === '/index' ? '/' : route)
    for (const name of names) {
      const path = join(dir, name)
      if (statSync(path).isDirectory() && !name.startsWith('_')) walk(path, `${route === '/index' ? '' : route}/${name}`)
    }
  }
  walk(join(root, 'pages'), '')
  for (const entry of entries) {
    if (isDraft(entry.data) && !options.drafts) continue
    const address = addressOf(entry.collection, entry.id, entry.data)
    if (address) routes.add(address)
  }
  for (const rule of redirectRules(root)) if (!rule.from.endsWith('*')) routes.add(rule.from)
  return routes
}

export function brokenContentLinks(file: string, source: string, routes: Set<string>, root: string): Problem[] {
  const problems: Problem[] = []
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?:href="|\]\()(\/[^"\s)#?]*)/g)) {
      const path = match[1].length > 1 ? match[1].replace(/\/$/, '') : match[1]
      if (routes.has(path) || isPlannedAddress(path, root) || existsSync(join(root, 'public', path))) continue
      problems.push({ file, line: index + 1, column: (match.index ?? 0) + 1, field: 'link', message: `no page at ${path}: link to a page that exists, or add its file (${fileThatMakes(path)})`, severity: 'error' })
    }
  })
  return problems
}
