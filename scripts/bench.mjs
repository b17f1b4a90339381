// npm run bench: measures the site against its performance budgets and writes BENCHMARKS.md.
//   npm run bench                        every part, full runs
//   npm run bench -- --only=bytes        one part: bytes | interaction | lighthouse | pictures | scaling | caches | preview | server | tests
//   npm run bench -- --quick             a fast look: Lighthouse on 2 routes, 1 run each; 1 build per size
// Exits non-zero when a budget is missed or a part cannot run.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { runBytes } from './bench/bytes.mjs'
import { runCaches } from './bench/caches.mjs'
import { runInteraction } from './bench/interaction.mjs'
import { cleanupAll, markdownTable, root, textTable } from './bench/common.mjs'
import { runLighthouseBench } from './bench/lighthouse.mjs'
import { runPictures } from './bench/pictures.mjs'
import { runPreview } from './bench/preview.mjs'
import { runScaling } from './bench/scaling.mjs'
import { runServerBench } from './bench/server.mjs'
import { runTests } from './bench/tests.mjs'

const parts = {
  bytes: { title: 'Bytes per route', run: () => runBytes() },
  interaction: { title: 'First click on a slow phone', run: () => runInteraction() },
  lighthouse: { title: 'Lighthouse', run: (options) => runLighthouseBench(options) },
  pictures: { title: 'Pictures', run: () => runPictures() },
  scaling: { title: 'Build scaling', run: (options) => runScaling(options) },
  caches: { title: 'What each cache saves', run: (options) => runCaches(options) },
  preview: { title: 'Live preview', run: () => runPreview() },
  server: { title: 'Static server under load and faults', run: () => runServerBench() },
  tests: { title: 'The test suite', run: () => runTests() },
}

function parseArguments(argv) {
  const options = { only: Object.keys(parts), quick: false }
  for (const argument of argv) {
    if (argument === '--quick') options.quick = true
    else if (argument.startsWith('--only=')) {
      const names = argument.slice('--only='.length).split(',').filter(Boolean)
      const unknown = names.filter((name) => !parts[name])
      if (unknown.length || !names.length)
        throw new Error(`--only takes one or more of ${Object.keys(parts).join(', ')} (got "${argument.slice(7)}")`)
      options.only = names
    } else if (argument === '--help' || argument === '-h') {
      console.log(
        readFileSync(import.meta.filename, 'utf8')
          .split('\n')
          .slice(0, 5)
          .join('\n')
          .replace(/^\/\/ ?/gm, ''),
      )
      process.exit(0)
    } else throw new Error(`unknown option ${argument} (try --help)`)
  }
  return options
}

function machine() {
  const cpu = cpus()[0]?.model?.trim() || 'unknown CPU'
  let cores = cpus().length
  try {
    cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || cores
  } catch {
    // nproc is not everywhere; the count Node sees is
  }
  return { cores, memory: `${(totalmem() / 1024 ** 3).toFixed(1)} GiB`, cpu, node: process.version }
}

function printPart(title, result) {
  console.log(`\n== ${title}${result.mode ? ` (${result.mode})` : ''} ==`)
  if (result.load)
    console.log(
      `System load (1-minute average): ${result.load[0].toFixed(1)} at the start, ${result.load[1].toFixed(1)} at the end.`,
    )
  for (const table of result.tables) console.log(`\n${table.title}\n${textTable(table)}`)
  for (const note of result.notes ?? []) console.log(`\nNote: ${note}`)
  const missed = result.budgets.filter((check) => !check.pass)
  console.log(`\nBudgets: ${result.budgets.length - missed.length} of ${result.budgets.length} met.`)
  for (const check of missed) console.log(`  MISSED  ${check.name}: ${check.shown}`)
}

