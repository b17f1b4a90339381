// The build, one step a file in this folder, run by `npm run build` (scripts/build.mjs):
//
//   check      every content file checked (check.ts), started first, beside the steps from load to
//              compress; what they report is told once it has passed
//   load       the other steps' code loaded, while the check starts
//   bundle     the site's code bundled by Vite and Vike (bundle.ts)
//   pictures   each photograph content names, cut to shape in the sizes pages offer (pictures.ts)
//   render     every page written to HTML, in shares on a large site (render.ts), or only those whose
//              own content file changed since the build it replaces (kept-pages.ts)
//   search     the search index (search.ts), beside gate, feeds, host files and compress
//   gate       every page checked against the output gate (gate.ts); a kept page by what was
//              read of it when it was written
//   feeds      sitemap.xml and rss.xml (feeds.ts)
//   host files _redirects, _headers, robots.txt (host-files.ts)
//   compress   .br and .gz beside every text file (compress.ts); on a large site each share's
//              pages as soon as its renderer ends
//
// The site is built into a fresh folder that takes the place of dist/ only when every step passed,
// so a content mistake never destroys the last good build. The time of each step is printed last.
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { BUILD_CACHE_FOLDER } from '../../lib/build-cache'
import { buildInputs, INPUTS_FILE } from '../build-inputs.mjs'
import { toolArguments } from '../compiled.mjs'
import { startCheck } from './check'
import type { WrittenPage } from './kept-pages'
import type { PassedPage } from '../../lib/output-gate'
import { StepFailed, stopAll, timed, type Build } from './processes'

