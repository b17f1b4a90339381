/**
 * Front-matter read and checked, kept between runs: reading and checking every file's front-matter
 * is most of what a build's content check and its server data cost (about half a millisecond a
 * file), and a writer's edit changes one file. Kept in the build's cache (lib/build-cache.ts) as
 * .cache/content/frontmatter.lines, which the live preview shares (keepFrontmatterIn): its first
 * page reads every file's front-matter. Tests read every time.
 *
 * A file's result is used only when its key matches: a digest of the file's name and text, the
 * glossary its marks are checked against, and the code that reads it (body-cache.ts compilerStamp).
 * Where each field stands is kept for the top-level fields, which is what messages about a whole
 * entry name, and for every other place a run asked for; any other place is found by reading the
 * file's YAML again, only when asked.
 *
 * The cache is one file, one line per content file, so keeping it costs one write: the file's name
 * (as JSON), its key, where its fields stand and its result (each a JSON text), apart by tabs, which
 * JSON text never holds raw. Each result is held as its JSON text and read only when asked for: a
 * process holds one string a file, not a second copy of every entry (at 10,000 files, the
 * difference between the build's memory budget kept and missed).
 */
import { createHash } from 'node:crypto'
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildCachePart } from '../build-cache'
import { compilerStamp } from './body-cache'
import type { ParsedYaml } from './frontmatter'
import type { GlossaryIndex } from './glossary'

type Place = { line: number; column: number }
/** What reading a file's front-matter gives: plain data, and where its fields stand. */
export interface FrontmatterResult {
  data?: unknown
  locate?: ParsedYaml['locate']
}

/** The key a field's place is kept under: '' for the whole entry, a top-level field's name, or its path apart by \u0001. */
const placeKey = (path: ReadonlyArray<PropertyKey>): string =>
  path.length === 0 ? '' : path.length === 1 ? String(path[0]) : `\u0001${path.map(String).join('\u0001')}`

/**
 * Where a field stands: a kept place, otherwise read from the YAML again and kept with the rest, so
 * a warning at a nested field (an evidence's year) costs no reading in the next build. The YAML read
 * again is held only weakly: a check holds every entry to its end, and each entry holding its parsed
 * YAML was a third of the check's memory on a large site; one the collector took is read again.
 */
function lazyLocate(
  placesJson: string,
  again: () => ParsedYaml['locate'],
  remember: (placesJson: string) => void,
): ParsedYaml['locate'] {
  let places: Record<string, Place> | undefined
  let parsed: WeakRef<ParsedYaml['locate']> | undefined
  return (path) => {
    places ??= JSON.parse(placesJson) as Record<string, Place>
    const key = placeKey(path)
    if (places[key]) return places[key]
    let locate = parsed?.deref()
    if (!locate) parsed = new WeakRef((locate = again()))
    const place = locate(path)
    places[key] = place
    remember(JSON.stringify(places))
    return place
  }
}

/**
 * The result of `read` for this file's `text`: from the cache when it holds it, otherwise read and
 * kept. `again` reads where the file's fields stand, for a place not kept.
 */
export function cachedFrontmatter<T extends FrontmatterResult>(
  file: string,
  text: string,
  glossary: GlossaryIndex | null,
  read: () => T,
  again: () => ParsedYaml['locate'],
): T {
  const key = createHash('sha256')
    .update([compilerStamp(process.cwd()), file, text, glossary?.version ?? '(no glossary)'].join('\0'))
    .digest('hex')
  const kept = keptLine(file, key, () => {
    const { locate, ...rest } = read()
    let places: Record<string, Place> | null = null
    if (locate) {
      places = { '': locate([]) }
      if (rest.data && typeof rest.data === 'object')
        for (const field of Object.keys(rest.data)) places[field] = locate([field])
    }
    return [JSON.stringify(places), JSON.stringify(rest)]
  })
  const [placesJson, resultJson] = kept.fields
  // Kept or just read, a result is what JSON keeps of it, so a build is the same either way, and a
  // new object each time, so a caller that changes it changes nothing kept.
  const result = JSON.parse(resultJson) as T
  if (placesJson !== 'null') result.locate = lazyLocate(placesJson, again, (places) => kept.change(0, places))
  return result
}

/** A file's kept result: the key it was made under, and its fields as JSON texts. */
interface KeptLine {
  key: string
  fields: string[]
}

/** The cache file under one build cache folder as this process knows it: what it held, and what this process used (written back, so files gone from the content drop out). */
interface Store {
  kept: Map<string, KeptLine>
  used: Map<string, KeptLine>
  missed: boolean
}
const stores = new Map<string, Store>()

function storeAt(path: string): Store {
  let store = stores.get(path)
  if (!store) {
    const kept = new Map<string, KeptLine>()
    try {
      for (const line of readFileSync(path, 'utf8').split('\n')) {
        const [file, key, ...fields] = line.split('\t')
        if (fields.length) kept.set(JSON.parse(file) as string, { key, fields })
      }
    } catch {
      kept.clear() // not kept yet, or unreadable: every result is made again
    }
    store = { kept, used: new Map(), missed: false }
    if (!stores.size) process.once('exit', saveKeptFrontmatter)
    stores.set(path, store)
  }
  return store
}

/** Where the live preview keeps front-matter: the build's cache folder, whose part it shares. */
let previewFolder: string | undefined

/**
 * Keeps front-matter in `folder` in a process without a build cache: the live preview, whose
 * checked front-matter is the build's (the same code, named by the same key). Its compiled bodies are
 * not kept: the preview's server code, unlike its configuration, is not loaded again when the
 * code that compiles them changes.
 */
export function keepFrontmatterIn(folder: string): void {
  previewFolder = folder
}

/**
 * The fields (JSON texts) that `make` gives for `file` under `key`: the kept ones when the key
 * matches, otherwise made and kept; `change` replaces one, kept with the rest. Without a build cache
 * (tests), `make` runs every time.
 */
function keptLine(
  file: string,
  key: string,
  make: () => string[],
): { fields: string[]; change: (index: number, value: string) => void } {
  const folder = buildCachePart('content') ?? previewFolder
  if (!folder) return { fields: make(), change: () => {} }
  const store = storeAt(join(folder, 'frontmatter.lines'))
  let line = store.kept.get(file)
  if (line?.key !== key) {
    line = { key, fields: make() }
    store.kept.set(file, line)
    store.missed = true
  }
  store.used.set(file, line)
  const kept = line
  return {
    fields: line.fields,
    change: (index, value) => {
      kept.fields[index] = value
      store.missed = true
    },
  }
}

/**
 * Writes what this process used where it changed, line by line, then renamed: a process reading it
 * meanwhile sees the old file or the new one. Called as the process ends, and by the live preview
 * each time it has read every file's front-matter (it is often stopped by a signal, which ends it
 * without that).
 */
export function saveKeptFrontmatter(): void {
  for (const [path, store] of stores) {
    if (!store.missed && store.used.size === store.kept.size) continue
    const partial = `${path}.${process.pid}.tmp`
    try {
      mkdirSync(dirname(path), { recursive: true })
      const fd = openSync(partial, 'w')
      try {
        for (const [file, { key, fields }] of store.used)
          writeSync(fd, `${[JSON.stringify(file), key, ...fields].join('\t')}\n`)
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
