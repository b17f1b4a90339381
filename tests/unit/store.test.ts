/** The content store: one listing of content files, one read of front-matter, one draft predicate. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  contentFiles,
  contentMdxFiles,
  dataFileOf,
  draftAddresses,
  feedPosts,
  fieldsIn,
  frontmatterOf,
  isDraft,
  nextOrder,
  storedEntries,
} from '../../lib/content/store'
import { projectWith } from './project-fixture'
import { checkedFields } from '../../lib/content/check'

const post = (title: string, date: string, extra = '') =>
  `---\ntitle: ${title}\nexcerpt: About ${title}.\ndate: ${date}\ncategory: News\n${extra}---\n\nText.\n`

const files = {
  'content/site.yaml': 'name: Test\n',
  'content/.DS_Store': 'x',
  'content/pages/privacy.mdx': '---\ntitle: Privacy\ndescription: How we keep data.\n---\n\nText.\n',
  'content/pages/partners/hospitals.mdx': '---\ntitle: Hospitals\ndescription: Partners.\ndraft: true\n---\n\nText.\n',
  'content/conditions/sleep.mdx': '\uFEFF---\r\nname: Sleep\r\norder: 3\r\ndraft: true\r\n---\r\n\r\nText.\r\n',
  'content/conditions/tremor.mdx': '---\nname: Tremor\norder: 7\n---\n\nText.\n',
  'content/es/conditions/tremor.mdx': '---\nname: Temblor\norder: 7\n---\n\nTexto.\n',
  'content/posts/old.mdx': post('Old News', '2024-01-02'),
  'content/posts/new.mdx': post('New News', '2025-03-04'),
  'content/posts/hidden.mdx': post('Hidden News', '2025-05-06', 'draft: true\n'),
  'content/es/posts/new.mdx': post('Noticias', '2025-03-04'),
}

describe('the content store', () => {
  it('lists every content file in one place, in path order, without dotfiles, translations included', async () => {
    const root = await projectWith(files)
    const all = contentFiles(root)
    expect(all).toEqual(
      Object.keys(files)
        .filter((file) => !file.includes('.DS_Store'))
        .sort(),
    )
    expect(contentMdxFiles(root)).toEqual(all.filter((file) => file.endsWith('.mdx')))
  })

  it('reads each entry once with its collection, id, language, address and draft state', async () => {
    const root = await projectWith(files)
    const entries = storedEntries(root)
    const byFile = new Map(entries.map((entry) => [entry.file, entry]))
    expect(byFile.get('content/conditions/sleep.mdx')).toMatchObject({
      collection: 'conditions',
      id: 'sleep',
      language: 'en',
      address: '/conditions/sleep',
      draft: true,
      data: { name: 'Sleep' },
    })
    expect(byFile.get('content/es/conditions/tremor.mdx')).toMatchObject({
      collection: 'conditions',
      id: 'tremor',
      language: 'es',
      address: '/es/conditions/tremor',
      draft: false,
    })
    expect(byFile.get('content/posts/new.mdx')?.address).toBe('/resources/blog/new-news')
    // A changed file is read again; an unchanged one comes from the store's cache.
    await writeFile(
      join(root, 'content/conditions/tremor.mdx'),
      '---\nname: Tremor again\norder: 7\ndraft: true\n---\n\nA longer text.\n',
    )
    expect(storedEntries(root).find((entry) => entry.file === 'content/conditions/tremor.mdx')).toMatchObject({
      draft: true,
      data: { name: 'Tremor again' },
    })
    // Its translation is held back with it, though its own file says nothing of drafts.
    expect(storedEntries(root).find((entry) => entry.file === 'content/es/conditions/tremor.mdx')).toMatchObject({
      draft: true,
      data: { name: 'Temblor' },
    })
  })

  it('gives the drafts’ addresses from the one draft predicate', async () => {
    const root = await projectWith(files)
    expect([...draftAddresses(root)].sort()).toEqual([
      '/conditions/sleep',
      '/partners/hospitals',
      '/resources/blog/hidden-news',
    ])
    // A draft's translation is left out with it, menus included.
    await writeFile(join(root, 'content/conditions/tremor.mdx'), '---\nname: Tremor\norder: 7\ndraft: true\n---\n')
    expect(draftAddresses(root)).toContain('/es/conditions/tremor')
    expect(isDraft({ draft: true })).toBe(true)
    expect(isDraft({ draft: 'true' })).toBe(false)
    expect(isDraft(undefined)).toBe(false)
  })

  it('gives the feed the published posts of the source language, newest first', async () => {
    const root = await projectWith(files)
    const previous = process.env.SHOW_DRAFTS
    delete process.env.SHOW_DRAFTS
    try {
      expect(feedPosts(root).map((entry) => entry.title)).toEqual(['New News', 'Old News'])
    } finally {
      if (previous !== undefined) process.env.SHOW_DRAFTS = previous
    }
  })

  it('reads front-matter whatever the line endings and byte-order mark, and none from broken YAML', () => {
    expect(frontmatterOf(files['content/conditions/sleep.mdx'])).toEqual({ name: 'Sleep', order: 3, draft: true })
    expect(frontmatterOf('---\nname: [unclosed\n---\n')).toBeUndefined()
    expect(frontmatterOf('no front-matter at all')).toEqual({})
  })

  it("gives the check's rules its entries' fields, and reads a file only for one it has no entry of", async () => {
    const root = await projectWith({
      'content/conditions/tremor.mdx': files['content/conditions/tremor.mdx'],
      'content/conditions/sleep.mdx': files['content/conditions/sleep.mdx'],
    })
    const checked = { name: 'Tremor as checked', draft: false }
    const fields = checkedFields(root, [{ file: 'content/conditions/tremor.mdx', data: checked }])
    expect(fields('content/conditions/tremor.mdx')).toEqual(checked)
    expect(fields('content/conditions/sleep.mdx')).toEqual(fieldsIn(root)('content/conditions/sleep.mdx'))
    expect(fields('content/conditions/sleep.mdx')).toEqual(frontmatterOf(files['content/conditions/sleep.mdx']))
    expect(fields('content/conditions/gone.mdx')).toBeUndefined()
  })

  it('hands out a new copy of front-matter it read before, so a caller that changes one changes nothing kept', () => {
    const text = files['content/conditions/sleep.mdx']
    const first = frontmatterOf(text)!
    first.name = 'Changed'
    ;(first as { extra?: number }).extra = 1
    expect(frontmatterOf(text)).toEqual({ name: 'Sleep', order: 3, draft: true })
  })

  it('reads a data file whatever the line endings and byte-order mark, none when it is missing, and throws on broken YAML', async () => {
    const root = await projectWith({
      'content/site.yaml': '\uFEFFname: Test\r\nforms:\r\n  encoding: json\r\n',
      'content/redirects.yaml': '- from: [unclosed\n',
    })
    expect(dataFileOf(root, 'content/site.yaml')).toEqual({ name: 'Test', forms: { encoding: 'json' } })
    expect(dataFileOf(root, 'content/navigation.yaml')).toBeUndefined()
    expect(() => dataFileOf(root, 'content/redirects.yaml')).toThrow()
  })

  it("is where the project's code reads content's YAML: no other module parses it", () => {
    const code = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|mts|cts)$/.test(file) && !file.startsWith('tests/'))
    // Writing YAML (stringify) is not reading it; any other import of the package is.
    const readsYaml = (text: string) =>
      [
        ...text.matchAll(
          /import\s+(type\s+)?(\{[^}]*\}|\*\s*as\s+\w+|\w+(?:\s*,\s*(?:\{[^}]*\}|\*\s*as\s+\w+))?)\s*from\s*['"]yaml['"]/g,
        ),
      ].some(([, typeOnly, names]) => !typeOnly && !/^\{\s*stringify\s*\}$/.test(names)) ||
      /(?:import|require)\(\s*['"]yaml['"]\s*\)/.test(text)
    expect(code.filter((file) => readsYaml(readFileSync(file, 'utf8')))).toEqual(['lib/content/frontmatter.ts'])
  })

  it("is where a content file's front-matter is read: no other module splits it off or parses its fields", () => {
    const code = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /^(lib|scripts|renderer|pages|components)\/.*\.(ts|tsx|mjs)$/.test(file))
    // The readers of front-matter in lib/content/frontmatter.ts, imported by name.
    const readsFrontmatter = (text: string) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][./]*(?:lib\/content\/)?frontmatter['"]/g)].some(
        ([, names]) => /\b(?:splitFrontmatter|parseFields)\b/.test(names),
      )
    expect(code.filter((file) => readsFrontmatter(readFileSync(file, 'utf8')))).toEqual(['lib/content/store.ts'])
    // The test itself notices such a read.
    expect(readsFrontmatter("import { normalizeSource, splitFrontmatter } from '../lib/content/frontmatter'")).toBe(
      true,
    )
  })

  it("is where the project's tools read a content file's text and tell a draft: no other module does", () => {
    const code = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => /^(lib|scripts|renderer|pages)\/.*\.(ts|tsx|mjs)$/.test(file))
    // A file read as text by its path from the project's root, as content files are named (content/…/x.mdx).
    const readsFromRoot = /readFileSync\(\s*(?:join|resolve)\(\s*root\s*,\s*[^,()]+\)\s*,\s*['"]utf-?8['"]/
    expect(code.filter((file) => readsFromRoot.test(readFileSync(file, 'utf8')))).toEqual(['lib/content/store.ts'])
    // The test itself notices such a read.
    expect(readsFromRoot.test("const text = readFileSync(join(root, file), 'utf8')")).toBe(true)
    // And whether an entry is a draft is decided by one predicate (isDraft), not by each reader.
    const decidesDraft = /\.draft\s*===\s*true/
    expect(code.filter((file) => decidesDraft.test(readFileSync(file, 'utf8')))).toEqual(['lib/content/addresses.ts'])
  })

  it('puts a new file after the highest order of its folder', async () => {
    const root = await projectWith(files)
    expect(nextOrder(join(root, 'content/conditions'))).toBe(8)
    expect(nextOrder(join(root, 'content/nothing-here'))).toBe(1)
  })
})
