// Runs the browser tests against the built site, served as `npm start` serves it.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { findBrowser } from './find-browser.mjs'
import { formEndpointOrigin } from './form-endpoint.mjs'

const root = resolve(import.meta.dirname, '..')
if (!existsSync(resolve(root, 'dist/client/index.html'))) {
  console.error('No build in dist/client: run `npm run build` first (npm test does).')
  process.exit(1)
}
let browser
try {
  browser = findBrowser()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const reproducible = spawnSync(process.execPath, [resolve(root, 'scripts/reproducible.mjs')], {
  cwd: root,
  stdio: 'inherit',
})
if (reproducible.status !== 0) process.exit(reproducible.status ?? 1)

// What a build keeps for the next (.cache/ and the build it replaces) must never change what it builds:
// a condition's words, the Spanish not-found page's words, the condition's front-matter, a component and
// content/site.yaml changed in turn, then the condition's words under a sub-path, each built with what
// was kept and from nothing.
console.log(
  "Building a copy of the project with what its last build kept and from nothing, after changing a condition's words, the Spanish not-found page's words, the condition's front-matter, a component and content/site.yaml in turn, then the condition's words in a build under a sub-path.",
)
const kept = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'tests/e2e/kept-caches.ts')],
  { cwd: root, stdio: 'inherit' },
)
if (kept.status !== 0) process.exit(kept.status ?? 1)

// A second build under a sub-path, as a pull request's preview is published. Its forms deliver to
// the endpoint the form tests start on this machine (tests/e2e/form-delivery.spec.ts), so one extra build
// serves both.
console.log(
  'Building the site under the preview base path /pr-preview/pr-1/, with form endpoints, for the base-path and form tests.',
)
const endpoint = formEndpointOrigin(Number(process.env.E2E_PORT ?? 4173))
const baseBuild = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    BASE_PATH: '/pr-preview/pr-1/',
    BUILD_DIR: 'dist-base',
    CONTACT_ENDPOINT: `${endpoint}/contact`,
    NEWSLETTER_ENDPOINT: `${endpoint}/newsletter`,
  },
})
if (baseBuild.status !== 0) process.exit(baseBuild.status ?? 1)

// A page of changes, as a pull request's preview shows it, for the tests of that page.
console.log('Making a page of changes (one symptom changed, in a copy of the project) for the changes-page tests.')
const changes = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'tests/e2e/changes-fixture.ts')],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (changes.status !== 0) process.exit(changes.status ?? 1)

// A writer's week (ordinary content changes made with the project's own tools, each checked, then
// built) in a copy of the project, for the tests that the pages it touched still hold.
console.log(
  "Making a writer's week of content changes in a copy of the project, checking and building it, for the writer's-week tests.",
)
const week = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'tests/e2e/writers-week-fixture.ts')],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (week.status !== 0) process.exit(week.status ?? 1)

// The fixture site the layout pictures are taken of (tests/fixtures/content/), never the real content.
console.log('Building the fixture site of the layout pictures (tests/fixtures/content/) into dist-pictures/.')
const pictures = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'tests/e2e/pictures-fixture.ts')],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (pictures.status !== 0) process.exit(pictures.status ?? 1)

const result = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  },
)
process.exit(result.status ?? 1)
