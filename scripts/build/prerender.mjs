// A renderer: writes the site's pages to HTML with the code the bundle step wrote (scripts/build/render.ts
// starts it).
//
// Every page: Vike's prerender, which lists the pages from the routes (in a share of a large site,
// PRERENDER_SHARE names its share, renderer/+onPrerenderStart.ts). It writes each page itself
// (Vike's onPagePrerender) so that it can let go of the page's HTML once written: Vike keeps every
// page's text in its list of output until the process ends, about 110 kB a page, which was half of
// what a renderer held and set how many pages one could take.
//
// Only some pages (PRERENDER_ONLY names a file that lists them, with the file each is written to and
// the address under the site's base path a server answers it at: scripts/build/render.ts): each is
// answered as a server would, by Vike's renderPage with this build's server code, which writes the
// same bytes. It reads no configuration and lists no route, so it starts in about a third of the time
// prerender takes: most of a rebuild after one page's edit.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist')
const entry = pathToFileURL(join(outDir, 'server/entry.mjs')).href

let pages = 0
/** The files this renderer wrote: a share of a large site tells the render step, which compresses them while other shares render. */
const written = []
/** Each page written, with its address and content file: the build keeps them (scripts/build/kept-pages.ts). */
const rendered = []

/** Writes a page's file, and notes it with its address (from the site's root, as prerender gives it). */
async function writePage(filePath, fileContent, address, pageContext) {
  await mkdir(dirname(filePath), { recursive: true })
  await writeFile(filePath, fileContent)
  written.push(filePath)
  if (filePath.endsWith('.html')) pages++
  rendered.push({ file: filePath, address, source: pageContext.data?.source?.file ?? null })
}

/** A page that could not be made: its message is the whole report. */
class NotAPage extends Error {
  name = 'NotAPage'
}

/** Writes one file as Vike would, then drops Vike's copies of its text. */
async function onPagePrerender(pageContext) {
  const { filePath, fileContent } = pageContext._prerenderResult
  // The output entry of this file is the one Vike added just before it called this hook.
  const output = pageContext._prerenderContext?.output
  const entry = Array.isArray(output) ? output.at(-1) : undefined
  if (entry?.pageContext === pageContext && entry.fileContent === fileContent) entry.fileContent = ''
  pageContext._prerenderResult = { filePath, fileContent: '' }
  await writePage(filePath, fileContent, pageContext.urlOriginal, pageContext)
}

/** Every page (of this share), by Vike's prerender. */
async function renderAll() {
  const { prerender } = await import('vike/api')
  await prerender({ onPagePrerender })
}

/**
 * The pages listed in `listFile`, each as a server answers its address, one after another. What
 * Vike logs while it answers is held back: an error is reported once, below, as prerender's are.
 */
async function renderListed(listFile) {
  /** @type {Array<{ address: string, file: string, url: string }>} */
  const listed = JSON.parse(await readFile(listFile, 'utf8'))
  // As prerender has it: Vite sets it so when it reads the configuration.
  process.env.NODE_ENV ??= 'production'
  // The server code tells Vike that it is loaded, so Vike does not look for it.
  await import(entry)
  const { renderPage } = await import('vike/server')
  for (const { address, file, url } of listed) {
    const logged = []
    const log = console.error
    console.error = (...args) => logged.push(args)
    let pageContext
    try {
      pageContext = await renderPage({ urlOriginal: url })
    } finally {
      console.error = log
    }
    if (pageContext.errorWhileRendering) throw pageContext.errorWhileRendering
    const status = pageContext.httpResponse?.statusCode
    if (status !== 200)
      throw new NotAPage(`The page at ${address} could not be written: the server answered ${status}.`)
    for (const args of logged) console.error(...args)
    await writePage(join(outDir, 'client', file), pageContext.httpResponse.body, address, pageContext)
  }
}

try {
  if (process.env.PRERENDER_ONLY) await renderListed(process.env.PRERENDER_ONLY)
  else await renderAll()
  // The line the render step reads (scripts/build/render.ts); Vike prints it only when it writes the files itself.
  console.log(`✓ ${pages} HTML documents pre-rendered.`)
  process.send?.({ written, rendered })
} catch (error) {
  // A content error's message names the file and line for the writer; any other error keeps its
  // stack. Left to itself, the process would end as if it had succeeded.
  const reported = error instanceof Error && (error.name === 'ContentError' || error.name === 'NotAPage')
  console.error(reported ? error.message : error)
  process.exit(1)
}
