/** The collections' records: each says what a kind of content is, and everything else reads it. */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { markRuleOf, records, pageCollections, type CollectionName } from '../../lib/content/records'
import {
  href,
  httpsUrl,
  list,
  marked,
  markedFieldsOf,
  prose,
  text,
  verbatim,
  wordsRoleAt,
} from '../../lib/content/fields'
import { frontmatterPassages } from '../../lib/content/prose'
import { collections } from '../../lib/content/schema'
import { addressOf, fileThatMakes, pageTitleOf } from '../../lib/content/addresses'
import { compileMdxFile } from '../../lib/content/compile'
import { validEntry, validEntryFile } from './valid-entry'
import { defineCollection } from '../../lib/content/collections/record'

const names = Object.keys(records) as CollectionName[]

describe('the collections’ records', () => {
  it.each(names)('give %s an example that passes its schema, so tests can build valid entries from it', (name) => {
    const result = records[name].schema.safeParse(validEntry(name))
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([])
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
      // Every kind's browser-tab title ends with the institute's name, added once, by one rule.
      expect(pageTitleOf(name, example, 'The Institute')).toMatch(/ \| The Institute$/)
      expect(pageTitleOf(name, example, 'The Institute')).not.toMatch(/\| The Institute \| The Institute$/)
      // A page file's address is its id; error pages have none.
      if (address) expect(fileThatMakes(address)).toContain(`content/${records[name].folder}/`)
    }
    for (const name of names.filter((name) => !(pageCollections as string[]).includes(name)))
      expect(addressOf(name, 'example-entry', validEntry(name))).toBeNull()
  })

  it('refuse a front-matter field named as what every entry gets from its file, naming the record', () => {
    const schema = z.object({ title: text('The title.'), address: text('The street address.') }).strict()
    expect(() => defineCollection({ folder: 'locations', schema, example: {}, shownOn: {} })).toThrow(
      /lib\/content\/collections\/locations\.ts: the front-matter field "address" has the name of what every entry gets/,
    )
    for (const name of names) expect(() => defineCollection(records[name])).not.toThrow()
  })

  it('refuse a record whose entries are pages without the title of their page, naming the record', () => {
    const schema = z.object({ title: text('The title.') }).strict()
    const record = { folder: 'locations', schema, example: {}, shownOn: {}, address: '/locations/:id' }
    expect(() => defineCollection(record)).toThrow(
      /lib\/content\/collections\/locations\.ts: its entries are pages \(address\), so the record needs a title/,
    )
    expect(() => defineCollection({ ...record, title: (data: { title: string }) => data.title })).not.toThrow()
  })

  it('keep a title that names the institute whole, as the home page gives it', () => {
    const home = validEntry('pages', { title: 'The Institute | Expert Care' })
    expect(pageTitleOf('pages', home, 'The Institute')).toBe('The Institute | Expert Care')
  })

  it('let a test replace or remove a field of the example', () => {
    expect(validEntry('conditions', { name: 'Dystonia' }).name).toBe('Dystonia')
    expect(validEntry('conditions', { reviewer: undefined })).not.toHaveProperty('reviewer')
    // The example itself stays as it was.
    expect(validEntry('conditions').name).toBe(records.conditions.example.name)
  })
})

describe('the roles a schema gives its fields', () => {
  const schema = z
    .object({
      title: text('A name.'),
      summary: prose(text('Sentences.')).optional(),
      features: marked(prose(list('Items.'))),
      sources: verbatim(z.array(z.object({ title: text('A quoted title.'), url: httpsUrl('An address.') }))),
      card: z.object({ signs: prose(list('Signs.')), heading: text('A heading.') }).optional(),
      tools: z.array(z.object({ name: marked(text('A name.')), note: text('A note.') })),
      link: z.union([
        z.object({ label: text('A label.'), href: href('An address.') }),
        z.object({ label: text('A label.'), items: list('Items.') }),
      ]),
    })
    .strict()

  it('reads prose, verbatim and marked fields from the schema, through lists, optional fields and unions', () => {
    const role = (...path: PropertyKey[]) => wordsRoleAt(schema, path)
    expect(role('title')).toEqual({ prose: false, verbatim: false, marked: false })
    expect(role('summary')).toEqual({ prose: true, verbatim: false, marked: false })
    expect(role('features', 3)).toEqual({ prose: true, verbatim: false, marked: true })
    expect(role('sources', 0, 'title')).toEqual({ prose: false, verbatim: true, marked: false })
    expect(role('card', 'signs', 0).prose).toBe(true)
    expect(role('card', 'heading').prose).toBe(false)
    expect(role('tools', 1, 'name').marked).toBe(true)
    expect(role('tools', 1, 'note').marked).toBe(false)
    expect(role('link', 'href').verbatim).toBe(true)
    expect(role('link', 'label').verbatim).toBe(false)
    expect(role('unknown')).toEqual({ prose: false, verbatim: false, marked: false })
  })

  it('lists the fields that take marks as WRITING.md names them', () => {
    expect(markedFieldsOf(schema)).toEqual(['features[]', 'tools[].name'])
  })

  it('gives the words of a file their roles: verbatim fields are not read, prose counts in the reading grade', () => {
    const data = {
      title: 'Memory care',
      summary: 'We help.',
      sources: [{ title: 'A study', url: 'https://example.org/' }],
      features: ['One'],
    }
    const passages = frontmatterPassages(data, () => ({ line: 1, column: 1 }), schema)
    expect(passages.map((passage) => [passage.field, passage.prose])).toEqual([
      ['title', false],
      ['summary', true],
      ['features.0', true],
    ])
  })

  it('lets a writer mark terms only where a collection says its component explains them', () => {
    for (const name of names) {
      const rule = markRuleOf(records[name].schema)
      for (const field of markedFieldsOf(records[name].schema))
        expect(
          rule.allowed(
            field
              .replace(/\[\]/g, '.0')
              .split('.')
              .map((key) => (/^\d+$/.test(key) ? 0 : key)),
          ),
        ).toBe(true)
      expect(rule.allowed(['draft'])).toBe(false)
    }
  })
})
