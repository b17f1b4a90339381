import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cachedCompile } from '../../lib/content/body-cache'
import { compileMdxFile } from '../../lib/content/compile'
import { validEntryFile } from './valid-entry'

const file = 'content/faqs/kept.mdx'
let folder: string
let before: string | undefined

beforeEach(() => {
  before = process.env.BUILD_CACHE
  folder = mkdtempSync(join(tmpdir(), 'content-cache-'))
  process.env.BUILD_CACHE = folder
})
afterEach(() => {
  if (before === undefined) delete process.env.BUILD_CACHE
  else process.env.BUILD_CACHE = before
})

/** A compile that counts how often it ran. */
function counted(result: unknown) {
  const make = async () => {
    make.runs++
    return result
  }
  make.runs = 0
  return make
}

describe('compiled bodies kept between runs', () => {
  it('reads back what a check or renderer kept instead of compiling again', async () => {
    const make = counted({ code: 'return 1', problems: [] })
    expect(await cachedCompile(file, ['body'], make)).toEqual({ code: 'return 1', problems: [] })
    expect(await cachedCompile(file, ['body'], make)).toEqual({ code: 'return 1', problems: [] })
    expect(make.runs).toBe(1)
    expect(existsSync(join(folder, 'content', `${file}.json`))).toBe(true)
  })

  it('compiles again when the body or another input changed', async () => {
    const make = counted({ problems: [] })
    await cachedCompile(file, ['body', 'glossary 1'], make)
    await cachedCompile(file, ['body changed', 'glossary 1'], make)
    await cachedCompile(file, ['body changed', 'glossary 2'], make)
    expect(make.runs).toBe(3)
  })

  it('writes nothing without a cache folder', async () => {
    delete process.env.BUILD_CACHE
    const make = counted({})
    await cachedCompile(file, ['body'], make)
    await cachedCompile(file, ['body'], make)
    expect(make.runs).toBe(2)
    expect(readdirSync(folder)).toEqual([])
  })

  it('compiles again over a cache file that cannot be read', async () => {
    const make = counted({ problems: [] })
    await cachedCompile(file, ['body'], make)
    writeFileSync(join(folder, 'content', `${file}.json`), '{"key": "cut off')
    expect(await cachedCompile(file, ['body'], make)).toEqual({ problems: [] })
    expect(make.runs).toBe(2)
  })

  it('gives a file the same result, problems and findings from the cache as from the compiler', async () => {
    const bodies = [
      'Some words, a [link](/contact) and a ![picture](/images/hero-brain.svg).\n\n## A heading\n\n- a list\n',
      '<NoSuchPart />\n',
      'An unclosed <Callout>\n',
    ]
    for (const body of bodies) {
      const text = validEntryFile('faqs', {}, body)
      delete process.env.BUILD_CACHE
      const { locate: _, ...compiled } = await compileMdxFile(file, text, { glossary: null })
      process.env.BUILD_CACHE = folder
      await compileMdxFile(file, text, { glossary: null })
      const { locate: __, ...fromCache } = await compileMdxFile(file, text, { glossary: null })
      expect(fromCache).toEqual(compiled)
    }
  })
})
