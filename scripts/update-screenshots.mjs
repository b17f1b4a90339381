// `npm run test:screenshots:update`: takes new reference pictures for tests/e2e/screenshots.spec.ts,
// after a change that moves a layout on purpose. Builds the fixture site the pictures are of
// (tests/fixtures/content/, into dist-pictures/) from this tree first, then takes the pictures and
// records the browser and fonts that drew them (tests/e2e/screenshots.spec.ts-snapshots/references.json).
// Extra arguments go to Playwright (e.g. `-- -g parts` for the parts only).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { findBrowserOrExit } from './find-browser.mjs'

const root = resolve(import.meta.dirname, '..')
const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const browser = findBrowserOrExit()
console.log('Building the fixture site of the layout pictures (tests/fixtures/content/) into dist-pictures/.')
run(['--import', 'tsx', resolve(root, 'tests/e2e/pictures-fixture.ts')])
// The browser tests serve the site's own builds too (playwright.config.ts), so they must exist; the pictures never look at them.
if (!existsSync(resolve(root, 'dist/client/index.html'))) run([resolve(root, 'scripts/build.mjs')])
if (!existsSync(resolve(root, 'dist-base/client/index.html')))
  run([resolve(root, 'scripts/build.mjs')], { BASE_PATH: '/pr-preview/pr-1/', BUILD_DIR: 'dist-base' })
run(
  [
    resolve(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '--project=pictures',
    '--update-snapshots=changed',
    ...process.argv.slice(2),
  ],
  { CHROMIUM_PATH: browser },
)
console.log(
  '\nNew reference pictures are in tests/e2e/screenshots.spec.ts-snapshots/: look at those that changed (git status), and commit them with references.json.',
)
