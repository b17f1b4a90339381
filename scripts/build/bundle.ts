// Step "bundle": `vike build` bundles the site's code (browser and server) into the build's folder
// and writes no page (renderer/+config.ts: the render step writes them). It runs beside the content
// check (the build takes the files as checked, CONTENT_CHECKED), and is heard once the check passed.
//
// The bundled code holds no page's words (lib/content/server-data.ts), so it is kept in the build's
// cache (.cache/bundle) under the digest of what it is made from (scripts/build-inputs.mjs:
// codeInputs), and the next build with the same code, packages, configuration, content/*.yaml and
// variables takes it from there instead of bundling again. Either way, what the server code reads
// of the content is written beside it from the content as it is now.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildCachePart } from '../../lib/build-cache'
import { SERVER_DATA, serverData, serverFolder, writeServerData } from '../../lib/content/server-data'
import { draftAddresses, draftsShown } from '../../lib/content/store'
import { codeInputs } from '../build-inputs.mjs'
import type { Check } from './check'
import { startProcess, StepFailed, type Build } from './processes'

/** How many bundles the cache keeps, the most recently used: e.g. the site's and a preview's with drafts (`npm run changes`). */
const KEPT_BUNDLES = 2
/** A copy into the cache older than this was left by a build that stopped: it is removed. */
const UNFINISHED_AFTER_MS = 60 * 60 * 1000
/** The folders `vike build` writes in the build's folder, each kept whole. */
const BUNDLED = ['client', 'server']

/** What the build says when it takes its code from the cache. */
export const BUNDLE_KEPT = 'The code has not changed since a kept build: its bundle is used again (.cache/bundle).'

/** Whether the bundle was made by the bundler or taken from the cache, and the digest of what it is made from (null outside git). */
export interface Bundled {
  kept: boolean
  key: string | null
}

/**
 * The bundle's key in the cache: the digest of what the code of the project at `root` is made from,
 * built with `env` (null outside git). The project's folder is not part of it: Vike's record of the
 * build names it in the server code, but nothing reads it there, so a copy elsewhere (npm run
 * changes's base, a clone) takes the same bundle (tests/e2e/kept-caches.ts builds with one made in
 * another folder).
 */
export function bundleKey(root: string, env: NodeJS.ProcessEnv = process.env): string | null {
  // The menu leaves out drafts in a build that hides them (lib/content/vite-plugin.ts), so their addresses are part of the code.
  const drafts = draftsShown(true, env) ? [] : [...draftAddresses(root)].sort()
  return codeInputs(root, env, [`drafts=${drafts.join(' ')}`])
}

/**
 * The bundler's environment. Its native part (Rolldown) allocates with mimalloc, which by default
 * commits memory ahead in large arenas and gives freed memory back late: a third of the bundler's
 * resident memory (930 MB bundling a site of 10,000 extra pages; 605 MB with these two options, and
 * no slower). The bundler runs beside the content check, so this is the build's highest point of
 * memory. mimalloc reads the options when the process starts (its MIMALLOC_* variables); one set
 * already is kept.
 */
export function bundlerEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MIMALLOC_ARENA_EAGER_COMMIT: '0', MIMALLOC_PURGE_DELAY: '0', ...env }
}

export async function bundle(build: Build, check: Check): Promise<Bundled> {
  const inputs = () => bundleKey(build.root)
  const key = inputs()
  const cache = buildCachePart('bundle')
  const kept = cache && key ? join(cache, key) : undefined
  if (kept && existsSync(join(kept, 'server'))) {
    try {
      for (const folder of BUNDLED) cpSync(join(kept, folder), join(build.outDir, folder), { recursive: true })
      // When it was last used: the cache lets go of the least recently used first.
      writeFileSync(join(kept, 'used'), new Date().toISOString())
      // The bundler writes these as it bundles (lib/content/vite-plugin.ts).
      writeServerData(serverFolder(build.outDir), serverData(build.root))
      return { kept: true, key }
    } catch {
      // Let go of by another build meanwhile: bundled again below.
      for (const folder of BUNDLED) rmSync(join(build.outDir, folder), { recursive: true, force: true })
    }
  }
  const vike = startProcess([resolve(build.root, 'node_modules/vike/bin.js'), 'build'], bundlerEnv(build.stepEnv), {
    held: true,
  })
  void check.passed.then((passed) => (passed ? vike.release() : vike.stop()))
  if ((await vike.done) !== 0) throw new StepFailed('Build failed.')
  // The bundler read the files as they were while it ran: a file changed meanwhile (a branch checked
  // out and back) could have given it other code than the key says, so that bundle is not kept.
  if (kept && inputs() === key) keep(build.outDir, kept)
  return { kept: false, key }
}

/**
 * Copies the bundled code into the cache: whole, then renamed, so a build never finds half of it (one
 * that finds it let go of meanwhile bundles again), and never over another build's copy of the same
 * key. Then lets go of the least recently used bundles, and of copies stopped builds left unfinished.
 */
function keep(outDir: string, kept: string): void {
  const partial = `${kept}.${process.pid}.tmp`
  try {
    rmSync(partial, { recursive: true, force: true })
    const content = new Set(Object.values(SERVER_DATA).map((name) => join(serverFolder(outDir), name)))
    for (const folder of BUNDLED)
      cpSync(join(outDir, folder), join(partial, folder), { recursive: true, filter: (file) => !content.has(file) })
    writeFileSync(join(partial, 'used'), new Date().toISOString())
    if (existsSync(kept)) rmSync(partial, { recursive: true, force: true })
    else renameSync(partial, kept)
    const cache = resolve(kept, '..')
    const unfinished = (name: string) =>
      name.endsWith('.tmp') && Date.now() - statSync(join(cache, name)).mtimeMs > UNFINISHED_AFTER_MS
    const lastUsed = (name: string) => {
      try {
        return readFileSync(join(cache, name, 'used'), 'utf8')
      } catch {
        return ''
      }
    }
    const bundles = readdirSync(cache).filter((name) => !name.endsWith('.tmp'))
    const byUse = bundles.sort((a, b) => lastUsed(b).localeCompare(lastUsed(a)))
    for (const name of [...byUse.slice(KEPT_BUNDLES), ...readdirSync(cache).filter(unfinished)])
      rmSync(join(cache, name), { recursive: true, force: true })
  } catch {
    // A cache that cannot be written costs time only.
    rmSync(partial, { recursive: true, force: true })
  }
}
