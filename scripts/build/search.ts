// Step "search": the site search index, static files under /pagefind/, built by Pagefind from the main content of
// every page marked searchable (data-pagefind-body). Each run is Pagefind's own command, which ends
// once every file is written (the Node API's close() ended its backend while files were still being
// written, which left some empty now and then).
//
// Pagefind reads a copy of each page cut to what it indexes (searchablePart): a quarter of the page's
// bytes, read about a fifth faster, and the same index. The build keeps those copies in its cache
// (lib/build-cache.ts), and the next build writes again only the pages whose copy changed; the pages
// it took from the build whose pages the copies were cut from (scripts/build/kept-pages.ts) it does
// not even read.
//
// Pagefind holds every page it reads in memory until it writes the index, about 180 kB a page:
// 1.8 GB for 10,000 pages, and no setting lowers it. So a large site is indexed in parts of at most
// PAGES_PER_PART pages, one part after another, each given its own pages among the copies by a glob
// (partGlob). The first part is the index at /pagefind/; every further part is at
// /pagefind/part-N/, named in /pagefind/parts.json, and the search merges them into the first
// when it opens (Pagefind's mergeIndex). A site of up to PAGES_PER_PART pages is one part: parts
// switch on only above that, here and nowhere else.
//
// A part whose pages are the same as in the build the copies were cut from, none of whose copies
// changed, is not indexed again: its files are taken from that build's index, which Pagefind made
// from the very same copies. So after one page's words changed, only its part is indexed.
//
// The build starts it once the pages are written, and checks and compresses the pages meanwhile.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { buildCachePart } from '../../lib/build-cache'
import { readBuiltPages } from '../../lib/built-site'
import { linkOrCopy } from './kept-pages'

/**
 * At most this many pages to a part: Pagefind then stays under about 200 MB, and after one page's
 * words changed, a site of 1,000 extra conditions indexes 551 pages again instead of 1,102 (below).
 */
export const PAGES_PER_PART = 1000
/** The list of further parts, beside the first part's files. */
export const partsFile = 'parts.json'

const root = resolve(import.meta.dirname, '../..')
const pagefind = join(root, 'node_modules/pagefind/lib/runner/bin.cjs')

export interface SearchIndex {
  /** How many pages the index covers. */
  pages: number
  /** Each part's folder under /pagefind/ ('' for the first) and the files of its pages, relative to the site. */
  parts: Array<{ folder: string; files: string[] }>
}

/** Splits `files` into the fewest parts of at most `size`, as even as they can be. */
export function splitIntoParts<T>(files: T[], size = PAGES_PER_PART): T[][] {
  const count = Math.max(1, Math.ceil(files.length / size))
  const each = Math.ceil(files.length / count)
  return Array.from({ length: count }, (_, index) => files.slice(index * each, (index + 1) * each))
}

/**
 * What Pagefind reads of a built page: its <html> tag (whose lang picks the index's language), its
 * <title>, and its one <main>, the element marked data-pagefind-body; once a page marks one, Pagefind
 * indexes nothing outside it. The rest (the head, the menus, the footer) is about three quarters of
 * the page. The cut is made on the site's own markup (components/Layout.tsx writes one <main>); a page of
 * any other shape, or one that gives Pagefind a value outside its <main> (data-pagefind-meta, -filter,
 * -sort: Pagefind reads those anywhere), is given whole.
 */
export function searchablePart(html: string): string {
  const start = html.indexOf('<main')
  const end = html.indexOf('</main>') + '</main>'.length
  const htmlTag = /^(?:<!doctype html>\s*)?(<html\b[^>]*>)/i.exec(html)?.[1]
  const main = html.slice(start, end)
  const outside = html.slice(0, start) + html.slice(end)
  if (
    !htmlTag ||
    start === -1 ||
    end < start ||
    html.indexOf('<main', start + 1) !== -1 ||
    !/^<main\b[^>]*\sdata-pagefind-body/.test(main) ||
    /data-pagefind-(?!ignore\b)/.test(outside)
  )
    return html
  const title = /<title>[^<]*<\/title>/.exec(html.slice(0, start))?.[0] ?? ''
  return `<!doctype html>\n${htmlTag}<head>${title}</head><body>${main}</body></html>\n`
}

