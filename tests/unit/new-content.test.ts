import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent, checkFile } from '../../lib/content/check'
import { collectionOf } from '../../lib/content/addresses'
import { compileMdxFile } from '../../lib/content/compile'
import { glossaryAt } from '../../lib/content/glossary-file'
import { formatProblem } from '../../lib/content/problems'
import { kinds, template } from '../../scripts/new'
import { folderOf, kindNames, placeholders, withRecordFields } from '../../lib/content/templates'
import { defineCollection } from '../../lib/content/collections/record'
import { prose, text } from '../../lib/content/fields'
import { z } from 'zod'
import { parse } from 'yaml'

describe('npm run new', () => {
  // Every kind: those with a template of their own, and every other collection from its record's example.
  for (const kind of kindNames) {
    const folder = folderOf(kind)
    it(`starts a ${kind} file that passes the content check`, async () => {
      const source = template(kind, "Writer's New Example", 99, '2026-11-23')
      const file = `content/${folder}/writer-s-new-example.mdx`
      expect(collectionOf(file)).toBe(folder)
      const result = await compileMdxFile(file, source)
      expect(result.problems.map(formatProblem)).toEqual([])
    })
  }

  it("adds a required field its template does not write yet, with the record's example under the field's description", () => {
    const record = defineCollection({
      folder: 'things',
      schema: z
        .object({
          name: text('The name.'),
          careTeam: prose(text('Who cares for people with it.')),
          note: text('A note.').optional(),
        })
        .strict(),
      example: { name: 'A thing', careTeam: 'A neurologist and a nurse.', note: 'Optional words.' },
      shownOn: {},
    })
    const written = withRecordFields('---\nname: "New"\n---\n\nBody.\n', record)
    expect(written).toContain(
      '# Who cares for people with it. Replace the example.\ncareTeam: A neurologist and a nurse.\n---\n\nBody.\n',
    )
    expect(record.schema.safeParse(parse(written.split('---\n')[1])).success).toBe(true)
    expect(written).not.toContain('note:')
    expect(withRecordFields('---\nname: "New"\ncareTeam: "Mine"\n---\n', record)).toBe(
      '---\nname: "New"\ncareTeam: "Mine"\n---\n',
    )
  })

  it('starts files of every kind that pass the check in a copy of the project, pictures included', async () => {
    const root = await mkdtemp(join(tmpdir(), 'new-project-'))
    for (const folder of ['content', 'public', 'pages']) await cp(folder, join(root, folder), { recursive: true })
    const glossary = glossaryAt(root)
    const started: string[] = []
    for (const kind of kindNames) {
      // Each kind gets its own title: page titles must differ across the whole site.
      const title = `Scaffolded ${kind} example`
      const file = `content/${folderOf(kind)}/scaffolded-${kind}-example.mdx`
      const source = template(kind, title, 99, '2026-11-23')
      await writeFile(join(root, file), source)
      const result = await checkFile(file, source, glossary, root)
      expect(result.problems.filter((p) => p.severity === 'error').map(formatProblem), file).toEqual([])
      started.push(file)
    }
    const { problems } = await checkContent(root)
    expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([])
    expect(started).toHaveLength(kindNames.length)
  })

  it('names the file after the title by the slug rule and refuses to overwrite it', async () => {
    const contentDir = await mkdtemp(join(tmpdir(), 'new-'))
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new.ts', 'faq', 'Can I bring a friend?'], {
        encoding: 'utf8',
        env: { ...process.env, CONTENT_DIR: contentDir },
      })
    const first = run()
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain('Wrote content/faqs/can-i-bring-a-friend.mdx')
    expect(await readFile(join(contentDir, 'faqs/can-i-bring-a-friend.mdx'), 'utf8')).toContain(
      'question: "Can I bring a friend?"',
    )
    const second = run()
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('content/faqs/can-i-bring-a-friend.mdx already exists; nothing was written')
  }, 30_000)

  for (const [kind, folder] of Object.entries(kinds)) {
    it(`refuses a ${kind} file straight from the template once it is no longer a draft, naming each example's field and line`, async () => {
      const title = 'Placeholder Check Example'
      const file = `content/${folder}/placeholder-check-example.mdx`
      const draft = template(kind as keyof typeof kinds, title, 99, '2026-11-23')
      expect(draft).toMatch(/^draft: true$/m)
      const lines = draft.split('\n').filter((line) => line !== 'draft: true')
      const published = lines.join('\n')
      // The examples are read from the template itself: each stands on a line of the file.
      const examples = placeholders(kind as keyof typeof kinds)
      expect(examples.length, kind).toBeGreaterThan(0)
      const exampleLines = lines.flatMap((text, index) =>
        examples.some((example) => text.includes(example.text.split('…')[0])) ? [index + 1] : [],
      )
      expect(exampleLines.length).toBeGreaterThanOrEqual(examples.length)

      const refused = (await checkFile(file, published)).problems.filter((p) => p.severity === 'error')
      expect(refused.map((p) => p.line).sort((a, b) => a - b)).toEqual(exampleLines)
      for (const problem of refused) {
        expect(problem.message).toContain('npm run new')
        expect(problem.field).not.toBe('')
        // The message quotes the words that stand on the line it names.
        const quoted = /\("([^"]+)"\)/.exec(problem.message)?.[1] ?? ''
        expect(lines[problem.line - 1]).toContain(quoted.split('…')[0])
      }
      // As a draft, the same file passes.
      expect((await checkFile(file, draft)).problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual(
        [],
      )
    })
  }

  it("names the reviewer of the template by its field, and refuses it in the build's whole check too", async () => {
    const root = await mkdtemp(join(tmpdir(), 'placeholder-'))
    for (const folder of ['content', 'public', 'pages']) await cp(folder, join(root, folder), { recursive: true })
    const source = template('condition', 'Placeholder Condition', 99, '2026-11-23').replace(/^draft: true\n/m, '')
    await writeFile(join(root, 'content/conditions/placeholder-condition.mdx'), source)
    const { problems } = await checkContent(root, undefined, { compareWithMain: false })
    const reviewer = problems.find(
      (p) => p.file === 'content/conditions/placeholder-condition.mdx' && p.field === 'reviewer',
    )
    expect(reviewer?.severity).toBe('error')
    expect(reviewer?.line).toBe(
      source.split('\n').findIndex((line) => line.includes('team-id-of-the-reviewing-clinician')) + 1,
    )
    // The shipped content holds none of the examples.
    expect(
      problems
        .filter((p) => p.message.includes('npm run new') && !p.file.endsWith('placeholder-condition.mdx'))
        .map(formatProblem),
    ).toEqual([])
  })
})
