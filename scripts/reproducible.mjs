// Builds the site a second time and compares every file with dist/: the same commit must always
// give the same files, so a reviewer's preview is what production will serve.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { differingFiles, fileDigests } from './file-digests.mjs'

const root = resolve(import.meta.dirname, '..')
const first = resolve(root, 'dist/client')
const secondDir = 'dist-again'

const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, BUILD_DIR: secondDir },
})
if (build.status !== 0) process.exit(build.status ?? 1)
const a = fileDigests(first)
const b = fileDigests(resolve(root, secondDir, 'client'))
rmSync(resolve(root, secondDir), { recursive: true, force: true })
const differ = differingFiles(a, b)
if (differ.length) {
  console.error(
    `The build is not reproducible: ${differ.length} files differ between two builds:\n${differ.slice(0, 20).join('\n')}`,
  )
  process.exit(1)
}
console.log(`The build is reproducible: two builds gave the same ${a.size} files.`)