/**
 * Runs Pagefind over `siteDir` into `outDir`; resolves with the number of pages it indexed. In its
 * own process group: its runner starts the indexer, and `signal` stops both before the build's
 * folder is removed.
 */
export function runPagefind(siteDir: string, outDir: string, signal?: AbortSignal, glob?: string): Promise<number> {
  return new Promise((done, fail) => {
    signal?.throwIfAborted()
    const args = [pagefind, '--site', siteDir, '--output-path', outDir, ...(glob ? ['--glob', glob] : [])]
    const run = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const stop = () => {
      try {
        process.kill(-run.pid!, 'SIGTERM')
      } catch {
        // already ended
      }
    }
    signal?.addEventListener('abort', stop, { once: true })
    process.once('exit', stop)
    run.on('close', () => {
      signal?.removeEventListener('abort', stop)
      process.off('exit', stop)
    })
    let output = ''
    run.stdout.on('data', (chunk) => (output += chunk))
    run.stderr.on('data', (chunk) => (output += chunk))
    run.on('error', fail)
    run.on('close', (code) => {
      const indexed = /Indexed (\d+) pages?/.exec(output)
      if (code === 0 && indexed) done(Number(indexed[1]))
      else fail(new Error(`Search index: Pagefind failed.\n${output}`))
    })
  })
}

/**
 * Pagefind keeps an index per language (a page's <html lang>) and lists them in pagefind-entry.json
 * in no fixed order: sorted, two builds of one commit write the same file.
 */
