/**
 * Results kept between runs, one line per content file, in one file of the build's cache
 * (lib/build-cache.ts: .cache/content/<name>.lines): checked front-matter (frontmatter-cache.ts) and
 * the reading and style warnings of a file (warnings.ts). One file for all, so keeping them costs
 * one write; tests and the live preview keep nothing.
 *
 * A line is the content file's name (as JSON), the key its result was made under (a digest of
 * everything the result depends on), and the result's fields, each a JSON text, apart by tabs,
 * which JSON text never holds raw. Each is read only when asked for: a process holds one string a
 * field, not a second copy of every result.
 */
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildCachePart } from '../build-cache'

/** A file's kept result: the key it was made under, and its fields as JSON texts. */
interface KeptLine {
  key: string
  fields: string[]
}

/** One cache file as this process knows it: what it held, and what this process used (written back, so files gone from the content drop out). */
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
    if (!stores.size) process.once('exit', saveKeptLines)
    stores.set(path, store)
  }
  return store
}

/**
 * The fields (JSON texts) that `make` gives for `file` under `key`: the kept ones when the key
 * matches, otherwise made and kept. Without a build cache (tests, the live preview), `make` runs
 * every time.
 */
export function keptLine(name: string, file: string, key: string, make: () => string[]): string[] {
  const folder = buildCachePart('content')
  if (!folder) return make()
  const store = storeAt(join(folder, `${name}.lines`))
  let line = store.kept.get(file)
  if (line?.key !== key) {
    line = { key, fields: make() }
    store.kept.set(file, line)
    store.missed = true
  }
  store.used.set(file, line)
  return line.fields
}

/**
 * Writes what this process used where it changed, line by line, then renamed: a process reading it
 * meanwhile sees the old file or the new one. Called as the process ends.
 */
export function saveKeptLines(): void {
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
