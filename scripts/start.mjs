// `npm start`: builds the site unless dist/ holds a build of this very project (its files, packages,
// variables and day: scripts/build-inputs.mjs), then serves it and prints its address. So after an
// edit, the site served is the edited one.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildInputs, INPUTS_FILE } from './build-inputs.mjs'

const root = resolve(import.meta.dirname, '..')
const built = existsSync(resolve(root, 'dist/client/index.html'))
const inputs = buildInputs(root)
const builtFrom =
  built && existsSync(resolve(root, 'dist', INPUTS_FILE))
    ? readFileSync(resolve(root, 'dist', INPUTS_FILE), 'utf8').trim()
    : null
if (!inputs || builtFrom !== inputs) {
  console.log(
    built
      ? 'The project changed since the last build: building the site again.'
      : 'No build yet: building the site first.',
  )
  const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
} else console.log('dist/ holds a build of this very project: serving it.')
const { serveBuild } = await import('./serve.mjs')
serveBuild()
