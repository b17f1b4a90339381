/**
 * Front-matter read and checked, kept between runs: reading and checking every file's front-matter
 * is most of what a build's content check and its server data cost (about half a millisecond a
 * file), and a writer's edit changes one file. Kept in the build's cache (lib/build-cache.ts:
 * .cache/content/frontmatter.lines), one file for all, so keeping it costs one write; tests and the
 * live preview read every time.
 *
 * A file's result is used only when its key matches: a digest of the file's name and text, the
 * glossary its marks are checked against, and the code that reads it (body-cache.ts compilerStamp).
 * Where each field stands is kept for the top-level fields, which is what messages about a whole
 * entry name; any other place is found by reading the file's YAML again, only when asked.
 *
 * Each result is held as its JSON text, one line of the file each, and read only when asked for: a
 * process holds one string a file, not a second copy of every entry (at 10,000 files, the difference
 * between the build's memory budget kept and missed).
 */
import { createHash } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildCachePart } from '../build-cache'
import { compilerStamp } from './body-cache'
import { parseYaml, splitFrontmatter, type ParsedYaml } from './frontmatter'
import type { GlossaryIndex } from './glossary'

type Place = { line: number; column: number }
/** What reading a file's front-matter gives: plain data, and where its fields stand. */
export interface FrontmatterResult {
  data?: unknown
  locate?: ParsedYaml['locate']
}
/** A file's result as kept: its key, where its top-level fields stand, and the result, each as JSON text ('null' for no places). */
interface Kept {
  key: string
  places: string
  result: string
}

const FILE = 'frontmatter.lines'

/** One cache file as this process knows it: what it held, and what this process read (written back, so files gone from the content drop out). */
interface Store {
  kept: Map<string, Kept>
  used: Map<string, Kept>
  missed: boolean
}
const stores = new Map<string, Store>()

/** A line of the file: the file's name (as JSON), its key, its places and its result, apart by tabs, which JSON text never holds raw. */
const lineOf = (file: string, { key, places, result }: Kept) =>
  `${JSON.stringify(file)}\t${key}\t${places}\t${result}\n`

function storeFor(path: string): Store {
  let store = stores.get(path)
  if (!store) {
    const kept = new Map<string, Kept>()
    try {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        const [file, key, places, result] = line.split('\t')
        if (result !== undefined) kept.set(JSON.parse(file) as string, { key, places, result })
      }
    } catch {
      kept.clear() // not kept yet, or unreadable: every file is read
    }
    store = { kept, used: new Map(), missed: false }
    if (!stores.size) process.once('exit', saveFrontmatterCache)
    stores.set(path, store)
  }
  return store
}

/**
 * Writes what this process read where it changed, line by line, then renamed: a process reading it
 * meanwhile sees the old file or the new one. Called as the process ends.
 */
export function saveFrontmatterCache(): void {
  for (const [path, store] of stores) {
    if (!store.missed && store.used.size === store.kept.size) continue
    const partial = `${path}.${process.pid}.tmp`
    try {
      mkdirSync(dirname(path), { recursive: true })
      const fd = openSync(partial, 'w')
      try {
        for (const [file, kept] of store.used) writeSync(fd, lineOf(file, kept))
      } finally {
        closeSync(fd)
      }
      renameSync(partial, path)
      store.kept = new Map(store.used)
      store.missed = false
    } catch {
      rmSync(partial, { force: true }) // a cache that cannot be written costs time only
    }
  }
}

/** Where a field stands: the kept place of a top-level field, otherwise read from the YAML again (once). */
function lazyLocate(file: string, text: string, placesJson: string): ParsedYaml['locate'] {
  let places: Record<string, Place> | undefined
  let parsed: ParsedYaml | undefined
  return (path) => {
    places ??= JSON.parse(placesJson) as Record<string, Place>
    const key = path.length === 0 ? '' : path.length === 1 ? String(path[0]) : undefined
    if (key !== undefined && places[key]) return places[key]
    parsed ??= parseYaml(file, splitFrontmatter(text).yaml ?? '', 2)
    return parsed.locate(path)
  }
}

/** The result of `read` for this file's `text`: from the cache when it holds it, otherwise read and kept. */
export function cachedFrontmatter<T extends FrontmatterResult>(
  file: string,
  text: string,
  glossary: GlossaryIndex | null,
  read: () => T,
): T {
  const folder = buildCachePart('content')
  if (!folder) return read()
  const store = storeFor(join(folder, FILE))
  const key = createHash('sha256')
    .update([compilerStamp(process.cwd()), file, text, glossary?.version ?? '(no glossary)'].join('\0'))
    .digest('hex')
  let entry = store.kept.get(file)
  if (!entry || entry.key !== key) {
    const { locate, ...rest } = read()
    let places: Record<string, Place> | null = null
    if (locate) {
      places = { '': locate([]) }
      if (rest.data && typeof rest.data === 'object')
        for (const field of Object.keys(rest.data)) places[field] = locate([field])
    }
    entry = { key, places: JSON.stringify(places), result: JSON.stringify(rest) }
    store.kept.set(file, entry)
    store.missed = true
  }
  store.used.set(file, entry)
  // Kept or just read, a result is what JSON keeps of it, so a build is the same either way, and a
  // new object each time, so a caller that changes it changes nothing kept.
  const result = JSON.parse(entry.result) as T
  if (entry.places !== 'null') result.locate = lazyLocate(file, text, entry.places)
  return result
}
