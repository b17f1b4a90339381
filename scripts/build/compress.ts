// Step "compress": writes name.br (Brotli) and name.gz (gzip, level 9) next to every text file of a build, so the
// server sends precompressed files and compresses nothing per request. Scripts, styles and pictures
// are few and cached for a year: they get Brotli's best (quality 11). Pages are many (one per
// content file): quality 6 costs about 0.7 ms a page instead of 37 ms, for pages some 10% larger,
// which keeps a build of thousands of pages within its time budget. The same input always
// gives the same bytes (gzip's header carries no time or name here), so builds stay reproducible;
// so a file the build it replaces has with the very same bytes takes that build's .br and .gz (the
// code taken from the cache, the search's own scripts) instead of being compressed again, when that
// build was made by the same code (scripts/build/index.ts).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { linkOrCopy } from './kept-pages'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text worth compressing. Pagefind's index files, images and fonts are compressed already. */
export const compressibleFile = /\.(html|js|mjs|css|json|xml|svg|txt|webmanifest)$/

/** Every compressible file under `dir`, skipping dot-folders (the build's .vite manifest is never served) and the folders `skip` names. */
function textFiles(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skip.includes(path) ? [] : textFiles(path, skip)
    return entry.isFile() && compressibleFile.test(entry.name) ? [path] : []
  })
}

/** Files there is one of per page, compressed faster than the shared assets. */
const perPageFile = /\.(html|json|xml|txt)$/

const SUFFIXES = ['.br', '.gz'] as const

/** Takes the .br and .gz the last build wrote for `before`, which holds the same bytes as `file`; false when it has neither. */
function takeSiblings(file: string, before: string | undefined, raw: Buffer): boolean {
  if (!before || !SUFFIXES.some((suffix) => existsSync(`${before}${suffix}`))) return false
  try {
    if (!readFileSync(before).equals(raw)) return false
  } catch {
    return false // not in the last build
  }
  try {
    for (const suffix of SUFFIXES) {
      rmSync(`${file}${suffix}`, { force: true })
      if (existsSync(`${before}${suffix}`)) linkOrCopy(`${before}${suffix}`, `${file}${suffix}`)
    }
  } catch {
    return false // the last build went meanwhile: compressed here instead, which writes or removes both
  }
  return true
}

async function compressFile(file: string, before?: string): Promise<number> {
  const raw = readFileSync(file)
  if (takeSiblings(file, before, raw)) return SUFFIXES.filter((suffix) => existsSync(`${file}${suffix}`)).length
  const quality = perPageFile.test(file) ? 6 : 11
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    }),
    gzipAsync(raw, { level: 9 }),
  ])
  // A sibling no smaller than the file would only cost bytes: the server then sends the file itself.
  let written = 0
  for (const [suffix, body] of [
    ['.br', br],
    ['.gz', gz],
  ] as const) {
    if (body.length < raw.length) {
      writeFileSync(`${file}${suffix}`, body)
      written++
    } else rmSync(`${file}${suffix}`, { force: true })
  }
  return written
}

/**
 * Compresses `files`, a few at a time; zlib's asynchronous calls run on its thread pool. Resolves
 * with the .br and .gz files written. `beforeOf` names where the build it replaces has a file.
 */
export async function compressFiles(
  files: string[],
  beforeOf: (file: string) => string | undefined = () => undefined,
): Promise<number> {
  const queue = [...files]
  let written = 0
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const count = await compressFile(file, beforeOf(file))
      written += count
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker))
  return written
}

/**
 * Compresses the text files of the build in `dir`, but for the folders `skip` names and the files in
 * `done` (compressed already). `before` is the same folder in the build this one replaces, if any.
 */
export async function compressBuild(
  dir: string,
  options: { skip?: string[]; done?: ReadonlySet<string>; before?: string } = {},
): Promise<{ files: number; written: number }> {
  const files = textFiles(dir, options.skip)
  const { before } = options
  const written = await compressFiles(
    options.done ? files.filter((file) => !options.done!.has(file)) : files,
    before ? (file) => join(before, relative(dir, file)) : undefined,
  )
  return { files: files.length, written }
}
