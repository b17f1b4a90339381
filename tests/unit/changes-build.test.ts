/**
 * `npm run changes` on a throw-away git repository (a copy of the project): a branch that changes
 * one symptom lists that condition's page with the words removed and added; a branch that changes
 * the phone number lists every page. Real builds of both sides, so this takes a minute or two.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyOfProject, writersEnvironment } from './project-fixture'

const dir = copyOfProject(process.cwd())
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_NAME: 'Writer', GIT_AUTHOR_EMAIL: 'w@example.org', GIT_COMMITTER_NAME: 'Writer', GIT_COMMITTER_EMAIL: 'w@example.org' } })
git('init', '-q', '-b', 'main')
git('add', '.')
git('commit', '-qm', 'The site as it is')

function changes(): { summary: string; page: string } {
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/changes.ts', 'main'], { cwd: dir, encoding: 'utf8', env: writersEnvironment() })
  expect(result.status, result.stderr.slice(-3000)).toBe(0)
  expect(result.stderr).toContain('_changes/')
  return { summary: result.stdout, page: readFileSync(join(dir, 'dist-preview/client/_changes/index.html'), 'utf8') }
}

const edit = (file: string, from: string, to: string) => {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}

describe('npm run changes', () => {
  it('lists the condition whose symptom changed, with the removed and the added words, and not the list whose cards did not change', () => {
    git('checkout', '-qb', 'symptom')
    edit('content/conditions/sleep.mdx', '  - Loud snoring or pauses in breathing', '  - Snoring so loud it wakes others')
    const { summary, page } = changes()
    expect(summary).toMatch(/^\*\*1 page changed\*\*/)
    expect(summary).toContain('- [/conditions/sleep](/conditions/sleep) (changed)')
    expect(summary).not.toContain('[/conditions](')
    expect(page).toMatch(/<del><span class="sr">\[removed: <\/span>[^<]*pauses in breathing[^<]*<span class="sr">\]<\/span><\/del>/)
    expect(page).toMatch(/<ins><span class="sr">\[added: <\/span>[^<]*wakes others[^<]*<span class="sr">\]<\/span><\/ins>/)
    expect(page).toContain('<th scope="row">symptoms 2</th>')
    git('checkout', '-q', '--', '.')
    git('checkout', '-q', 'main')
  }, 300_000)

  it('lists every page when the phone number changes, with the number as the change', () => {
    git('checkout', '-qb', 'phone')
    edit('content/site.yaml', 'phone: (312) 555-0142', 'phone: (312) 555-0199')
    const { summary, page } = changes()
    const listed = [...summary.matchAll(/^- \[([^\]]+)\]/gm)].map((match) => match[1])
    const built = execFileSync('find', ['dist-preview/client', '-name', 'index.html', '-not', '-path', '*/_changes/*'], { cwd: dir, encoding: 'utf8' }).trim().split('\n')
    // Every page but the forwarding page of an old address, whose own words are the same.
    expect(listed.length).toBeGreaterThanOrEqual(built.length - 1)
    expect(page).toMatch(/\[removed: <\/span>[^<]*555-0142/)
    expect(page).toMatch(/\[added: <\/span>[^<]*555-0199/)
    expect(page).toContain('<th scope="row">contact phone</th>')
  }, 300_000)
})
