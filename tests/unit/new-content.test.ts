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

describe('npm run new', () => {
  for (const [kind, folder] of Object.entries(kinds)) {
    it(`starts a ${kind} file that passes the content check`, async () => {
      const source = template(kind as keyof typeof kinds, "Writer's New Example", 99, '2026-11-23')
      const file = `content/${folder}/writer-s-new-example.mdx`
      expect(collectionOf(file)).toBe(folder)
      const result = await compileMdxFile(file, source)
      expect(result.problems.map(formatProblem)).toEqual([])
    })
  }

  it('starts files of every kind that pass the check in a copy of the project, pictures included', async () => {
    const root = await mkdtemp(join(tmpdir(), 'new-project-'))
    for (const folder of ['content', 'public', 'pages']) await cp(folder, join(root, folder), { recursive: true })
    const glossary = glossaryAt(root)
    const started: string[] = []
    for (const [kind, folder] of Object.entries(kinds)) {
      // Each kind gets its own title: page titles must differ across the whole site.
      const title = `Scaffolded ${kind} example`
      const file = `content/${folder}/scaffolded-${kind}-example.mdx`
      const source = template(kind as keyof typeof kinds, title, 99, '2026-11-23')
      await writeFile(join(root, file), source)
      const result = await checkFile(file, source, glossary, root)
      expect(result.problems.filter((p) => p.severity === 'error').map(formatProblem), file).toEqual([])
      started.push(file)
    }
    const { problems } = await checkContent(root, '2026-11-23')
    expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([])
    expect(started).toHaveLength(Object.keys(kinds).length)
  })

  it('names the file after the title by the slug rule and refuses to overwrite it', async () => {
    const contentDir = await mkdtemp(join(tmpdir(), 'new-'))
    const tsx = join(process.cwd(), 'node_modules/tsx/dist/cli.mjs')
    const run = () => spawnSync(process.execPath, [tsx, 'scripts/new.ts', 'faq', 'Can I bring a friend?'], { encoding: 'utf8', env: { ...process.env, CONTENT_DIR: contentDir } })
    const first = run()
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain('Wrote content/faqs/can-i-bring-a-friend.mdx')
    expect(await readFile(join(contentDir, 'faqs/can-i-bring-a-friend.mdx'), 'utf8')).toContain('question: "Can I bring a friend?"')
    const second = run()
    expect(second.status).toBe(1)
    expect(second.stderr).toContain('content/faqs/can-i-bring-a-friend.mdx already exists; nothing was written')
  }, 30_000)
})
