// Part 3: how the build's time and memory grow with the content: 100, 1,000 and 10,000 extra
// condition files in a temporary copy of the project.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'
import { budget, EXTRA_PREFIX, makeProjectCopy, median, setExtraConditions, startGroup } from './common.mjs'
import { hugoBuild } from './hugo.mjs'
import { starlightBuild } from './starlight.mjs'

// Time budgets are judged against another build in the same run (our clean build, Starlight's build of
// the same generated pages), so a verdict does not change with the machine or its load; the seconds are
// printed beside them. Hugo's build of the same pages is shown as the limit we compare with, without a
// pass or fail.
export const RATIO_BUDGET = 5
/** With 10,000 extra condition files: memory of all build processes together (MB), and t(10,000) / t(1,000). */
export const LARGE_MEMORY_BUDGET = 1500
export const LARGE_RATIO_BUDGET = 10
const SIZES = [100, 1000, 10000]
/** One condition file's words changed, with 1,000 extra: the rebuild takes at most this share of a clean build. */
export const INCREMENTAL_SHARE = 0.2
/** Against Starlight's clean build of the same 1,000 pages (scripts/bench/starlight.mjs): ours at most as long as its. */
export const STARLIGHT_RATIO = 1.0

/** GNU time's program (not the shell's keyword), when installed: it reports a process's peak memory. */
function findTimeProgram() {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'time')
    try {
      if (dir && statSync(candidate).isFile()) return candidate
    } catch {
      // not in this folder
    }
  }
  return null
}

/** Resident memory (kB) of a process and all its descendants, read from /proc, and of each of them by program name. */
function treeRss(rootPid) {
  const parents = new Map()
  const rss = new Map()
  const names = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(name), Number(fields[1]))
      rss.set(Number(name), (Number(fields[21]) * 4096) / 1024)
      names.set(Number(name), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')))
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0
  const parts = []
  for (const [pid, size] of rss) {
    for (let current = pid; current > 1; current = parents.get(current) ?? 0) {
      if (current === rootPid) {
        total += size
        parts.push([names.get(pid), size])
        break
      }
    }
  }
  return { total, parts: parts.sort((a, b) => b[1] - a[1]) }
}

/**
 * Builds the copy with `node scripts/build.mjs`: wall time (s) and peak memory. From clean unless
 * `kept`: what an earlier build kept for the next (.cache) is removed first, and so is the earlier
 * build, which the build would otherwise remove as it ends (a build of 100 extra pages would pay for
 * removing the 10,000 pages of the build before it).
 */
export function timedBuild(dir, { kept = false } = {}) {
  if (!kept) for (const folder of ['.cache', 'dist']) rmSync(join(dir, folder), { recursive: true, force: true })
  const timeProgram = findTimeProgram()
  const withTime = Boolean(timeProgram)
  const command = withTime ? timeProgram : process.execPath
  const args = withTime ? ['-v', process.execPath, 'scripts/build.mjs'] : ['scripts/build.mjs']
  return new Promise((resolveBuild, reject) => {
    const started = performance.now()
    const { child, stop } = startGroup(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let peakTree = 0
    let atPeak = []
    const canPoll = existsSync('/proc/self/stat')
    const poll = canPoll
      ? setInterval(() => {
          const { total, parts } = treeRss(child.pid)
          if (total > peakTree) [peakTree, atPeak] = [total, parts]
        }, 50)
      : null
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', async (code) => {
      const seconds = (performance.now() - started) / 1000
      if (poll) clearInterval(poll)
      await stop()
      if (code !== 0)
        return reject(
          new Error(
            `the build with extra conditions failed (exit ${code}):\n${output.split('\n').slice(-40).join('\n')}`,
          ),
        )
      const user = output.match(/User time \(seconds\):\s*([\d.]+)/)
      const system = output.match(/System time \(seconds\):\s*([\d.]+)/)
      const cpu = user && system ? Number(user[1]) + Number(system[1]) : null
      const maxRss = output.match(/Maximum resident set size \(kbytes\):\s*(\d+)/)
      const peak = {
        process: maxRss ? Math.round(Number(maxRss[1]) / 1024) : null,
        tree: peakTree ? Math.round(peakTree / 1024) : null,
      }
      const pages = output.match(/(\d+) HTML documents? pre-rendered/)?.[1]
      const pagesKept = output.match(/kept from it \((\d+)\)/)?.[1]
      // The time of each build step, as the build prints it last (scripts/build/index.ts).
      const steps = output.match(/^Steps: (.*?) \(/m)?.[1] ?? null
      // The largest processes when the whole build used the most memory, e.g. "pagefind_extended 1742 MB, node 560 MB".
      const peakParts = atPeak
        .slice(0, 4)
        .map(([name, kb]) => `${name} ${Math.round(kb / 1024)} MB`)
        .join(', ')
      resolveBuild({
        seconds,
        cpu,
        peak,
        peakParts,
        pages: pages ? Number(pages) : null,
        pagesKept: pagesKept ? Number(pagesKept) : 0,
        steps,
      })
    })
  })
}

