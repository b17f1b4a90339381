// Makes the page of changes the browser tests read: a copy of the project as a git repository, a
// branch that changes the second symptom of a condition (the first generic one of the content), and
// `npm run changes` on it. Run by scripts/e2e.mjs; writes dist-changes/index.html, and what changed
// to dist-changes/change.json for tests/e2e/changes.spec.ts.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'
import { published } from '../content'

/** The change the page of changes shows: on which page, the symptom before and after, and the field's row. */
export interface Change {
  address: string
  removed: string
  added: string
  field: string
}

const root = resolve(import.meta.dirname, '../..')
const dir = copyOfProject(root)
try {
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment({
        GIT_AUTHOR_NAME: 'Writer',
        GIT_AUTHOR_EMAIL: 'w@example.org',
        GIT_COMMITTER_NAME: 'Writer',
        GIT_COMMITTER_EMAIL: 'w@example.org',
      }),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  run('git', ['checkout', '-qb', 'symptom'])
  const condition = published('conditions').find((entry) => entry.layout !== 'bespoke')
  if (!condition) throw new Error('The page of changes needs a published condition of the generic layout to change')
  const file = join(dir, condition.file)
  const removed = condition.symptoms[1]
  const lines = readFileSync(file, 'utf8').split('\n')
  const at = lines.findIndex((text) => /^\s*-\s/.test(text) && text.includes(removed))
  if (at < 0) throw new Error(`${condition.file} does not list its symptoms one a line`)
  const added = 'Snoring so loud it wakes others'
  lines[at] = lines[at].replace(removed, added)
  writeFileSync(file, lines.join('\n'))
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/changes.ts', 'main'])
  rmSync(join(root, 'dist-changes'), { recursive: true, force: true })
  mkdirSync(join(root, 'dist-changes'), { recursive: true })
  cpSync(join(dir, 'dist-preview/client/_changes'), join(root, 'dist-changes'), { recursive: true })
  const change: Change = { address: condition.address!, removed, added, field: 'symptoms 2' }
  writeFileSync(join(root, 'dist-changes/change.json'), JSON.stringify(change))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
