/**
 * Checks the links written in content against the site's routes without building it: the page
 * folders under pages/, one route per file of a collection that has a page per file, and the
 * paths the specification names without a screen. Anchors are checked after the build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isPathWithoutScreen } from '../paths-without-screen'
import type { Problem } from './problems'
import type { PlacedAddress } from './body-rules'
import { sitePath } from './images'

/** Routes with a parameter, and the collection whose file names fill it. */
const parameterRoutes: Record<string, string> = { '/conditions/@id': 'conditions' }

export function knownRoutes(root: string, idsByCollection: Map<string, string[]>): Set<string> {
  const routes = new Set<string>()
  const walk = (dir: string, route: string) => {
    if (readdirSync(dir).some((name) => name.startsWith('+'))) {
      const collection = parameterRoutes[route]
      if (collection) for (const id of idsByCollection.get(collection) ?? []) routes.add(route.replace('@id', id))
      else if (!route.includes('@')) routes.add(route === '/index' ? '/' : route)
    }
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory() && !name.startsWith('_')) walk(path, `${route === '/index' ? '' : route}/${name}`)
    }
  }
  walk(join(root, 'pages'), '')
  return routes
}

/**
 * Each site path the body links to (`links`, found on its syntax tree, so text in code is never a
 * link) that is neither a route, a path the specification names without a screen, nor a file in public/.
 */
export function brokenContentLinks(file: string, links: readonly PlacedAddress[], routes: Set<string>, root: string): Problem[] {
  const problems: Problem[] = []
  for (const link of links) {
    const written = sitePath(link.url)
    if (written === null) continue
    const path = written.length > 1 ? written.replace(/\/$/, '') : written
    if (routes.has(path) || isPathWithoutScreen(path) || existsSync(join(root, 'public', path))) continue
    problems.push({ file, line: link.line, column: link.column, field: 'link', message: `no page at ${path} (list it in lib/paths-without-screen.ts if the specification names it without a screen)`, severity: 'error' })
  }
  return problems
}
