// `npm run test:screenshots:update`: takes new reference pictures for tests/e2e/screenshots.spec.ts,
// after a change that moves a layout on purpose. Builds the site first, so the pictures show this tree.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { findBrowser } from './find-browser.mjs'

const root = resolve(import.meta.dirname, '..')
const run = (args, env = {}) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run([resolve(root, 'scripts/build.mjs')])
// The browser tests serve the preview build too (playwright.config.ts), so it must exist.
if (!existsSync(resolve(root, 'dist-base/client/index.html'))) run([resolve(root, 'scripts/build.mjs')], { BASE_PATH: '/pr-preview/pr-1/', BUILD_DIR: 'dist-base' })
run([resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', 'tests/e2e/screenshots.spec.ts', '--project=site', '--update-snapshots', ...process.argv.slice(2)], { CHROMIUM_PATH: findBrowser() })
