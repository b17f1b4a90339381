// Builds the site a second time and compares every file with dist/: the same commit must always
// give the same files, so a reviewer's preview is what production will serve.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const first = resolve(root, 'dist/client')
const secondDir = 'dist-again'

function digests(dir) {
  const found = new Map()
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else found.set(relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(dir)
  return found
}

const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, BUILD_DIR: secondDir },
})
if (build.status !== 0) process.exit(build.status ?? 1)
const a = digests(first)
const b = digests(resolve(root, secondDir, 'client'))
rmSync(resolve(root, secondDir), { recursive: true, force: true })
const differ = [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort()
if (differ.length) {
  console.error(
    `The build is not reproducible: ${differ.length} files differ between two builds:\n${differ.slice(0, 20).join('\n')}`,
  )
  process.exit(1)
}
console.log(`The build is reproducible: two builds gave the same ${a.size} files.`)
