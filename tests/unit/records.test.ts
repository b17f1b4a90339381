/** The collections' records: each says what a kind of content is, and everything else reads it. */
import { describe, expect, it } from 'vitest'
import { records, pageCollections, type CollectionName } from '../../lib/content/records'
import { collections } from '../../lib/content/schema'
import { addressOf, fileThatMakes, pageTitleOf } from '../../lib/content/addresses'
import { compileMdxFile } from '../../lib/content/compile'
import { validEntry, validEntryFile } from './valid-entry'

const names = Object.keys(records) as CollectionName[]

describe('the collections’ records', () => {
  it.each(names)('give %s an example that passes its schema, so tests can build valid entries from it', (name) => {
    const result = records[name].schema.safeParse(validEntry(name))
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([])
  })

  it.each(names)('make a %s file from the example that the content pipeline accepts', async (name) => {
    const file = `content/${records[name].folder}/example-entry.mdx`
    const result = await compileMdxFile(file, validEntryFile(name), { glossary: null })
    expect(result.problems.filter((problem) => problem.severity === 'error')).toEqual([])
  })

  it('are the schemas the check reads, by folder', () => {
    for (const name of names) {
      expect(records[name].folder).toBe(name)
      expect(collections[name]).toBe(records[name].schema)
    }
  })

  it('give every collection whose entries are pages a title and an address, and the file that makes the address', () => {
    expect(pageCollections.length).toBeGreaterThan(0)
    for (const name of pageCollections) {
      const example = validEntry(name)
      const address = addressOf(name, 'example-entry', example)
      expect(pageTitleOf(name, example, 'The Institute')).toEqual(expect.any(String))
      // A page file's address is its id; error pages have none.
      if (address) expect(fileThatMakes(address)).toContain(`content/${records[name].folder}/`)
    }
    for (const name of names.filter((name) => !(pageCollections as string[]).includes(name))) expect(addressOf(name, 'example-entry', validEntry(name))).toBeNull()
  })

  it('let a test replace or remove a field of the example', () => {
    expect(validEntry('conditions', { name: 'Dystonia' }).name).toBe('Dystonia')
    expect(validEntry('conditions', { reviewer: undefined })).not.toHaveProperty('reviewer')
    // The example itself stays as it was.
    expect(validEntry('conditions').name).toBe(records.conditions.example.name)
  })
})
