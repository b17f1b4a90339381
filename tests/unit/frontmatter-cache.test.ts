import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cachedFrontmatter, saveKeptFrontmatter } from '../../lib/content/frontmatter-cache'
import { readFrontmatter } from '../../lib/content/store'
import { validEntryFile } from './valid-entry'

const file = 'content/conditions/kept.mdx'
const text = validEntryFile('conditions')
let folder: string
let before: string | undefined

beforeEach(() => {
  before = process.env.BUILD_CACHE
  folder = mkdtempSync(join(tmpdir(), 'frontmatter-cache-'))
  process.env.BUILD_CACHE = folder
})
afterEach(() => {
  if (before === undefined) delete process.env.BUILD_CACHE
  else process.env.BUILD_CACHE = before
})

/** A read that counts how often it ran. */
function counted(result: { data: unknown; problems: unknown[] }) {
  const read = () => {
    read.runs++
    return result
  }
  read.runs = 0
  return read
}

/** For reads that never ask where a field stands. */
const unplaced = () => {
  throw new Error('no place was asked for')
}

/** Every place a reader may ask for: the file, each top-level field, and the first item or key inside each. */
function placesIn(data: Record<string, unknown>): PropertyKey[][] {
  return [
    [],
    ...Object.entries(data).flatMap(([key, value]) => {
      if (Array.isArray(value) && value.length) return [[key], [key, 0]]
      if (value && typeof value === 'object') return [[key], [key, Object.keys(value)[0]]]
      return [[key]]
    }),
  ]
}

describe('front-matter kept between runs', () => {
  it('gives what reading the file gives, with every field where it stands', () => {
    delete process.env.BUILD_CACHE
    const read = readFrontmatter(file, text, null)
    process.env.BUILD_CACHE = folder
    const missed = readFrontmatter(file, text, null)
    const kept = readFrontmatter(file, text, null)
    // Read or kept, the build sees the same values, to the last key.
    expect({ ...kept, locate: undefined }).toStrictEqual({ ...missed, locate: undefined })
    for (const result of [missed, kept]) {
      const { locate, ...rest } = result
      const { locate: readLocate, ...readRest } = read
      expect(rest).toEqual(readRest)
      const places = placesIn(read.data as Record<string, unknown>)
      expect(places.length).toBeGreaterThan(3)
      expect(places.map((path) => locate!(path))).toEqual(places.map((path) => readLocate!(path)))
    }
  })

  it('reads a file again when its text or the glossary changed, and never otherwise', () => {
    const read = counted({ data: { title: 'A' }, problems: [] })
    cachedFrontmatter(file, text, null, read, unplaced)
    cachedFrontmatter(file, text, null, read, unplaced)
    expect(read.runs).toBe(1)
    cachedFrontmatter(file, `${text}More.\n`, null, read, unplaced)
    expect(read.runs).toBe(2)
    cachedFrontmatter(file, `${text}More.\n`, { version: 'another glossary' } as never, read, unplaced)
    expect(read.runs).toBe(3)
  })

  it('hands out copies, so a caller that changes one changes nothing kept', () => {
    const read = counted({ data: { title: 'A' }, problems: [] })
    const first = cachedFrontmatter(file, text, null, read, unplaced)
    ;(first.data as { title: string }).title = 'changed'
    expect(cachedFrontmatter(file, text, null, read, unplaced).data).toEqual({ title: 'A' })
  })

  it('keeps what a process read for the next, and only the files it read', () => {
    const other = 'content/conditions/gone.mdx'
    const savedFiles = (cache: string) =>
      readFileSync(join(cache, 'content', 'frontmatter.lines'), 'utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line.split('\t')[0]) as string)
    // A tab and a line break in a value: each file's result is one line, its parts apart by tabs.
    cachedFrontmatter(file, text, null, counted({ data: { title: 'A\tB\nC' }, problems: [] }), unplaced)
    cachedFrontmatter(other, text, null, counted({ data: { title: 'D' }, problems: [] }), unplaced)
    saveKeptFrontmatter()
    expect(savedFiles(folder)).toEqual([file, other])
    // Another folder is another cache, read from its file as a new process reads it; that process
    // reads one of the two files, and keeps only that one.
    const next = mkdtempSync(join(tmpdir(), 'frontmatter-cache-'))
    cpSync(folder, next, { recursive: true })
    process.env.BUILD_CACHE = next
    const read = counted({ data: { title: 'B' }, problems: [] })
    expect(cachedFrontmatter(file, text, null, read, unplaced).data).toEqual({ title: 'A\tB\nC' })
    expect(read.runs).toBe(0)
    saveKeptFrontmatter()
    expect(savedFiles(next)).toEqual([file])
  })

  it('keeps where a nested field stands once a process asked, so the next reads no YAML for it', () => {
    const places = { '': { line: 1, column: 1 }, evidence: { line: 5, column: 1 } }
    const read = counted({ data: { evidence: [{ year: 2019 }] }, problems: [] })
    const readWithPlaces = () => ({
      ...read(),
      locate: (path: PropertyKey[]) => places[String(path[0] ?? '') as keyof typeof places],
    })
    let readAgain = 0
    const again = () => {
      readAgain++
      return (path: ReadonlyArray<PropertyKey>) => ({ line: 6 + path.length, column: 7 })
    }
    const first = cachedFrontmatter(file, text, null, readWithPlaces, again)
    expect(first.locate!(['evidence'])).toEqual({ line: 5, column: 1 })
    expect(readAgain).toBe(0)
    expect(first.locate!(['evidence', 0, 'year'])).toEqual({ line: 9, column: 7 })
    expect(first.locate!(['evidence', 0, 'year'])).toEqual({ line: 9, column: 7 })
    expect(readAgain).toBe(1)
    saveKeptFrontmatter()
    // A new process, as the next build starts one: the place is kept, and the YAML is not read again.
    const next = mkdtempSync(join(tmpdir(), 'frontmatter-cache-'))
    cpSync(folder, next, { recursive: true })
    process.env.BUILD_CACHE = next
    const kept = cachedFrontmatter(file, text, null, readWithPlaces, again)
    expect(kept.locate!(['evidence', 0, 'year'])).toEqual({ line: 9, column: 7 })
    expect(readAgain).toBe(1)
    // A place no process asked for yet is read as before.
    expect(kept.locate!(['evidence', 1])).toEqual({ line: 8, column: 7 })
    expect(readAgain).toBe(2)
  })
})
