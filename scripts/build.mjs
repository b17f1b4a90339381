// Builds the site into a fresh folder and puts it in place of dist/ only when every step passed,
// so a content mistake never destroys the last good build.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { buildEnvironment } from './build-env.mjs'

const root = resolve(import.meta.dirname, '..')
// BUILD_DIR names another output folder (the base-path test build uses dist-base).
const finalDir = resolve(root, process.env.BUILD_DIR ?? 'dist')
const tempDir = resolve(root, `.dist-build-${process.pid}`)
const oldDir = resolve(root, `.dist-old-${process.pid}`)
const buildEnv = buildEnvironment()
const stepEnv = {
  ...buildEnv,
  BUILD_OUT_DIR: tempDir,
  CONTENT_CHECKED: '1',
  // The config's extension-less imports are fine for the loader this project uses; the notice about another loader is noise.
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
}

/**
 * The pages one rendering process takes at most. The renderer keeps each page it has written in
 * memory until its process ends, so a large site is rendered in several shares, as many at once as
 * the machine has cores.
 */
const PAGES_PER_SHARE = 1000
/** Below this many pages a share is not worth a renderer's start. */
const MIN_PAGES_PER_SHARE = 250
/** The memory a rendering process may use for its objects: ample for its share, and it frees memory well before the machine's limits. */
const SHARE_HEAP_MB = 512

/**
 * Starts one step of the build as its own process. A held step's output waits until release(): the
 * build runs beside the content check, and is heard only once the check has passed. A quiet step's
 * output is kept, not shown: the caller reads it, and shows it when the step fails (and its
 * warnings when it succeeds).
 */
function start(args, env, { held, quiet = false }) {
  // In this process's group: a Ctrl-C or a closed terminal ends the steps with it. The channel
  // carries a renderer's word that it has read the site's configuration (renderer/+onPrerenderStart.ts).
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] })
  const waiting = []
  let heard = !held
  let output = ''
  let errors = ''
  const pass = (stream) => (chunk) => {
    if (quiet) {
      output += chunk
      if (stream === process.stderr) errors += chunk
    } else if (heard) stream.write(chunk)
    else waiting.push([stream, chunk])
  }
  child.stdout.on('data', pass(process.stdout))
  child.stderr.on('data', pass(process.stderr))
  const done = new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
  const configured = new Promise((resolve) => {
    child.once('message', resolve)
    child.once('exit', resolve)
  })
  return {
    done,
    configured,
    /** A quiet step's output, and what of it went to standard error. */
    output: () => output,
    errors: () => errors,
    release() {
      heard = true
      for (const [stream, chunk] of waiting.splice(0)) stream.write(chunk)
    },
    stop() {
      child.kill('SIGTERM')
    },
  }
}

/** Stops every step still running, removes the unfinished build and ends, saying that dist/ is untouched. */
async function stop(reason, code = 1) {
  stopping = true
  const ending = [...running]
  for (const each of ending) each.stop()
  // A renderer still writing would otherwise put files back into the folder being removed.
  await Promise.all(ending.map((each) => each.done))
  rmSync(tempDir, { recursive: true, force: true })
  console.error(`\n${reason} ${existsSync(finalDir) ? 'The last good build in dist/ is unchanged.' : 'Nothing was written to dist/.'}`)
  process.exit(code)
}

/** How many pages the content makes, about: one per content file, and a few of the site's own. */
function pagesAbout(dir) {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += pagesAbout(join(dir, entry.name))
    else if (entry.name.endsWith('.mdx')) count++
  }
  return count
}

rmSync(tempDir, { recursive: true, force: true })
/** The steps that run now: a failure stops them. */
const running = new Set()
let stopping = false
/** Keeps a started step among those a failure stops, while it runs. */
function track(started) {
  running.add(started)
  void started.done.then(() => running.delete(started))
  return started
}

