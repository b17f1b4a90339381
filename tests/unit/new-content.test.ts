import { spawnSync } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionOf, compileMdxFile } from '../../lib/content/compile'
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