export async function runScaling({ quick } = {}) {
  // Builds alternate between the two sizes, so a change in the machine's load hits both alike.
  const rounds = quick ? 1 : 3
  const copy = makeProjectCopy('scaling')
  // A git project, as every clone is: the build keeps its code and pages under digests of the files git lists.
  execFileSync('git', ['init', '--quiet'], { cwd: copy.dir })
  const runs = Object.fromEntries(SIZES.map((extra) => [extra, []]))
  const edits = []
  let hugo
  let hugoLarge
  let starlight
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const extra of SIZES) {
        setExtraConditions(copy.dir, extra)
        const conditions = readdirSync(join(copy.dir, 'content/conditions')).filter((name) =>
          name.endsWith('.mdx'),
        ).length
        process.stdout.write(
          `Build ${round}/${rounds} of a temporary copy with ${extra} extra condition files (${conditions} in all) ... `,
        )
        const result = await timedBuild(copy.dir)
        console.log(`${result.seconds.toFixed(1)} s`)
        runs[extra].push({ extra, conditions, ...result })
      }
    }
    // A writer's edit: a sentence added to one condition, then the build again with what the last kept.
    const ids = setExtraConditions(copy.dir, 1000)
    process.stdout.write('A clean build with 1,000 extra condition files, to start the edits from ... ')
    console.log(`${(await timedBuild(copy.dir)).seconds.toFixed(1)} s`)
    for (let round = 1; round <= rounds; round++) {
      const file = join(copy.dir, 'content/conditions', `${ids[round * 97]}.mdx`)
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nBring a list of your medicines to your visit.\n`)
      process.stdout.write(
        `Build ${round}/${rounds} after one condition's words changed (1,000 extra, caches kept) ... `,
      )
      const result = await timedBuild(copy.dir, { kept: true })
      console.log(`${result.seconds.toFixed(1)} s, ${result.pages} pages rendered, ${result.pagesKept} kept`)
      edits.push(result)
    }
    process.stdout.write(`Hugo's build of the same 1,000 generated conditions, ${rounds} times from clean ... `)
    hugo = hugoBuild(join(copy.dir, 'content/conditions'), EXTRA_PREFIX, rounds)
    console.log(hugo.skipped ?? `${hugo.seconds.toFixed(2)} s (${hugo.version})`)
    process.stdout.write(`Starlight's build of the same 1,000 generated conditions, ${rounds} times from clean ... `)
    starlight = starlightBuild(join(copy.dir, 'content/conditions'), EXTRA_PREFIX, rounds)
    console.log(starlight.skipped ?? `${starlight.seconds.toFixed(1)} s (${starlight.version})`)
    if (!hugo.skipped) {
      setExtraConditions(copy.dir, 10000)
      process.stdout.write(`Hugo's build of the same 10,000 generated conditions, ${rounds} times from clean ... `)
      hugoLarge = hugoBuild(join(copy.dir, 'content/conditions'), EXTRA_PREFIX, rounds)
      console.log(`${hugoLarge.seconds.toFixed(2)} s`)
    }
  } finally {
    await copy.remove()
  }
  const summary = (list) => {
    const seconds = median(list.map((run) => run.seconds))
    const mb = (key) => {
      const values = list.map((run) => run.peak[key]).filter((value) => value !== null)
      return values.length ? `${Math.max(...values)} MB` : 'n/a'
    }
    const cpu = list.every((run) => run.cpu !== null) ? `${median(list.map((run) => run.cpu)).toFixed(1)} s` : 'n/a'
    const treePeak = Math.max(0, ...list.map((run) => run.peak.tree ?? 0))
    const peakParts = list.find((run) => run.peak.tree === treePeak)?.peakParts ?? ''
    // The steps of the build whose time is the median's.
    const middle = list.reduce(
      (best, run) => (Math.abs(run.seconds - seconds) < Math.abs(best.seconds - seconds) ? run : best),
      list[0],
    )
    return {
      ...list[0],
      steps: middle.steps,
      peakParts,
      seconds,
      cpu,
      all: list.map((run) => run.seconds.toFixed(1)).join(', '),
      process: mb('process'),
      tree: mb('tree'),
      treePeak,
    }
  }
  const results = SIZES.map((extra) => summary(runs[extra]))
  const [hundred, thousand, large] = results
  const ratio = thousand.seconds / hundred.seconds
  const largeRatio = large.seconds / thousand.seconds
  const notes = [
    'Build time is wall-clock time (the budget); CPU time (user + system, median) is what the build itself used, and varies less with other work on the machine.',
    "Peak memory (highest of the builds): the largest single process as the system's time program reports it, and the resident memory of all build processes together, sampled every 50 ms.",
    ...(large.peakParts
      ? [
          `At the memory peak of the builds with 10,000 extra conditions, the largest processes were: ${large.peakParts}.`,
        ]
      : []),
  ]
  const edit = median(edits.map((run) => run.seconds))
  const editShare = edit / thousand.seconds
  const middleEdit = edits.reduce((best, run) =>
    Math.abs(run.seconds - edit) < Math.abs(best.seconds - edit) ? run : best,
  )
  const hugoRatio = hugo.skipped ? null : thousand.seconds / hugo.seconds
  const largeHugoRatio = hugoLarge ? large.seconds / hugoLarge.seconds : null
  const editHugoRatio = hugo.skipped ? null : edit / hugo.seconds
  const starlightRatio = starlight.skipped ? null : thousand.seconds / starlight.seconds
  if (starlight.skipped) notes.push(`${starlight.skipped}, so the clean build is not judged against it.`)
  if (hugo.skipped) notes.push(`${hugo.skipped}, so the table has no column for it.`)
  if (thousand.pages !== null && thousand.pages - hundred.pages < 900) {
    notes.push(
      `The build prerendered ${hundred.pages} and ${thousand.pages} pages: the extra condition files add no pages yet (no /conditions/<id> route on this branch), so this measures checking and bundling the content, not rendering 1,000 more pages.`,
    )
  }
  return {
    tables: [
      {
        title: `Build time with extra condition files (\`node scripts/build.mjs\` in a temporary copy, content check included), median of ${rounds} build${rounds > 1 ? 's' : ''}`,
        headers: [
          'extra conditions',
          'condition files',
          'pages prerendered',
          'build time',
          'each build',
          'CPU time',
          'peak memory, largest process',
          'peak memory, all build processes',
        ],
        rows: results.map((result) => [
          result.extra,
          result.conditions,
          result.pages ?? '?',
          `${result.seconds.toFixed(1)} s`,
          `${result.all} s`,
          result.cpu,
          result.process,
          result.tree,
        ]),
      },
      {
        title:
          'Each step of the build (the median build of each size; the check runs beside load to compress, search beside gate to compress)',
        headers: ['extra conditions', 'steps'],
        rows: results.map((result) => [result.extra, result.steps ?? 'not printed by this build']),
      },
      {
        title: `One condition's words changed, with 1,000 extra conditions: the build again with what the last build kept (median of ${edits.length})`,
        headers: ['rebuild', 'each rebuild', 'pages rendered', 'pages kept', 'share of the clean build', 'steps'],
        rows: [
          [
            `${edit.toFixed(1)} s`,
            `${edits.map((run) => run.seconds.toFixed(1)).join(', ')} s`,
            middleEdit.pages ?? '?',
            middleEdit.pagesKept,
            `${(editShare * 100).toFixed(0)} % of ${thousand.seconds.toFixed(1)} s`,
            middleEdit.steps ?? 'not printed by this build',
          ],
        ],
      },
      ...(hugo.skipped
        ? []
        : [
            {
              title: `Against the limit: Hugo's build of the same generated conditions (Markdown with the same front-matter in one page layout; median of ${hugo.all.length}, from clean), ${hugo.version}`,
              headers: [
                'pages',
                "Hugo's build",
                'each',
                'our clean build',
                'ours / Hugo',
                'our rebuild after an edit / Hugo',
              ],
              rows: [
                [
                  hugo.pages,
                  `${hugo.seconds.toFixed(2)} s`,
                  `${hugo.all.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
                  `${thousand.seconds.toFixed(1)} s`,
                  `${hugoRatio.toFixed(1)} ×`,
                  `${editHugoRatio.toFixed(1)} ×`,
                ],
                [
                  hugoLarge.pages,
                  `${hugoLarge.seconds.toFixed(2)} s`,
                  `${hugoLarge.all.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
                  `${large.seconds.toFixed(1)} s`,
                  `${largeHugoRatio.toFixed(1)} ×`,
                  '',
                ],
              ],
            },
          ]),
      ...(starlight.skipped
        ? []
        : [
            {
              title: `Against the JavaScript generators: Starlight's build of the same generated conditions (its defaults: a sidebar of every page and a search index; median of ${starlight.all.length}, from clean, after our builds), ${starlight.version}; ours also writes the shipped content's pages (${thousand.pages ?? '?'} in all), checks the content and compresses every file`,
              headers: ['pages', "Starlight's build", 'each', 'our clean build', 'ours / Starlight'],
              rows: [
                [
                  starlight.pages,
                  `${starlight.seconds.toFixed(1)} s`,
                  `${starlight.all.map((seconds) => seconds.toFixed(1)).join(', ')} s`,
                  `${thousand.seconds.toFixed(1)} s`,
                  `${starlightRatio.toFixed(2)} ×`,
                ],
              ],
            },
          ]),
      {
        title: 'Scaling',
        headers: ['t(100)', 't(1000)', 't(10000)', 't(1000) / t(100)', 't(10000) / t(1000)'],
        rows: [
          [
            `${hundred.seconds.toFixed(1)} s`,
            `${thousand.seconds.toFixed(1)} s`,
            `${large.seconds.toFixed(1)} s`,
            ratio.toFixed(2),
            largeRatio.toFixed(2),
          ],
        ],
      },
    ],
    budgets: [
      ...(starlight.skipped
        ? []
        : [
            budget(
              "clean build of 1,000 extra conditions, against Starlight's build of the same pages",
              starlightRatio,
              STARLIGHT_RATIO,
              starlightRatio <= STARLIGHT_RATIO,
              `${starlightRatio.toFixed(2)} × (${thousand.seconds.toFixed(1)} s against ${starlight.seconds.toFixed(1)} s; at most ${STARLIGHT_RATIO} ×)`,
            ),
          ]),
      budget(
        "rebuild after one condition's words changed, 1,000 extra conditions, against their clean build",
        editShare,
        INCREMENTAL_SHARE,
        editShare <= INCREMENTAL_SHARE,
        `${(editShare * 100).toFixed(0)} % (${edit.toFixed(1)} s of ${thousand.seconds.toFixed(1)} s; at most ${INCREMENTAL_SHARE * 100} %)`,
      ),
      budget(
        'build time ratio t(1000) / t(100)',
        ratio,
        RATIO_BUDGET,
        ratio <= RATIO_BUDGET,
        `${ratio.toFixed(2)} (at most ${RATIO_BUDGET})`,
      ),
      budget(
        'peak memory of the build with 10,000 extra conditions (all build processes)',
        large.treePeak,
        LARGE_MEMORY_BUDGET,
        large.treePeak > 0 && large.treePeak <= LARGE_MEMORY_BUDGET,
        large.treePeak > 0
          ? `${large.treePeak} MB (at most ${LARGE_MEMORY_BUDGET} MB)`
          : `not measured (no /proc on this system; at most ${LARGE_MEMORY_BUDGET} MB)`,
      ),
      budget(
        'build time ratio t(10000) / t(1000)',
        largeRatio,
        LARGE_RATIO_BUDGET,
        largeRatio <= LARGE_RATIO_BUDGET,
        `${largeRatio.toFixed(2)} (at most ${LARGE_RATIO_BUDGET})`,
      ),
    ],
    notes,
  }
}
