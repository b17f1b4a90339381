import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { contentExamples, fieldRows, withFieldsReference } from '../../lib/content/docs'
import { conditionSchema } from '../../lib/content/schema'
import { mdxParts } from '../../components/mdx-components'

/** The guide with the example column of each generated field table left empty. */
function withoutExamples(guide: string): string {
  return guide
    .split('\n')
    .map((line) =>
      /^\| `[^`]+` \|/.test(line) && line.split(/(?<!\\)\|/).length === 7
        ? line.replace(/\|(?:[^|\\]|\\.)*\|\s*$/, '| |')
        : line,
    )
    .join('\n')
}

describe('the writing guide', () => {
  it('has the field tables the schemas give (run npm run docs:content after changing a schema)', async () => {
    const guide = await readFile('WRITING.md', 'utf8')
    // The example column shows values of the real files when the tables were written: a writer's
    // change to those values (a new phone number) leaves the guide right, so only the schema's columns are compared.
    expect(withoutExamples(guide)).toBe(
      withoutExamples(withFieldsReference(guide, await contentExamples(process.cwd()))),
    )
  })

  it('compares the field tables without their example column, and sees a changed field', () => {
    const table = [
      '| field | required | kind | meaning | example |',
      '|---|---|---|---|---|',
      '| `phone` | yes | text | The phone number. | `(312) 555-0142` |',
    ].join('\n')
    expect(withoutExamples(table)).toBe(withoutExamples(table.replace('555-0142', '555-0199')))
    expect(withoutExamples(table)).not.toBe(withoutExamples(table.replace('| yes |', '| no |')))
  })

  it('documents every part an MDX file may place, with an example', async () => {
    const guide = await readFile('WRITING.md', 'utf8')
    const names = Object.keys(mdxParts)
    expect(names.length).toBeGreaterThan(5)
    const undocumented = names.filter((name) => !guide.includes(`<${name}`))
    expect(undocumented).toEqual([])
  })

  it('lists nested fields and says which are required, and how the check reads their words', () => {
    const rows = fieldRows(conditionSchema as never)
    expect(rows.find((row) => row.name === 'symptoms')).toMatchObject({ required: true, kind: 'list of text, prose' })
    expect(rows.find((row) => row.name === 'title')).toMatchObject({ required: false, kind: 'text' })
    expect(rows.find((row) => row.name === 'sources[].url')).toMatchObject({
      required: true,
      kind: 'text, kept as written',
    })
    expect(rows.find((row) => row.name === 'sources[].title')).toMatchObject({ kind: 'text, kept as written' })
  })
})
