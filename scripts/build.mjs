// Builds the site into a fresh folder and puts it in place of dist/ only when every step passed,
// so a content mistake never destroys the last good build.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildEnvironment } from './build-env.mjs'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR names another output folder (the base-path test build uses dist-base).
const finalDir = resolve(root, process.env.BUILD_DIR ?? 'dist')
const tempDir = resolve(root, `.dist-build-${process.pid}`)
const oldDir = resolve(root, `.dist-old-${process.pid}`)
const buildEnv = buildEnvironment()

/**
 * Starts one step of the build as its own process. A held step's output waits until release():
 * the build runs beside the content check, and is heard only once the check has passed.
 */
function start(args, env, { held }) {
  // In this process's group: a Ctrl-C or a closed terminal ends the steps with it.
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const waiting = []
  let heard = !held
  const pass = (stream) => (chunk) => (heard ? stream.write(chunk) : waiting.push([stream, chunk]))
  child.stdout.on('data', pass(process.stdout))
  child.stderr.on('data', pass(process.stderr))
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  return {
    done,
    release() {
      heard = true
      for (const [stream, chunk] of waiting.splice(0)) stream.write(chunk)
    },
    stop() {
      child.kill('SIGTERM')
    },
  }
}

rmSync(tempDir, { recursive: true, force: true })
// The content check and the build run side by side (the build takes the files as checked, CONTENT_CHECKED).
// The check is heard first: its report names file, line and field, without a build's stack trace.
const check = start([resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/check.ts')], buildEnv, { held: false })
const build = start(
  [resolve(root, 'node_modules/vike/bin.js'), 'build'],
  {
    ...buildEnv,
    BUILD_OUT_DIR: tempDir,
    CONTENT_CHECKED: '1',
    // The config's extension-less imports are fine for the loader this project uses; the notice about another loader is noise.
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
  { held: true },
)
if ((await check.done) !== 0) {
  build.stop()
  await build.done
  rmSync(tempDir, { recursive: true, force: true })
  console.error(`\nBuild stopped: fix the content above. ${existsSync(finalDir) ? 'The last good build in dist/ is unchanged.' : 'Nothing was written to dist/.'}`)
  process.exit(1)
}
build.release()
const result = { status: await build.done }

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
