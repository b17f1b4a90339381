import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { contentExamples, fieldRows, withFieldsReference } from '../../lib/content/docs'
import { conditionSchema } from '../../lib/content/schema'
import { mdxParts } from '../../components/mdx-components'

describe('the writing guide', () => {
  it('has the field tables the schemas give (run npm run docs:content after changing a schema)', async () => {
    const guide = await readFile('WRITING.md', 'utf8')
    expect(guide).toBe(withFieldsReference(guide, await contentExamples(process.cwd())))
  })

  it('documents every part an MDX file may place, with an example', async () => {
    const guide = await readFile('WRITING.md', 'utf8')
    const names = Object.keys(mdxParts)
    expect(names.length).toBeGreaterThan(5)
    const undocumented = names.filter((name) => !guide.includes(`<${name}`))
    expect(undocumented).toEqual([])
  })

  it('lists nested fields and says which are required', () => {
    const rows = fieldRows(conditionSchema as never)
    expect(rows.find((row) => row.name === 'symptoms')).toMatchObject({ required: true, kind: 'list of text' })
    expect(rows.find((row) => row.name === 'title')).toMatchObject({ required: false })
    expect(rows.find((row) => row.name === 'sources[].url')).toMatchObject({ required: true })
  })
})
