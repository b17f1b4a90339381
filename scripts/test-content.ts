// `npm run test:content`: the verdict on a change that touches only content/ and public/, in minutes.
// The content check and the build (npm run build runs the check first), the rules of every built
// page that need no browser (tests/unit/built-pages.test.ts), then every page rule in the browser
// (tests/e2e/every-page.spec.ts) on the pages the change touches and the pages that list them: the
// same list `npm run changes` compares (scripts/changes/compare.ts). A branch that changes code too
// needs the whole suite: `npm test`. With --if-content-only (pull requests' CI), such a branch passes
// here with a notice, since the whole suite runs for it instead.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { changedFiles, defaultBase, pagesTouched } from './changes/compare'
import { findBrowserOrExit } from './find-browser.mjs'

const root = resolve(import.meta.dirname, '..')
const say = (message: string) => console.log(message)
const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(0)

/** Runs a step with the project's own Node.js; stops here, with its exit code, when it fails. */
function step(name: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  say(`\n▶ ${name}`)
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    say(`\n✘ ${name} failed (${seconds()} s): fix what it says above, then run npm run test:content again.`)
    process.exit(result.status ?? 1)
  }
}

let base: string
try {
  base = defaultBase(root)
} catch (error) {
  say(`${(error as Error).message}. Without a main branch to compare with, run npm test, which checks every page.`)
  process.exit(1)
}
const code = changedFiles(root, base)
  .map((file) => file.path)
  .filter((path) => !path.startsWith('content/') && !path.startsWith('public/'))
if (code.length) {
  say(
    `This branch changes more than content/ and public/ (${code.slice(0, 5).join(', ')}${code.length > 5 ? ', …' : ''}): run npm test, which checks everything.`,
  )
  process.exit(process.argv.includes('--if-content-only') ? 0 : 1)
}

step('The content check and the build', [resolve(root, 'scripts/build.mjs')])
const { pages, everyPage } = pagesTouched(root, base, resolve(root, 'dist/client'))
step('The rules of every built page that need no browser', [
  resolve(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--configLoader',
  'runner',
  'tests/unit/built-pages.test.ts',
])
if (!pages.length) {
  say(`\nNo page changed since main (${base.slice(0, 7)}). Content is valid (${seconds()} s).`)
  process.exit(0)
}
say(
  `\n${everyPage ? 'A shared file changed, so every page is checked' : `The pages this change touches: ${pages.join(', ')}`}.`,
)
const browser = findBrowserOrExit(say)
step(
  'Every page rule in the browser, on those pages',
  [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', 'tests/e2e/every-page.spec.ts'],
  { ...process.env, CHROMIUM_PATH: browser, E2E_PAGES: pages.join(',') },
)
say(`\nThe change passes: ${pages.length} page${pages.length === 1 ? '' : 's'} checked in ${seconds()} s.`)
