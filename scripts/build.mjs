// Builds the site into a fresh folder and puts it in place of dist/ only when every step passed,
// so a content mistake never destroys the last good build.
import { spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildEnvironment } from './build-env.mjs'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR names another output folder (the base-path test build uses dist-base).
const finalDir = resolve(root, process.env.BUILD_DIR ?? 'dist')
const tempDir = resolve(root, `.dist-build-${process.pid}`)
const oldDir = resolve(root, `.dist-old-${process.pid}`)
const buildEnv = buildEnvironment()

// The content check first: its report names file, line and field, without a build's stack trace.
const check = spawnSync(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/check.ts')], { cwd: root, stdio: 'inherit', env: buildEnv })
if (check.status !== 0) {
  console.error(`\nBuild stopped: fix the content above. ${existsSync(finalDir) ? 'The last good build in dist/ is unchanged.' : 'Nothing was written to dist/.'}`)
  process.exit(1)
}

rmSync(tempDir, { recursive: true, force: true })
const result = spawnSync(process.execPath, [resolve(root, 'node_modules/vike/bin.js'), 'build'], {
  cwd: root,
  stdio: 'inherit',
  // The config's extension-less imports are fine for the loader this project uses; the notice about another loader is noise.
  env: { ...buildEnv, BUILD_OUT_DIR: tempDir, CONTENT_CHECKED: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
})

if (result.status !== 0 || !existsSync(resolve(tempDir, 'client/index.html'))) {
  rmSync(tempDir, { recursive: true, force: true })
  console.error(`\nBuild failed; ${existsSync(finalDir) ? 'the last good build is unchanged' : 'nothing was written'}.`)
  process.exit(result.status || 1)
}

const after = spawnSync(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/postbuild.ts'), resolve(tempDir, 'client')], { cwd: root, stdio: 'inherit', env: buildEnv })
if (after.status !== 0) {
  rmSync(tempDir, { recursive: true, force: true })
  console.error(`\nBuild stopped: fix the problems above. ${existsSync(finalDir) ? 'The last good build in dist/ is unchanged.' : 'Nothing was written to dist/.'}`)
  process.exit(1)
}

if (existsSync(finalDir)) renameSync(finalDir, oldDir)
renameSync(tempDir, finalDir)
rmSync(oldDir, { recursive: true, force: true })
console.log(`\nBuilt the site into ${finalDir}/client (static files, ready for any static host).`)
