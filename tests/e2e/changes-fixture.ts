// Makes the page of changes the browser tests read: a copy of the project as a git repository, a
// branch that changes one symptom of the sleep page, and `npm run changes` on it. Run by
// scripts/e2e.mjs; writes dist-changes/index.html.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'

const root = resolve(import.meta.dirname, '../..')
const dir = copyOfProject(root)
try {
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment({ GIT_AUTHOR_NAME: 'Writer', GIT_AUTHOR_EMAIL: 'w@example.org', GIT_COMMITTER_NAME: 'Writer', GIT_COMMITTER_EMAIL: 'w@example.org' }),
      stdio: ['ignore', 'pipe', 'inherit'],
    })
  run('git', ['init', '-q', '-b', 'main'])
  run('git', ['add', '.'])
  run('git', ['commit', '-qm', 'The site as it is'])
  run('git', ['checkout', '-qb', 'symptom'])
  const file = join(dir, 'content/conditions/sleep.mdx')
  writeFileSync(file, readFileSync(file, 'utf8').replace('  - Loud snoring or pauses in breathing', '  - Snoring so loud it wakes others'))
  run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/changes.ts', 'main'])
  rmSync(join(root, 'dist-changes'), { recursive: true, force: true })
  mkdirSync(join(root, 'dist-changes'), { recursive: true })
  cpSync(join(dir, 'dist-preview/client/_changes/index.html'), join(root, 'dist-changes/index.html'))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
