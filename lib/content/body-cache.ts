/**
 * Compiled bodies kept between runs: the check and a build's renderers keep each body they compile,
 * and read a kept one instead of compiling it again. Kept in the build's cache (lib/build-cache.ts:
 * .cache/content); tests and the live preview compile every time. In a clean build the check starts
 * well before the renderers (they wait for the bundle), so they find most bodies compiled: each is
 * compiled about once, not once by each (a clean build of 1,000 extra pages: 5 to 10 s less CPU).
 *
 * One file per content file (.cache/content/content/conditions/stroke.mdx.json), replaced when the
 * file compiles again (a file since removed leaves its own behind). It is used only when its key matches: a digest of the body's
 * text, everything else its compiled form depends on (the glossary, the day key facts are dated
 * against), and the code that compiles it (lib/, the list of parts, the installed packages). A
 * changed body, rule or package compiles again; whatever the cache holds, the result is the
 * compiler's own for the same inputs.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildCachePart } from '../build-cache'

/** The files whose code decides what a body compiles to, from the project's root: folders are read whole. */
const COMPILER_INPUTS = ['lib', 'components/mdx-components.tsx', 'package-lock.json']

function filesOf(path: string): string[] {
  try {
    return readdirSync(path, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((entry) => filesOf(join(path, entry.name)))
  } catch {
    return [path]
  }
}

const stamps = new Map<string, string>()
/** One digest of the compiler's code in the project at `root`, read once per process. */
export function compilerStamp(root: string): string {
  let stamp = stamps.get(root)
  if (!stamp) {
    const hash = createHash('sha256')
    for (const path of COMPILER_INPUTS.flatMap((input) => filesOf(join(root, input)))) {
      hash.update(path.slice(root.length)).update('\0')
      try {
        hash.update(readFileSync(path))
      } catch {
        hash.update('(none)')
      }
      hash.update('\0')
    }
    stamp = hash.digest('hex')
    stamps.set(root, stamp)
  }
  return stamp
}

/**
 * The result of `make` for this file and these inputs: read from the cache when it holds it,
 * otherwise made and kept there. `inputs` are every value besides the code the result depends on.
 */
export async function cachedCompile<T>(file: string, inputs: string[], make: () => Promise<T>): Promise<T> {
  const folder = buildCachePart('content')
  if (!folder) return make()
  const root = process.cwd()
  const key = createHash('sha256')
    .update([compilerStamp(root), file, ...inputs].join('\0'))
    .digest('hex')
  const path = join(folder, `${file}.json`)
  try {
    const kept = JSON.parse(readFileSync(path, 'utf8')) as { key: string; result: T }
    if (kept.key === key) return kept.result
  } catch {
    // not kept yet, or unreadable: made again below
  }
  const result = await make()
  try {
    mkdirSync(dirname(path), { recursive: true })
    // Written whole, then renamed: a process reading it meanwhile sees the old file or the new one.
    const partial = `${path}.${process.pid}.tmp`
    writeFileSync(partial, JSON.stringify({ key, result }))
    renameSync(partial, path)
  } catch {
    // A cache that cannot be written costs time only.
    rmSync(`${path}.${process.pid}.tmp`, { force: true })
  }
  return result
}
