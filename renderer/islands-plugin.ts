/**
 * The browser's list of islands, found by the build itself: every `export const X = island('Name', …)`
 * in components/ becomes an entry of the virtual module `virtual:islands`, a loader that imports that
 * one file. Each island is therefore its own chunk, and a page fetches only the islands it holds,
 * when they wake (renderer/client/islands.ts); React and the shared runtime are a chunk of their own.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { virtualModule } from '../lib/virtual-module'

interface FoundIsland {
  /** The name written to the page (data-island). */
  name: string
  /** The export that holds it. */
  exportName: string
  /** The file, from the project's root: /components/Tabs.tsx. */
  file: string
}

/** Every island declared in `dir` (the project's components/), in file and name order. */
export function findIslands(root: string, dir = 'components'): FoundIsland[] {
  const found: FoundIsland[] = []
  for (const name of readdirSync(join(root, dir)).sort()) {
    if (!/\.tsx?$/.test(name)) continue
    const source = readFileSync(join(root, dir, name), 'utf8')
    for (const match of source.matchAll(/export const (\w+) = island\(\s*'(\w+)'/g))
      found.push({ exportName: match[1], name: match[2], file: `/${dir}/${name}` })
  }
  return found
}

/** The virtual module's code: one lazy import per island. */
export function islandsModule(islands: FoundIsland[]): string {
  const entries = islands.map(
    (item) =>
      `  ${JSON.stringify(item.name)}: () => import(${JSON.stringify(item.file)}).then((module) => module[${JSON.stringify(item.exportName)}]),`,
  )
  return `export const islandLoaders = {\n${entries.join('\n')}\n}\n`
}

export function islandsPlugin(): Plugin {
  return virtualModule('clinic-islands', 'virtual:islands', (root, context) => {
    // A new island (or one renamed) in the live preview is found when the list is read again.
    for (const name of readdirSync(join(root, 'components'))) context.addWatchFile(join(root, 'components', name))
    return islandsModule(findIslands(root))
  })
}
