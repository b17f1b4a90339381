// Step "compress": writes name.br (Brotli) and name.gz (gzip, level 9) next to every text file of a build, so the
// server sends precompressed files and compresses nothing per request. Scripts, styles and pictures
// are few and cached for a year: they get Brotli's best (quality 11). Pages are many (one per
// content file): quality 6 costs about 0.7 ms a page instead of 37 ms, for pages some 10% larger,
// which keeps a build of thousands of pages within its time budget. The same input always
// gives the same bytes (gzip's header carries no time or name here), so builds stay reproducible.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

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

async function compressFile(file: string): Promise<number> {
  const raw = readFileSync(file)
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

/** Compresses `files`, a few at a time; zlib's asynchronous calls run on its thread pool. Resolves with the .br and .gz files written. */
export async function compressFiles(files: string[]): Promise<number> {
  const queue = [...files]
  let written = 0
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const count = await compressFile(file)
      written += count
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker))
  return written
}

/** Compresses the text files of the build in `dir`, but for the folders `skip` names and the files in `done` (compressed already). */
export async function compressBuild(
  dir: string,
  options: { skip?: string[]; done?: ReadonlySet<string> } = {},
): Promise<{ files: number; written: number }> {
  const files = textFiles(dir, options.skip)
  const written = await compressFiles(options.done ? files.filter((file) => !options.done!.has(file)) : files)
  return { files: files.length, written }
}
