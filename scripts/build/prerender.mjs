// A renderer: writes the site's pages to HTML with the code the bundle step wrote (scripts/build/render.ts
// starts it; in a share of a large site, PRERENDER_SHARE names its share, renderer/+onPrerenderStart.ts).
//
// It writes each page itself (Vike's onPagePrerender) so that it can let go of the page's HTML once
// written: Vike keeps every page's text in its list of output until the process ends, about 110 kB
// a page, which was half of what a renderer held and set how many pages one could take.
import { mkdir, writeFile } from 'node:fs/promises'
import { register } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { prerender } from 'vike/api'

// Vike loads this build's own server code, wherever the last `vike build` wrote its (scripts/build/server-entry.mjs).
const entry = pathToFileURL(join(resolve(process.env.BUILD_OUT_DIR ?? 'dist'), 'server/entry.mjs')).href
register('./server-entry.mjs', import.meta.url, { data: { entry } })

let pages = 0
/** The files this renderer wrote: a share of a large site tells the render step, which compresses them while other shares render. */
const written = []
/** Each page written, with its address and content file: the build keeps them (scripts/build/kept-pages.ts). */
const rendered = []

/** Writes one file as Vike would, then drops Vike's copies of its text. */
async function onPagePrerender(pageContext) {
  const { filePath, fileContent } = pageContext._prerenderResult
  // The output entry of this file is the one Vike added just before it called this hook.
  const output = pageContext._prerenderContext?.output
  const entry = Array.isArray(output) ? output.at(-1) : undefined
  if (entry?.pageContext === pageContext && entry.fileContent === fileContent) entry.fileContent = ''
  pageContext._prerenderResult = { filePath, fileContent: '' }
  await mkdir(dirname(filePath), { recursive: true })
  await writeFile(filePath, fileContent)
  written.push(filePath)
  if (filePath.endsWith('.html')) pages++
  rendered.push({ file: filePath, address: pageContext.urlOriginal, source: pageContext.data?.source?.file ?? null })
}

try {
  await prerender({ onPagePrerender })
  // The line the render step reads (scripts/build/render.ts); Vike prints it only when it writes the files itself.
  console.log(`✓ ${pages} HTML documents pre-rendered.`)
  process.send?.({ written, rendered })
} catch (error) {
  // A content error's message names the file and line for the writer; any other error keeps its
  // stack. Left to itself, the process would end as if it had succeeded.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error)
  process.exit(1)
}
