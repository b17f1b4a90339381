import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { saveKeptLines } from '../../lib/content/kept-lines'
import { validEntryFile } from './valid-entry'

const file = 'content/faqs/kept.mdx'
const style = (phrase: string) =>
  `phrases:\n  - phrase: ${phrase}\n    why: a test rule\n    write: something else\n    severity: warning\n`
let root: string
let cache: string
let before: string | undefined

beforeEach(() => {
  before = process.env.BUILD_CACHE
  root = mkdtempSync(join(tmpdir(), 'kept-warnings-'))
  cache = mkdtempSync(join(tmpdir(), 'kept-warnings-cache-'))
  mkdirSync(join(root, 'content/faqs'), { recursive: true })
})
afterEach(() => {
  if (before === undefined) delete process.env.BUILD_CACHE
  else process.env.BUILD_CACHE = before
  for (const dir of [root, cache]) rmSync(dir, { recursive: true, force: true })
})

/** The warnings a check of the project reports, with the build's cache on or off. */
async function warnings(kept: boolean): Promise<string[]> {
  if (kept) process.env.BUILD_CACHE = cache
  else delete process.env.BUILD_CACHE
  const { problems } = await checkContent(root, '2026-11-23', { compareWithMain: false })
  saveKeptLines()
  return problems.filter((problem) => problem.severity === 'warning').map((p) => `${p.line}:${p.field} ${p.message}`)
}

const write = (path: string, text: string) => writeFileSync(join(root, path), text)

describe("a file's warnings kept between checks", () => {
  it('are what measuring the file again gives, and follow its words and the house style', async () => {
    const long = `${'This sentence keeps going with many more words than a reader can hold '.repeat(3)}in mind.\n`
    write('content/style.yaml', style('shortly'))
    write(file, validEntryFile('faqs', {}, `We will call you shortly.\n\n${long}`))
    const measured = await warnings(false)
    expect(measured.some((warning) => warning.includes('shortly'))).toBe(true)
    expect(measured.length).toBeGreaterThan(1)
    // Measured, then kept, then read back: the same warnings each time.
    expect(await warnings(true)).toEqual(measured)
    expect(readFileSync(join(cache, 'content/warnings.lines'), 'utf8')).toContain(JSON.stringify(file))
    expect(await warnings(true)).toEqual(measured)
    // Another house style: the kept warnings are not used.
    write('content/style.yaml', style('call you'))
    const restyled = await warnings(true)
    expect(restyled.some((warning) => warning.includes('shortly'))).toBe(false)
    expect(restyled).toEqual(await warnings(false))
    // Other words: neither are they.
    write(file, validEntryFile('faqs', {}, 'We will phone you.\n'))
    expect(await warnings(true)).toEqual([])
  })
})