const root = resolve(import.meta.dirname, '../..')
const finalDir = resolve(process.argv[2] ?? join(root, 'dist'))
// The check and the renderers keep the bodies they compile, for each other and the next build (lib/content/body-cache.ts).
process.env.BUILD_CACHE ??= join(root, BUILD_CACHE_FOLDER)
const outDir = resolve(root, `.dist-build-${process.pid}`)
const oldDir = resolve(root, `.dist-old-${process.pid}`)
const build: Build = {
  root,
  outDir,
  clientDir: join(outDir, 'client'),
  base: (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/'),
  stepEnv: {
    ...process.env,
    BUILD_OUT_DIR: outDir,
    CONTENT_CHECKED: '1',
    // The config's extension-less imports are fine for the loader this project uses; the notice about another loader is noise.
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
}

let stopSearch = () => {}
/** Stops every step still running, removes the unfinished build and ends, saying that dist/ is untouched. */
async function stop(reason: string, code = 1): Promise<never> {
  stopSearch()
  await stopAll()
  rmSync(outDir, { recursive: true, force: true })
  console.error(
    `\n${reason} ${existsSync(finalDir) ? 'The last good build in dist/ is unchanged.' : 'Nothing was written to dist/.'}`,
  )
  process.exit(code)
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.on(signal, () => void stop('Build stopped.', code))

// Read before any step, so an edit saved while the site builds makes the next `npm start` build again.
const inputs = buildInputs(root)
const times: Array<[string, number]> = []
rmSync(outDir, { recursive: true, force: true })
// From this process's start: reading what the build is made from.
const startTime = performance.now()
// The check starts first, before the other steps' code loads: on a rebuild after an edit it is the
// longest step.
const check = startCheck(await toolArguments(root, 'scripts/check.ts'))
// A failed check is the writer's report: it stops the other steps, and the build ends with it.
void check.passed.then((passed) => {
  if (!passed) void stopAll()
})
const [
  { bundle, BUNDLE_KEPT },
  { compressBuild, compressFiles, compressibleFile },
  { feedContent, feeds },
  { gate },
  { hostFiles },
  { pictures },
  { copyKeptPages, keepRecord, PAGES_KEPT, renderPlan, siteDigest, sourceDigests },
  { render },
  { startSearch },
] = await timed(times, 'load', () =>
  Promise.all([
    import('./bundle'),
    import('./compress'),
    import('./feeds'),
    import('./gate'),
    import('./host-files'),
    import('./pictures'),
    import('./kept-pages'),
    import('./render'),
    import('./search'),
  ]),
)
// What each page's own content file gives it, read before any step that renders (kept-pages.ts).
const sources = sourceDigests(root)
let site: string | null = null
let pagesRendered: WrittenPage[] = []
let pagesKept: WrittenPage[] = []
let passed = new Map<string, PassedPage>()
const requireCheck = async () => {
  if (!(await check.passed))
    await stop(
      check.faulted
        ? 'Build stopped: the content check failed on a fault of its own (above), not on a content mistake.'
        : 'Build stopped: fix the content above.',
    )
}

try {
  const bundled = await timed(times, 'bundle', () => bundle(build, check))
  if (bundled.kept) console.log(BUNDLE_KEPT)
  const photographs = await timed(times, 'pictures', () => pictures(build))
  if (photographs) console.log(`Made the sizes of ${photographs} photograph${photographs === 1 ? '' : 's'}.`)
  // When the last build into the same folder was made from the same code, front-matter and day,
  // only the pages whose own content file changed are rendered; the others are taken from it.
  site = bundled.key && (await siteDigest(build, bundled.key))
  const plan = site && inputs ? renderPlan(finalDir, site, sources) : null
  // The pages of each share of a large site are compressed as soon as its renderer ends, while the
  // other shares render; the compress step then does the rest.
  const compressed = new Set<string>()
  const early: Array<Promise<number>> = []
  const rendered = await timed(times, 'render', () => {
    const rendering = render(
      build,
      check,
      (files) => {
        const text = files.filter((file) => compressibleFile.test(file))
        for (const file of text) compressed.add(file)
        const share = compressFiles(text)
        // Awaited in the compress step; a build stopped before that ends without it.
        share.catch(() => {})
        early.push(share)
      },
      plan?.only,
    )
    // The kept pages are taken from the last build while the renderer starts, which writes only the others.
    try {
      if (plan) for (const file of copyKeptPages(build, finalDir, plan)) compressed.add(file)
    } catch (error) {
      // The build stops with this error, and the renderer with it.
      rendering.catch(() => {})
      throw new StepFailed('Build failed while taking the unchanged pages from the last build.', `${String(error)}\n`)
    }
    return rendering
  })
  pagesRendered = rendered.written
  pagesKept = plan?.kept ?? []
  const search = startSearch(build.clientDir, {
    madeFrom: inputs,
    pagesKept: plan && {
      inputs: plan.inputs,
      files: new Set(plan.kept.map((page) => page.file)),
      index: join(finalDir, 'client', 'pagefind'),
    },
  })
  stopSearch = search.stop
  const checked = await timed(times, 'gate', () => gate(build, plan?.passed))
  passed = checked.passed
  const content = feedContent(root)
  await timed(times, 'feeds', () => feeds(build, content))
  await timed(times, 'host files', () => hostFiles(build, content))
  // Every text file written above gets its .br and .gz siblings: the pages while the search index is
  // being written, then the index's own files.
  const searchDir = join(build.clientDir, 'pagefind')
  // A file with the same bytes as in the build this one replaces takes its .br and .gz, when that
  // build was made by the same code (so the same compressor): as for the kept pages.
  const previous = plan ? join(finalDir, 'client') : undefined
  const pages = await timed(times, 'compress', async () => {
    const { files, written } = await compressBuild(build.clientDir, {
      skip: [searchDir],
      done: compressed,
      before: previous,
    })
    const writtenEarly = (await Promise.all(early)).reduce((sum, count) => sum + count, 0)
    return { files, written: written + writtenEarly }
  })
  // The steps above ran while the content check may still have been running; what they found is
  // told once it has passed, since a content mistake is the first thing a writer must see.
  await requireCheck()
  process.stderr.write(rendered.warnings)
  console.log(
    plan
      ? `✓ ${rendered.pages} HTML documents pre-rendered; ${PAGES_KEPT} (${plan.kept.length}).`
      : `✓ ${rendered.pages} HTML documents pre-rendered.`,
  )
  console.log(`Links checked on ${checked.pages} pages.`)
  const searched = await search.done
  times.push(['search', searched.time])
  if (!searched.index) throw new StepFailed('Build stopped: fix the problems above.', `${searched.error}\n`)
  console.log(
    `Search index covers ${searched.index.pages} pages${searched.index.parts.length > 1 ? ` in ${searched.index.parts.length} parts` : ''}.`,
  )
  const index = await timed(times, 'compress search', () =>
    compressBuild(searchDir, { before: previous && join(previous, 'pagefind') }),
  )
  console.log(
    `Compressed ${pages.files + index.files} text files (${pages.written + index.written} .br and .gz files).`,
  )
} catch (error) {
  await requireCheck()
  if (!(error instanceof StepFailed)) throw error
  process.stderr.write(error.details)
  await stop(error.reason, error.code)
}

// What the build was made from, for `npm start` to tell whether it is still the project's (scripts/build-inputs.mjs),
// and what each page was made from, for the next build into the same folder (scripts/build/kept-pages.ts).
if (inputs) writeFileSync(join(outDir, INPUTS_FILE), `${inputs}\n`)
if (inputs && site) keepRecord(build, finalDir, site, inputs, sources, pagesRendered, pagesKept, passed)
await timed(times, 'replace', () => {
  if (existsSync(finalDir)) renameSync(finalDir, oldDir)
  renameSync(outDir, finalDir)
  rmSync(oldDir, { recursive: true, force: true })
})
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
times.unshift(['start', startTime], ['check', check.time])
console.log(
  `\nSteps: ${times.map(([name, ms]) => `${name} ${seconds(ms)}`).join(', ')} (check runs beside load to compress, search beside gate to compress).`,
)
console.log(`\nBuilt the site into ${finalDir}/client (static files, ready for any static host).`)
