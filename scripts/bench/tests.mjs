// The test suite's own time: each stage of `npm test` in a fresh clone of the project (no caches kept
// from another build), one after another as `npm test` runs them, and `npm run test:content` after a
// one-sentence change to a condition on a branch, as a writer's pull request runs it.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { budget, onCleanup, root } from './common.mjs'

/** The whole of `npm test`, at most (seconds), on the 2-core machine. */
export const WHOLE_SUITE_SECONDS = 15 * 60
/** `npm run test:content` after a one-sentence change, at most (seconds). */
export const CONTENT_SECONDS = 5 * 60
/** The stages of `npm test`, in its order (package.json). */
export const STAGES = ['typecheck', 'lint', 'format:check', 'build', 'test:unit', 'test:e2e']

const git = (dir, ...args) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Bench',
      GIT_AUTHOR_EMAIL: 'bench@example.org',
      GIT_COMMITTER_NAME: 'Bench',
      GIT_COMMITTER_EMAIL: 'bench@example.org',
    },
  })

/** Runs `npm run <script>` in `dir`; its time in seconds, and whether it passed. */
function timed(dir, script) {
  process.stdout.write(`npm run ${script} ... `)
  const started = performance.now()
  const result = spawnSync('npm', ['run', '--silent', script], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  })
  const seconds = (performance.now() - started) / 1000
  console.log(`${seconds.toFixed(0)} s${result.status === 0 ? '' : ' (failed)'}`)
  return { seconds, passed: result.status === 0, output: `${result.stdout}${result.stderr}` }
}

/** Adds a sentence to the first paragraph of plain words of the first condition file, as a writer does. */
function addSentence(dir) {
  const folder = join(dir, 'content/conditions')
  const file = join(
    folder,
    readdirSync(folder)
      .filter((name) => name.endsWith('.mdx'))
      .sort()[0],
  )
  const text = readFileSync(file, 'utf8')
  const bodyStart = text.indexOf('\n---\n', 4) + 5
  const paragraph = text
    .slice(bodyStart)
    .split('\n')
    .find((line) => /^[A-Z][^<|]*\.$/.test(line))
  if (!paragraph) throw new Error(`${file} has no paragraph of plain words to add a sentence to`)
  writeFileSync(file, text.replace(paragraph, `${paragraph} Bring a list of your medicines to your first visit.`))
}

export async function runTests() {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-tests-'))
  onCleanup(() => rmSync(dir, { recursive: true, force: true }))
  // A clone, as CI checks the project out: its whole history, no build and no cache of one.
  git(tmpdir(), 'clone', '--quiet', '--no-hardlinks', root, dir)
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')

  const stages = STAGES.map((script) => ({ script, ...timed(dir, script) }))
  const whole = stages.reduce((sum, stage) => sum + stage.seconds, 0)
  const failed = stages.filter((stage) => !stage.passed)

  git(dir, 'checkout', '--quiet', '-b', 'one-sentence')
  addSentence(dir)
  const content = timed(dir, 'test:content')

  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
  return {
    mode: 'a fresh clone, node_modules linked',
    tables: [
      {
        title:
          'Each stage of npm test, in its order, and npm run test:content after a one-sentence change to a condition',
        headers: ['stage', 'time', 'result'],
        rows: [
          ...stages.map((stage) => [
            `npm run ${stage.script}`,
            minutes(stage.seconds),
            stage.passed ? 'passed' : 'failed',
          ]),
          ['npm test, whole', minutes(whole), failed.length ? 'failed' : 'passed'],
          [
            'npm run test:content, one sentence changed',
            minutes(content.seconds),
            content.passed ? 'passed' : 'failed',
          ],
        ],
      },
    ],
    notes: [
      ...failed.map(
        (stage) => `npm run ${stage.script} failed: ${stage.output.trim().split('\n').slice(-5).join(' / ')}`,
      ),
      ...(content.passed
        ? []
        : [`npm run test:content failed: ${content.output.trim().split('\n').slice(-5).join(' / ')}`]),
    ],
    budgets: [
      budget(
        'npm test, whole',
        whole,
        WHOLE_SUITE_SECONDS,
        !failed.length && whole <= WHOLE_SUITE_SECONDS,
        `${minutes(whole)} (at most ${WHOLE_SUITE_SECONDS / 60} min)${failed.length ? ', with failures' : ''}`,
      ),
      budget(
        'npm run test:content after a one-sentence change to a condition',
        content.seconds,
        CONTENT_SECONDS,
        content.passed && content.seconds <= CONTENT_SECONDS,
        `${minutes(content.seconds)} (at most ${CONTENT_SECONDS / 60} min)`,
      ),
    ],
  }
}
