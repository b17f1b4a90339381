// `npm start`: builds the site when there is no build yet, then serves it and prints its address.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
if (!existsSync(resolve(root, 'dist/client/index.html'))) {
  console.log('No build yet: building the site first.')
  const build = spawnSync(process.execPath, [resolve(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const { serveBuild } = await import('./serve.mjs')
serveBuild()
