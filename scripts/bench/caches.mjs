// What each part of the build's cache (lib/build-cache.ts) saves: after a writer's edit to one
// condition's words, the build with everything the last build kept, then the same build with one part
// of the cache removed, part by part, on the real site and with 1,000 and 10,000 extra condition files
// in a temporary copy. A part that saves little at every size is machinery the site does not need.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { makeProjectCopy, pickGenericCondition, setExtraConditions } from './common.mjs'
import { timedBuild } from './scaling.mjs'

/** Each part of the cache, by what it keeps, with the paths under .cache that hold it. */
export const CACHE_PARTS = [
  { what: 'the compiled bodies', paths: ['content/content'], module: 'lib/content/body-cache.ts' },
  {
    what: 'the checked front-matter',
    paths: ['content/frontmatter.lines'],
    module: 'lib/content/frontmatter-cache.ts',
  },
  { what: 'the bundled code', paths: ['bundle'], module: 'scripts/build/bundle.ts' },
  { what: 'the pages of the last build', paths: ['pages'], module: 'scripts/build/kept-pages.ts' },
  { what: 'what search read of each page', paths: ['search'], module: 'scripts/build/search.ts' },
  { what: "the photographs' sizes", paths: ['pictures'], module: 'scripts/build/pictures.ts' },
]

const SIZES = [0, 1000, 10000]

/**
 * How a large site's build is split, each undone in turn in the copy's own source: the render shares
 * (scripts/build/render.ts), and the parts of the search index (scripts/build/search.ts). Each is
 * judged by a clean build of 10,000 extra conditions: its time, and the memory of all its processes.
 */
export const SPLITS = [
  {
    what: 'one renderer for every page (no render shares)',
    file: 'scripts/build/render.ts',
    constants: ['SHARES_ABOVE', 'PAGES_PER_SHARE'],
  },
  { what: 'one search index part', file: 'scripts/build/search.ts', constants: ['PAGES_PER_PART'] },
]

/** The copy's `file` with each of `constants` (export const NAME = <number>) set to Infinity; gives the text it had. */
function undoSplit(dir, { file, constants }) {
  const path = join(dir, file)
  const before = readFileSync(path, 'utf8')
  let text = before
  for (const name of constants) {
    const pattern = new RegExp(`^(export const ${name} = )[\\d_]+$`, 'm')
    if (!pattern.test(text)) throw new Error(`${file} has no "export const ${name} = <number>" to undo its split`)
    text = text.replace(pattern, '$1Infinity')
  }
  writeFileSync(path, text)
  return before
}

