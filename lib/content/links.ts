/**
 * Checks the links written in content against the site's routes without building it: the page
 * folders under pages/, one route per file of a collection that has a page per file, and the
 * paths the specification names without a screen. Anchors are checked after the build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { isPathWithoutScreen } from '../paths-without-screen'
import type { Problem } from './problems'

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

export function brokenContentLinks(file: string, source: string, routes: Set<string>, root: string): Problem[] {
  const problems: Problem[] = []
  source.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/(?:href="|\]\()(\/[^"\s)#?]*)/g)) {
      const path = match[1].length > 1 ? match[1].replace(/\/$/, '') : match[1]
      if (routes.has(path) || isPathWithoutScreen(path) || existsSync(join(root, 'public', path))) continue
      problems.push({ file, line: index + 1, column: (match.index ?? 0) + 1, field: 'link', message: `no page at ${path} (list it in lib/paths-without-screen.ts if the specification names it without a screen)`, severity: 'error' })
    }
  })
  return problems
}
