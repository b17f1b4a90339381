// Runs the browser tests against the built site, served as `npm start` serves it. First the builds
// they read, side by side on the machine's cores, each task's output shown once it ends:
//  - what a build keeps for the next (.cache/ and the build it replaces) never changes what it builds,
//    and the build is reproducible (tests/e2e/kept-caches.ts);
//  - the site under the preview base path, whose forms deliver to the endpoint the form tests start;
//  - a writer's week of content changes on a branch, checked, compared with main and built
//    (tests/e2e/writers-week-fixture.ts), with its page of changes;
//  - the fixture site the layout pictures are taken of (tests/e2e/pictures-fixture.ts).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { findBrowserOrExit } from './find-browser.mjs'
import { formEndpointOrigin } from './form-endpoint.mjs'
import { ownTemporaryFolder } from './temporary-folder.mjs'

const root = resolve(import.meta.dirname, '..')
if (!existsSync(resolve(root, 'dist/client/index.html'))) {
  console.error('No build in dist/client: run `npm run build` first (npm test does).')
  process.exit(1)
}
const browser = findBrowserOrExit()
// What the tasks and tests make in the temporary folder (copies of the project, inboxes, the browser's profiles) is removed as the run ends.
const removeTemporaryFolder = ownTemporaryFolder('browser-tests')

// TypeScript tasks run in node with tsx's loader, without the tsx command's own extra process.
const tsx = ['--import', 'tsx']
const endpoint = formEndpointOrigin(Number(process.env.E2E_PORT ?? 4173))
const tasks = [
  {
    what: "Builds of a copy of the project with what its last build kept and from nothing, after changing a condition's words, the Spanish not-found page's words, the condition's front-matter, a component and content/site.yaml in turn, then the condition's words under a sub-path",
    args: [...tsx, resolve(root, 'tests/e2e/kept-caches.ts')],
  },
  {
    what: 'The site under the preview base path /pr-preview/pr-1/, with form endpoints, for the base-path and form tests',
    args: [resolve(root, 'scripts/build.mjs')],
    env: {
      BASE_PATH: '/pr-preview/pr-1/',
      BUILD_DIR: 'dist-base',
      CONTACT_ENDPOINT: `${endpoint}/contact`,
      NEWSLETTER_ENDPOINT: `${endpoint}/newsletter`,
    },
  },
  {
    what: "A writer's week of content changes on a branch of a copy of the project, checked, compared with main and built",
    args: [...tsx, resolve(root, 'tests/e2e/writers-week-fixture.ts')],
  },
  {
    what: 'The fixture site of the layout pictures (tests/fixtures/content/), into dist-pictures/',
    args: [...tsx, resolve(root, 'tests/e2e/pictures-fixture.ts')],
  },
]

/** Runs a task with its output held, and says how it went once it has ended. */
function run({ what, args, env = {} }) {
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      if (code === 0) console.log(`✓ ${what} (${seconds} s)`)
      else console.error(`✘ ${what} (${seconds} s):\n${output.trimEnd()}`)
      done(code === 0)
    })
  })
}

// Two at a time on a machine of two cores: each build has phases that leave a core idle.
const lanes = Math.max(1, Math.min(2, availableParallelism()))
const queue = [...tasks]
const results = await Promise.all(
  Array.from({ length: lanes }, async () => {
    let passed = true
    for (let task = queue.shift(); task; task = queue.shift()) passed = (await run(task)) && passed
    return passed
  }),
)
if (results.includes(false)) {
  removeTemporaryFolder()
  process.exit(1)
}

const result = spawnSync(
  process.execPath,
  [resolve(root, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: browser },
  },
)
removeTemporaryFolder()
process.exit(result.status ?? 1)