function inLanguageOrder(partDir: string) {
  const file = join(partDir, 'pagefind-entry.json')
  const entry = JSON.parse(readFileSync(file, 'utf8')) as { languages: Record<string, unknown> }
  entry.languages = Object.fromEntries(Object.entries(entry.languages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  writeFileSync(file, JSON.stringify(entry))
}

/**
 * In the kept folder of copies, the digest of what the build they were cut from was made from
 * (scripts/build-inputs.mjs): a build with the same digest made the same pages. Not a page: Pagefind
 * reads only .html files.
 */
const CUT_FROM = '.cut-from'
/** Beside it, the pages of each part of that build's index, in order (JSON). */
const PARTS_OF = '.parts'

/**
 * The pages a build took unchanged from the last build (`files`), the digest of what that build was
 * made from (`inputs`), and the folder of that build's search index (`index`).
 */
export interface PagesKept {
  inputs: string
  files: Set<string>
  index: string
}

/**
 * The glob that makes Pagefind read exactly `files` of the folder it is given (its --glob), for a
 * part of a large site: linking each page into a folder of the part's own took longer than
 * indexing it. Undefined when a name holds a character a glob reads otherwise (the site's own names
 * are slugs: lib/slug.ts), or when the glob is too long for one argument; the part then has a folder.
 */
export function partGlob(files: string[]): string | undefined {
  const glob = `{${files.join(',')}}`
  return files.every((file) => /^[\w./-]+$/.test(file)) && glob.length < 100_000 ? glob : undefined
}

/** The files only the first part needs: the search's code, its styles and its WebAssembly. */
const firstPartOnly = /^(pagefind.*\.(js|css)|wasm\..*)$/

/**
 * Indexes the searchable pages of the built site in `clientDir` into `outDir`, served as /pagefind/.
 * `workDir` holds what Pagefind reads of them, and a folder for each part of a large site whose
 * pages a glob cannot name, and is removed after. With `keptDir`, what Pagefind reads is kept there
 * for the next build, which writes again only what changed: writing a folder and a file for every
 * page was most of the step's own time. A build takes the kept folder by moving it into its `workDir` and moves it back once done,
 * so two builds at once never share it; it holds exactly the pages read, whatever it held before.
 * `madeFrom` (this build's inputs) is kept with it; when it names the build `pagesKept` were taken
 * from, their copies stand as they are, unread.
 */
export async function buildSearchIndex(
  clientDir: string,
  {
    pagesPerPart = PAGES_PER_PART,
    outDir = join(clientDir, 'pagefind'),
    workDir = join(clientDir, '..', 'search-parts'),
    keptDir,
    madeFrom,
    pagesKept,
    signal,
  }: {
    pagesPerPart?: number
    outDir?: string
    workDir?: string
    keptDir?: string
    madeFrom?: string | null
    pagesKept?: PagesKept | null
    signal?: AbortSignal
  } = {},
): Promise<SearchIndex> {
  rmSync(workDir, { recursive: true, force: true })
  mkdirSync(workDir, { recursive: true })
  // What Pagefind reads of every searchable page, by its file in the site.
  const readsDir = join(workDir, 'pages')
  try {
    if (keptDir) renameSync(keptDir, readsDir)
  } catch {
    // Nothing kept, or another build holds it: every page is written.
  }
  let complete = false
  try {
    // Pagefind numbers pages in the order it finds their files, which on some file systems is the
    // order they were made. So a searchable page the kept folder lacks (one new since) has every page
    // written anew, in the site's order, as in a clean build; a copy rewritten or removed keeps the order.
    const built = readBuiltPages(clientDir).map((page) => ({ page, file: relative(clientDir, page.file) }))
    const kept = keptFiles(readsDir)
    const cutFrom = existsSync(join(readsDir, CUT_FROM)) ? readFileSync(join(readsDir, CUT_FROM), 'utf8') : null
    let partsBefore: string[][] = []
    try {
      partsBefore = JSON.parse(readFileSync(join(readsDir, PARTS_OF), 'utf8')) as string[][]
    } catch {
      // None kept, or not whole: every part is indexed.
    }
    for (const name of [CUT_FROM, PARTS_OF]) rmSync(join(readsDir, name), { force: true })
    if (built.some(({ page, file }) => !kept.has(file) && page.html.includes('data-pagefind-body'))) {
      rmSync(readsDir, { recursive: true, force: true })
      kept.clear()
    }
    // The build these copies were cut from, when the build's kept pages are taken from it.
    const cutFromKept = pagesKept && cutFrom !== null && cutFrom === pagesKept.inputs ? pagesKept : null
    // The pages taken unchanged from it: each copy stands.
    const standing = cutFromKept?.files ?? new Set()
    const files: string[] = []
    // The copies written now, which the index of the build they were cut from does not hold.
    const written = new Set<string>()
    for (const { page, file } of built) {
      if (standing.has(file) && kept.has(file)) {
        files.push(file)
        continue
      }
      const html = page.html
      if (!html.includes('data-pagefind-body')) continue
      const part = searchablePart(html)
      files.push(file)
      if (kept.has(file) && readFileSync(join(readsDir, file), 'utf8') === part) continue
      mkdirSync(dirname(join(readsDir, file)), { recursive: true })
      writeFileSync(join(readsDir, file), part)
      written.add(file)
    }
    // Whatever else the kept folder holds (pages gone since, or no longer searchable) would be indexed: it goes.
    const searched = new Set(files)
    for (const file of kept) if (!searched.has(file)) rmSync(join(readsDir, file))
    if (!files.length) throw new Error('Search index: no page is marked searchable (data-pagefind-body).')
    const parts = splitIntoParts(files, pagesPerPart).map((partFiles, index) => ({
      folder: index ? `part-${index + 1}/` : '',
      files: partFiles,
    }))
    for (const [index, part] of parts.entries()) {
      const partDir = join(outDir, part.folder)
      const before = partsBefore[index]
      if (
        cutFromKept &&
        before?.length === part.files.length &&
        part.files.every((file, at) => before[at] === file && !written.has(file)) &&
        takeIndexPart(join(cutFromKept.index, part.folder), partDir)
      )
        continue
      // A site of one part is indexed from the folder itself; each part of a larger one from it too,
      // given its own pages by a glob, or else from a folder of its own pages.
      const glob = parts.length > 1 ? partGlob(part.files) : undefined
      const siteDir = parts.length === 1 || glob ? readsDir : join(workDir, String(index + 1))
      if (siteDir !== readsDir)
        for (const file of part.files) {
          mkdirSync(dirname(join(siteDir, file)), { recursive: true })
          linkOrCopy(join(readsDir, file), join(siteDir, file))
        }
      const indexed = await runPagefind(siteDir, partDir, signal, glob)
      inLanguageOrder(partDir)
      if (indexed !== part.files.length)
        throw new Error(
          `Search index: Pagefind indexed ${indexed} of the ${part.files.length} pages of part ${index + 1}.`,
        )
      if (index) for (const name of readdirSync(partDir)) if (firstPartOnly.test(name)) rmSync(join(partDir, name))
      if (siteDir !== readsDir) rmSync(siteDir, { recursive: true, force: true })
    }
    writeFileSync(join(outDir, partsFile), `${JSON.stringify(parts.slice(1).map((part) => part.folder))}\n`)
    if (madeFrom) {
      writeFileSync(join(readsDir, CUT_FROM), madeFrom)
      writeFileSync(join(readsDir, PARTS_OF), JSON.stringify(parts.map((part) => part.files)))
    }
    complete = true
    return { pages: files.length, parts }
  } finally {
    // Kept only when it holds exactly this build's pages; a folder another build put back meanwhile stays.
    if (keptDir && complete && !existsSync(keptDir))
      try {
        mkdirSync(dirname(keptDir), { recursive: true })
        renameSync(readsDir, keptDir)
      } catch {
        // A cache that cannot be kept costs time only.
      }
    rmSync(workDir, { recursive: true, force: true })
  }
}

/**
 * Takes one part's files from the index of an earlier build (`from`) into `to`, linked: every file
 * Pagefind wrote, without the further parts' folders and list beside the first part's files, and
 * without the compressed forms the compress step makes. False, taking nothing, when `from` holds no
 * index.
 */
function takeIndexPart(from: string, to: string): boolean {
  if (!existsSync(join(from, 'pagefind-entry.json'))) return false
  const take = (path: string) => {
    mkdirSync(join(to, path), { recursive: true })
    for (const entry of readdirSync(join(from, path), { withFileTypes: true })) {
      if (/\.(br|gz)$/.test(entry.name) || (!path && (entry.name === partsFile || /^part-\d+$/.test(entry.name))))
        continue
      if (entry.isDirectory()) take(join(path, entry.name))
      else linkOrCopy(join(from, path, entry.name), join(to, path, entry.name))
    }
  }
  take('')
  return true
}

/** The files under `dir`, from it; none when there is no such folder. */
function keptFiles(dir: string): Set<string> {
  const found = new Set<string>()
  const walk = (path: string) => {
    for (const entry of readdirSync(join(dir, path), { withFileTypes: true }))
      if (entry.isDirectory()) walk(join(path, entry.name))
      else if (path || (entry.name !== CUT_FROM && entry.name !== PARTS_OF)) found.add(join(path, entry.name))
  }
  if (existsSync(dir)) walk('')
  return found
}

/**
 * The search step as the build runs it: started beside the others, its outcome awaited once they are
 * done. `madeFrom` and `pagesKept` as for buildSearchIndex.
 */
export function startSearch(
  clientDir: string,
  { madeFrom, pagesKept }: { madeFrom: string | null; pagesKept: PagesKept | null },
): {
  done: Promise<{ index?: SearchIndex; error?: string; time: number }>
  stop(): void
} {
  const started = performance.now()
  const controller = new AbortController()
  const keptDir = buildCachePart('search')
  const done = buildSearchIndex(clientDir, { keptDir, madeFrom, pagesKept, signal: controller.signal }).then(
    (index) => ({ index, time: performance.now() - started }),
    (error: unknown) => ({ error: (error as Error).message, time: performance.now() - started }),
  )
  return { done, stop: () => controller.abort() }
}