export async function runCaches({ quick } = {}) {
  const sizes = quick ? SIZES.slice(0, 2) : SIZES
  const copy = makeProjectCopy('caches')
  // A git project, as every clone is: the build keeps its code and pages under digests of the files git lists.
  execFileSync('git', ['init', '--quiet'], { cwd: copy.dir })
  const rows = []
  const splits = []
  try {
    for (const extra of sizes) {
      setExtraConditions(copy.dir, extra)
      const { file } = pickGenericCondition(copy.dir)
      let edits = 0
      /** A writer's edit: one more sentence in the same condition, so every build after it renders the same few pages (the condition's, and its translation's, which says its English page changed). */
      const edit = () =>
        writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nBring your notes to visit ${++edits}.\n`)
      const label = extra ? `${extra.toLocaleString('en')} extra conditions` : 'the site as it is'
      process.stdout.write(`A clean build of ${label}, to start from ... `)
      const clean = await timedBuild(copy.dir)
      console.log(`${clean.seconds.toFixed(1)} s`)
      edit()
      process.stdout.write(`One condition's words changed, everything kept ... `)
      const kept = await timedBuild(copy.dir, { kept: true })
      console.log(`${kept.seconds.toFixed(1)} s, ${kept.pages} pages rendered, ${kept.pagesKept} kept`)
      // Each saving is measured against this build: it must have taken the pages the edit left alone.
      if (!kept.pagesKept)
        throw new Error(`the build after one condition's words changed (${label}) kept no page from the last build`)
      const row = { label, pages: kept.pages, clean, kept, without: [] }
      for (const part of CACHE_PARTS) {
        const held = part.paths.some((path) => existsSync(join(copy.dir, '.cache', path)))
        if (!held) {
          row.without.push(null)
          continue
        }
        edit()
        for (const path of part.paths) rmSync(join(copy.dir, '.cache', path), { recursive: true, force: true })
        process.stdout.write(`One condition's words changed, all kept but ${part.what} ... `)
        const result = await timedBuild(copy.dir, { kept: true })
        console.log(`${result.seconds.toFixed(1)} s`)
        row.without.push(result)
      }
      rows.push(row)
    }
    // With 10,000 extra conditions: a clean build without each split, against the clean build above.
    if (sizes.includes(10000)) {
      setExtraConditions(copy.dir, 10000)
      for (const split of SPLITS) {
        const before = undoSplit(copy.dir, split)
        process.stdout.write(`A clean build of 10,000 extra conditions with ${split.what} ... `)
        try {
          const result = await timedBuild(copy.dir)
          console.log(`${result.seconds.toFixed(1)} s, ${result.peak.tree ?? '?'} MB at the peak`)
          splits.push({ split, result })
        } catch (error) {
          const reason = String(error.message)
            .split('\n')
            .find((line) => /heap|memory|killed|signal/i.test(line))
          console.log(`failed${reason ? `: ${reason.trim()}` : ''}`)
          splits.push({ split, failed: reason?.trim() ?? 'the build failed' })
        } finally {
          writeFileSync(join(copy.dir, split.file), before)
        }
      }
    }
  } finally {
    await copy.remove()
  }
  /** CPU time (user and system, every process of the build) where GNU time measured it. */
  const cpu = (result) => (result.cpu === null ? '' : `, ${result.cpu.toFixed(1)} s CPU`)
  const saved = (row, index) => {
    const without = row.without[index]
    if (without === null) return 'not kept'
    const cpuSaved =
      without.cpu === null || row.kept.cpu === null ? '' : `, ${(without.cpu - row.kept.cpu).toFixed(1)} s CPU`
    return `${(without.seconds - row.kept.seconds).toFixed(1)} s${cpuSaved} (${without.seconds.toFixed(1)} s without)`
  }
  const large = rows.find((row) => row.label.startsWith('10,000'))
  const mb = (result) => (result.peak.tree ? `${result.peak.tree} MB` : 'not measured')
  return {
    mode: 'one build each',
    tables: [
      {
        title:
          "One condition's words changed: the build with everything the last build kept, and what each part of the cache saves (the build without it, less the build with everything kept, in wall time and in the CPU time of all its processes: a step beside another, such as the content check beside the bundler, may save CPU without shortening the build; one build each, so a second or two either way is noise)",
        headers: [
          'content',
          'pages rendered after the edit',
          'clean build',
          'everything kept',
          ...CACHE_PARTS.map((part) => part.what),
        ],
        rows: rows.map((row) => [
          row.label,
          row.pages ?? '?',
          `${row.clean.seconds.toFixed(1)} s${cpu(row.clean)}`,
          `${row.kept.seconds.toFixed(1)} s${cpu(row.kept)}`,
          ...CACHE_PARTS.map((_, index) => saved(row, index)),
        ]),
      },
      ...(splits.length
        ? [
            {
              title:
                'How a large site is split: a clean build of 10,000 extra conditions as it is, then without each split (one build each; memory of all build processes at the peak)',
              headers: ['build', 'time', 'peak memory'],
              rows: [
                ['as it is', `${large.clean.seconds.toFixed(1)} s`, mb(large.clean)],
                ...splits.map(({ split, result, failed }) =>
                  failed
                    ? [split.what, `failed: ${failed}`, '']
                    : [split.what, `${result.seconds.toFixed(1)} s`, mb(result)],
                ),
              ],
            },
          ]
        : []),
      {
        title: 'Where each part of the cache is made and read',
        headers: ['part', 'under .cache', 'module'],
        rows: CACHE_PARTS.map((part) => [part.what, part.paths.join(', '), part.module]),
      },
    ],
    notes: [
      'A part not kept is one this content gives nothing to keep: the real site has no photograph for the pictures cache to size.',
      'The splits of a large site are not caches: a site of up to 500 pages is rendered by one process, and one of up to 1,000 pages is searched in one index part; they serve the build of a large site, its memory above all, and a rebuild after an edit indexes only the part of the page that changed.',
    ],
    budgets: [],
  }
}