function partMarkdown(name, title, result, date) {
  const load = result.load
    ? ` System load (1-minute average, ${machine().cores} cores): ${result.load[0].toFixed(1)} at the start, ${result.load[1].toFixed(1)} at the end; other work on the machine slows timings.`
    : ''
  const lines = [
    `<!-- bench:${name} -->`,
    `## ${title}`,
    '',
    `Measured ${date}${result.mode ? `, ${result.mode}` : ''}.${load}`,
    '',
  ]
  for (const table of result.tables) lines.push(`**${table.title}**`, '', markdownTable(table), '')
  for (const note of result.notes ?? []) lines.push(`- ${note}`)
  if (result.notes?.length) lines.push('')
  // A part that only measures (caches) has no budgets to list.
  if (result.budgets.length)
    lines.push(
      '**Budgets**',
      '',
      markdownTable({
        headers: ['budget', 'measured', 'result'],
        rows: result.budgets.map((check) => [check.name, check.shown, check.pass ? 'met' : '**missed**']),
      }),
      '',
    )
  lines.push(`<!-- /bench:${name} -->`)
  return lines.join('\n')
}

/** Writes BENCHMARKS.md: the parts that ran replace their own section; the others stay as they were. */
function writeReport(results, date) {
  const file = join(root, 'BENCHMARKS.md')
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const { cores, memory, cpu, node } = machine()
  const sections = Object.entries(parts).map(([name, part]) => {
    if (results[name]) return partMarkdown(name, part.title, results[name], date)
    const kept = previous.match(new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`))
    return kept
      ? kept[0]
      : `<!-- bench:${name} -->\n## ${part.title}\n\nNot measured yet: \`npm run bench -- --only=${name}\`.\n<!-- /bench:${name} -->`
  })
  const text = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (see README.md, "Performance"). Each section says when it was measured;',
    'a run of one part (`--only=...`) replaces only that section.',
    '',
    `Last run ${date} on: ${cores} cores (${cpu}), ${memory} memory, Node.js ${node}.`,
    '',
    ...sections.flatMap((section) => [section, '']),
    // Notes written by hand (<!-- notes:name --> ... <!-- /notes:name -->) stay, after the measured sections.
    ...Array.from(previous.matchAll(/<!-- notes:([\w-]+) -->[\s\S]*?<!-- \/notes:\1 -->/g), (match) => [
      match[0],
      '',
    ]).flat(),
  ].join('\n')
  writeFileSync(file, `${text.trimEnd()}\n`)
  return file
}

async function main() {
  const options = parseArguments(process.argv.slice(2))
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const results = {}
  const failures = []
  for (const name of options.only) {
    if (stopping) break
    const part = parts[name]
    console.log(`\n>> ${part.title}`)
    try {
      const loadBefore = loadavg()[0]
      results[name] = await part.run(options)
      results[name].load = [loadBefore, loadavg()[0]]
      printPart(part.title, results[name])
    } catch (error) {
      failures.push(`${part.title}: ${error.message}`)
      console.error(`\n${part.title} could not run: ${error.message}`)
    } finally {
      await cleanupAll()
    }
  }
  if (Object.keys(results).length)
    console.log(`\nResults written to ${writeReport(results, date).slice(root.length + 1)}.`)

  const missed = Object.values(results).flatMap((result) => result.budgets.filter((check) => !check.pass))
  console.log('\n== Summary ==')
  if (!missed.length && !failures.length) {
    console.log('Every budget met.')
    return 0
  }
  for (const check of missed) console.log(`MISSED  ${check.name}: ${check.shown}`)
  for (const failure of failures) console.log(`FAILED  ${failure.split('\n')[0]}`)
  return 1
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return
    stopping = true
    console.error(`\nStopped (${signal}): cleaning up.`)
    await cleanupAll()
    process.exit(130)
  })
}

main()
  .then(async (code) => {
    if (stopping) return // the signal handler cleans up and exits
    await cleanupAll()
    process.exit(code)
  })
  .catch(async (error) => {
    if (stopping) return
    console.error(error.stack ?? error)
    await cleanupAll()
    process.exit(2)
  })
