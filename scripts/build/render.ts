// Step "render": writes every page to HTML (scripts/build/prerender.mjs runs Vike's prerender with
// the bundled code), or only the pages whose own content file changed since the build it replaces
// (scripts/build/kept-pages.ts), then removes the renderer's code, which is not part of the site.
//
// Scale lives here and only here. A renderer keeps what Vike knows of each page it has written until
// its process ends (about 0.1 MB a page, its HTML let go: prerender.mjs), and starting one costs
// about two seconds. So a site of up to SHARES_ABOVE pages is rendered by one process, and a larger
// one in shares of at most PAGES_PER_SHARE pages, as many processes at once as the machine has
// cores. Each renderer of the whole site is told its share in PRERENDER_SHARE: routes list their
// pages through toRender and renderer/+onPrerenderStart.ts leaves out the other shares' fixed pages
// (renderer/prerender-shares.ts). Those renderers start one after another: each writes a temporary
// file beside renderer/+config.ts while it reads the configuration, and two at once would remove
// each other's; it says on its channel when it is done reading. A renderer of listed pages is given
// its own list, and reads no configuration.
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { contentMdxFiles } from '../../lib/content/store'
import type { Check } from './check'
import { pageFile, type WrittenPage } from './kept-pages'
import { splitIntoParts } from './search'
import { startProcess, StepFailed, type Build, type Started } from './processes'

/** Above this many pages the site is rendered in shares; below, a second renderer's start costs more than its core saves. */
export const SHARES_ABOVE = 500
/** The pages one rendering process takes at most: about 500 MB of memory. */
export const PAGES_PER_SHARE = 2000
/** Below this many pages a share is not worth a renderer's start. */
const MIN_PAGES_PER_SHARE = 250
/** The memory a rendering process may use for its objects: ample for its share, and it frees memory well before the machine's limits. */
const SHARE_HEAP_MB = 512

/** How many shares a site of `pages` pages is rendered in: 1 up to SHARES_ABOVE pages. */
export function sharesFor(pages: number, cores = availableParallelism()): number {
  if (pages <= SHARES_ABOVE || cores < 2) return Math.max(1, Math.ceil(pages / PAGES_PER_SHARE))
  return Math.max(Math.ceil(pages / PAGES_PER_SHARE), Math.min(cores, Math.ceil(pages / MIN_PAGES_PER_SHARE)))
}

export interface Rendered {
  pages: number
  /** Each page written, with its address and content file (scripts/build/kept-pages.ts). */
  written: WrittenPage[]
  /** What the renderers wrote to standard error, shown once the content check has passed. */
  warnings: string
}

/**
 * Renders every page, or `only` these pages (their addresses, and the files they are written to,
 * from the build's client folder). On a large site, `onShareWritten` is given the files of each
 * share as its renderer ends, while the other shares still render.
 */
export async function render(
  build: Build,
  check: Check,
  onShareWritten: (files: string[]) => void = () => {},
  only?: WrittenPage[],
): Promise<Rendered> {
  // About as many pages as the content has files: one per file, and a few of the site's own.
  const planned = sharesFor(only?.length ?? contentMdxFiles(build.root).length)
  const stepEnv = { ...build.stepEnv }
  if (only?.length === 0) {
    rmSync(join(build.outDir, 'server'), { recursive: true, force: true })
    return { pages: 0, warnings: '', written: [] }
  }
  // What each share's renderer is told: its share of the site, or its own list of pages.
  const lists = only && splitIntoParts(only, Math.ceil(only.length / planned))
  const shares = lists?.length ?? planned
  const listFile = (index: number) => join(build.outDir, `render-only-${index}.json`)
  // Each listed page with the address a server answers it at, under the site's base path.
  lists?.forEach((list, index) =>
    writeFileSync(
      listFile(index),
      JSON.stringify(list.map((page) => ({ ...page, url: `${build.base}${page.address.slice(1)}` }))),
    ),
  )
  const shareEnv = (index: number): NodeJS.ProcessEnv =>
    lists ? { ...stepEnv, PRERENDER_ONLY: listFile(index) } : { ...stepEnv, PRERENDER_SHARE: `${index}/${shares}` }
  const pagesWritten: WrittenPage[] = []
  const onMessage = (message: unknown) => {
    const { written: files, rendered } = (message ?? {}) as { written?: unknown; rendered?: unknown }
    if (Array.isArray(files) && shares > 1) onShareWritten(files as string[])
    if (Array.isArray(rendered))
      for (const page of rendered as WrittenPage[]) pagesWritten.push({ ...page, file: pageFile(build, page.file) })
  }
  const renderer = resolve(build.root, 'scripts/build/prerender.mjs')
  const written = (process: Started) => /(\d+) HTML documents? pre-rendered/.exec(process.output())
  const failed = (process: Started, status: number) => {
    const output = process.output()
    const outOfMemory = /heap out of memory/.test(output)
      ? ' A rendering process ran out of memory: lower PAGES_PER_SHARE or raise SHARE_HEAP_MB in scripts/build/render.ts.'
      : ''
    return new StepFailed(`Build failed while writing the pages.${outOfMemory}`, output, status || 1)
  }
  let pages = 0
  let warnings = ''
  if (shares === 1) {
    const one = startProcess([renderer], shareEnv(0), { quiet: true, channel: true, onMessage })
    const status = await one.done
    // A renderer that ends without saying how many pages it wrote has failed, whatever its exit code.
    if (status !== 0 || !written(one)) throw failed(one, status)
    pages = Number(written(one)![1])
    warnings = one.errors()
  } else {
    // One share per core; while the content check still runs, one core is left to it.
    const waiting = Array.from({ length: shares }, (_, index) => index)
    const active = new Set<Started>()
    let configuring = false
    let checkFailed = false
    void check.passed.then((passed) => (checkFailed = !passed))
    await new Promise<void>((finished, fail) => {
      let stopped = false
      const fill = () => {
        while (
          !stopped &&
          !checkFailed &&
          !configuring &&
          waiting.length &&
          active.size < Math.max(1, availableParallelism() - (check.finished ? 0 : 1))
        ) {
          const index = waiting.shift()!
          const env = {
            ...shareEnv(index),
            NODE_OPTIONS: `${build.stepEnv.NODE_OPTIONS ?? ''} --max-old-space-size=${SHARE_HEAP_MB}`.trim(),
          }
          const share = startProcess([renderer], env, {
            quiet: true,
            channel: true,
            onMessage,
          })
          active.add(share)
          configuring = !lists
          void share.firstMessage.then(() => {
            configuring = false
            fill()
          })
          void share.done.then((status) => {
            active.delete(share)
            if (stopped) return
            if (status !== 0 || !written(share)) {
              stopped = true
              return fail(failed(share, status))
            }
            pages += Number(written(share)![1])
            warnings += share.errors()
            if (!waiting.length && !active.size) finished()
            else fill()
          })
        }
      }
      void check.passed.then(fill)
      fill()
    })
  }
  rmSync(join(build.outDir, 'server'), { recursive: true, force: true })
  lists?.forEach((_, index) => rmSync(listFile(index)))
  if (!existsSync(join(build.clientDir, 'index.html')))
    throw new StepFailed('Build failed: the home page was not written.')
  return { pages, warnings, written: pagesWritten }
}
