// The site search index: static files under /pagefind/, built by Pagefind from the main content of
// every page marked searchable (data-pagefind-body). Each run is Pagefind's own command, which ends
// once every file is written (the Node API's close() ended its backend while files were still being
// written, which left some empty now and then).
//
// Pagefind holds every page it reads in memory until it writes the index, about 180 kB a page:
// 1.8 GB for 10,000 pages, and no setting lowers it. So a large site is indexed in parts of at most
// PAGES_PER_PART pages, one part after another, each from a folder of links to its own pages (the
// same addresses as in the site). The first part is the index at /pagefind/; every further part is
// at /pagefind/part-N/, named in /pagefind/parts.json, and the search merges them into the first
// when it opens (Pagefind's mergeIndex). A site of up to PAGES_PER_PART pages is one part, as before.
//
// Run as a command (`tsx scripts/search-index.ts dist/client`) by the build, beside its other checks.
import { spawn } from 'node:child_process'
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readBuiltPages } from '../lib/built-site'

/** At most this many pages to a part: Pagefind then stays under about 450 MB. */
export const PAGES_PER_PART = 2500
/** The list of further parts, beside the first part's files. */
export const partsFile = 'parts.json'

const root = resolve(import.meta.dirname, '..')
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

/** Runs Pagefind over `siteDir` into `outDir`; resolves with the number of pages it indexed. */
function runPagefind(siteDir: string, outDir: string): Promise<number> {
  return new Promise((done, fail) => {
    const run = spawn(process.execPath, [pagefind, '--site', siteDir, '--output-path', outDir], { stdio: ['ignore', 'pipe', 'pipe'] })
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

/** The files only the first part needs: the search's code, its styles and its WebAssembly. */
const firstPartOnly = /^(pagefind.*\.(js|css)|wasm\..*)$/

/**
 * Indexes the searchable pages of the built site in `clientDir` into `outDir`, served as /pagefind/.
 * `workDir` holds the parts' folders of links while they are indexed, and is removed after.
 */
export async function buildSearchIndex(clientDir: string, { pagesPerPart = PAGES_PER_PART, outDir = join(clientDir, 'pagefind'), workDir = join(clientDir, '..', 'search-parts') } = {}): Promise<SearchIndex> {
  const files = readBuiltPages(clientDir)
    .filter((page) => page.html.includes('data-pagefind-body'))
    .map((page) => relative(clientDir, page.file))
  if (!files.length) throw new Error('Search index: no page is marked searchable (data-pagefind-body).')
  const parts = splitIntoParts(files, pagesPerPart).map((partFiles, index) => ({ folder: index ? `part-${index + 1}/` : '', files: partFiles }))
  rmSync(workDir, { recursive: true, force: true })
  try {
    for (const [index, part] of parts.entries()) {
      const siteDir = join(workDir, String(index + 1))
      for (const file of part.files) {
        mkdirSync(dirname(join(siteDir, file)), { recursive: true })
        try {
          linkSync(join(clientDir, file), join(siteDir, file))
        } catch {
          // A file system without hard links: a copy reads the same.
          copyFileSync(join(clientDir, file), join(siteDir, file))
        }
      }
      const partDir = join(outDir, part.folder)
      const indexed = await runPagefind(siteDir, partDir)
      inLanguageOrder(partDir)
      if (indexed !== part.files.length) throw new Error(`Search index: Pagefind indexed ${indexed} of the ${part.files.length} pages of part ${index + 1}.`)
      if (index) for (const name of readdirSync(partDir)) if (firstPartOnly.test(name)) rmSync(join(partDir, name))
      rmSync(siteDir, { recursive: true, force: true })
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
  writeFileSync(join(outDir, partsFile), `${JSON.stringify(parts.slice(1).map((part) => part.folder))}\n`)
  return { pages: files.length, parts }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const index = await buildSearchIndex(resolve(process.argv[2] ?? 'dist/client'))
    console.log(`Search index covers ${index.pages} pages${index.parts.length > 1 ? ` in ${index.parts.length} parts` : ''}.`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
