/**
 * Every content tool on a writer's branch, as a pull request has it: a branch of a copy of the project
 * (with its history) that adds one file of every kind with `npm run new`, and a translation, in one
 * commit. The check, the build, the page of changes and the review status each end as they should,
 * reading the new files here and their absence where the branch left main: no tool may fail on a
 * file the base does not have, and none may end with a bare stack trace.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kinds } from '../../lib/content/templates'
import { copyOfProject, gitIn, writersEnvironment } from './project-fixture'

let dir = ''
/** A project command as `npm run <script>` runs it (scripts/<script>.ts). */
const run = (script: string, ...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: writersEnvironment(),
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
/** No stack trace and no tool's own failure, whatever the tool says. */
const noCrash = (output: string) => {
  expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  expect(output).not.toMatch(/ stopped: /)
}

beforeAll(() => {
  dir = copyOfProject(process.cwd())
  gitIn(dir, 'checkout', '--quiet', '-b', 'new-files')
  for (const kind of Object.keys(kinds)) {
    const started = run('new', kind, `A writer's new ${kind}`)
    expect(started.status, started.output).toBe(0)
  }
  const translation = run('new', 'translation', 'es', 'content/conditions/tremor.mdx')
  // A translation the project has already is not started again; either way the branch adds files.
  expect([0, 1]).toContain(translation.status)
  gitIn(dir, 'add', '--all')
  gitIn(dir, 'commit', '--quiet', '-m', 'New files of every kind')
}, 180_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a branch that adds a file of every kind, committed', () => {
  it('passes npm run check, each new file a draft', () => {
    const { status, output } = run('check')
    noCrash(output)
    expect(output).toMatch(/^0 errors/m)
    expect(status).toBe(0)
  })

  it('lists every health page in npm run review status', () => {
    const { status, output } = run('review', 'status')
    noCrash(output)
    expect(status).toBe(0)
    expect(output).toContain('content/conditions/a-writer-s-new-condition.mdx')
  })

  // npm run changes builds the branch (as a preview, with its drafts) and main, and compares them.
  it('builds, and npm run changes lists the new pages against main', () => {
    const changes = run('changes')
    noCrash(changes.output)
    expect(changes.status, changes.output.slice(-2000)).toBe(0)
    expect(changes.output).toContain('/conditions/a-writer-s-new-condition')
  }, 300_000)
})