// The content check and the bundling run side by side (the build takes the files as checked,
// CONTENT_CHECKED). The check is heard first: its report names file, line and field, without a
// build's stack trace; the bundler's output waits until the check has passed.
const check = start([resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/check.ts')], buildEnv, { held: false })
const bundle = track(start([resolve(root, 'node_modules/vike/bin.js'), 'build'], stepEnv, { held: true }))
let checkDone = false
const checked = check.done.then((code) => {
  checkDone = true
  if (code === 0) bundle.release()
  else for (const each of running) each.stop()
  return code === 0
})
/** After a step failed or once all are done: a failed check is the writer's report, and stops the build. */
async function requireCheck() {
  if (!(await checked)) await stop('Build stopped: fix the content above.')
}

if ((await bundle.done) !== 0) {
  await requireCheck()
  await stop('Build failed.', 1)
}

// The pages, in shares rendered side by side (renderer/+onPrerenderStart.ts), one per core; while the
// content check still runs, one core is left to it. A renderer takes about a second to start, so a
// small site has fewer shares than cores.
const contentPages = pagesAbout(resolve(root, 'content'))
const shares = Math.max(Math.ceil(contentPages / PAGES_PER_SHARE), Math.min(availableParallelism(), Math.ceil(contentPages / MIN_PAGES_PER_SHARE)))
let pages = 0
let warnings = ''
const failed = await new Promise((finished) => {
  const waiting = Array.from({ length: shares }, (_, index) => index)
  const active = new Set()
  let failedShare = false
  // One renderer reads the configuration at a time: the renderer writes a temporary file beside
  // renderer/+config.ts while it reads it, and two at once remove each other's.
  let configuring = false
  const fill = () => {
    if (failedShare || stopping) return
    while (!configuring && waiting.length && active.size < Math.max(1, availableParallelism() - (checkDone ? 0 : 1))) {
      const index = waiting.shift()
      const env = { ...stepEnv, PRERENDER_SHARE: `${index}/${shares}`, NODE_OPTIONS: `${stepEnv.NODE_OPTIONS ?? ''} --max-old-space-size=${SHARE_HEAP_MB}`.trim() }
      const share = track(start([resolve(root, 'scripts/prerender.mjs')], env, { held: false, quiet: true }))
      active.add(share)
      configuring = true
      void share.configured.then(() => {
        configuring = false
        fill()
      })
      void share.done.then((status) => {
        active.delete(share)
        // A share that ends without saying how many pages it wrote has failed, whatever its exit code.
        const written = /(\d+) HTML documents? pre-rendered/.exec(share.output())
        if (status !== 0 || !written) {
          failedShare = true
          return finished({ share, status: status || 1 })
        }
        pages += Number(written[1])
        warnings += share.errors()
        if (!waiting.length && !active.size) finished(null)
        else fill()
      })
    }
  }
  void checked.then(fill)
  fill()
})
if (failed) {
  await requireCheck()
  const output = failed.share.output()
  process.stderr.write(output)
  const outOfMemory = /heap out of memory/.test(output) ? ` A rendering process ran out of memory: lower PAGES_PER_SHARE or raise SHARE_HEAP_MB in scripts/build.mjs.` : ''
  await stop(`Build failed while writing the pages.${outOfMemory}`, failed.status)
}
await requireCheck()
process.stderr.write(warnings)
// The renderers' code is not part of the site.
rmSync(resolve(tempDir, 'server'), { recursive: true, force: true })
console.log(`✓ ${pages} HTML documents pre-rendered.`)
if (!existsSync(resolve(tempDir, 'client/index.html'))) await stop('Build failed: the home page was not written.')

const after = spawnSync(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/postbuild.ts'), resolve(tempDir, 'client')], { cwd: root, stdio: 'inherit', env: buildEnv })
if (after.status !== 0) await stop('Build stopped: fix the problems above.')

if (existsSync(finalDir)) renameSync(finalDir, oldDir)
renameSync(tempDir, finalDir)
rmSync(oldDir, { recursive: true, force: true })
console.log(`\nBuilt the site into ${finalDir}/client (static files, ready for any static host).`)
