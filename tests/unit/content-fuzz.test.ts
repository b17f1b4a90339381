// The shipped content files, damaged at random as a hurried writer might damage them: whatever the
// damage, the check either passes or names a file and a line, in plain words, quickly. FUZZ_RUNS
// sets how many cases run (300 by default); FUZZ_SEED the seed they are drawn from (a fixed one by default, so
// every run of the suite draws the same cases and a red run is the change's doing; FUZZ_SEED=random draws
// new ones to look further), which a failure prints.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkContent, checkFile, routesOf } from '../../lib/content/check'
import { brokenContentLinks, educationLinks } from '../../lib/content/links'
import { copyOfProject, writersEnvironment } from './project-fixture'
import { formatProblem, type Problem } from '../../lib/content/problems'
import { warningsFor } from '../../lib/content/warnings'
import { contentFiles } from '../../lib/content/store'

const root = process.cwd()
const runs = Number(process.env.FUZZ_RUNS ?? 300)
/** The cases drawn come from this seed, printed when a test fails: FUZZ_SEED=<seed> draws the same ones again. */
const seed = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20261128)

const files = contentFiles(root)
const originals = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]))

/**
 * Characters and snippets that slip into text: control characters (C0, C1, a terminal's escape
 * codes), overrides, zero-width and tag characters, fillers, braces, tags, YAML marks, emoji.
 */
const oddBits = [
  ...[
    '\u0000',
    '\u0007',
    '\u0085',
    '\u009B',
    '\u001b[2J',
    '\u001b]0;x\u0007',
    '\u202E',
    '\u2066',
    '\u200F',
    '\uFEFF',
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\u00AD',
    '\u2028',
    '\u{E0041}',
    '\u{E007F}',
  ],
  ...[
    '\u115F',
    '\u1160',
    '\u3164',
    '\uFFA0',
    '\uFE00',
    '\uE000',
    '\uFFFD',
    '👩\u200D⚕️',
    '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    '\u00A0',
  ],
  ...[
    '\r',
    '\t',
    '{',
    '}',
    '<',
    '>',
    '&',
    '*a',
    '&a ',
    '---',
    ':',
    '"',
    "'",
    '`',
    '\\',
    '#',
    '|',
    '[',
    '](',
    '🧠',
    'é',
    '</Section>',
    '<Section>',
    '{today}',
    '=',
    '- ',
    '  ',
    '::error::x',
    '%0A',
  ],
]

/** Inputs that made a parser or a rule slow (seconds to minutes) before each was bounded. */
const slowInputs = [
  Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n'),
  `${'- '.repeat(3_000)}x`,
  '['.repeat(30_000),
  '[x] '.repeat(8_000),
  '*a'.repeat(10_000),
  `<Section title="x" intro={${'{a:'.repeat(2_000)}1${'}'.repeat(2_000)}} />`,
  `phrase: "${'{number}'.repeat(12)}"`,
  `  - phrase: ${'{number} '.repeat(6)}min`,
  `x: ${'['.repeat(20_000)}`,
  `${'word '.repeat(14_000)}`,
  '*'.repeat(10_000),
  'a]('.repeat(15_000),
]

const damage = fc.oneof(
  fc.record({ kind: fc.constant('delete line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('indent' as const), at: fc.nat(), spaces: fc.integer({ min: -4, max: 6 }) }),
  fc.record({ kind: fc.constant('stray ---' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('unclosed tag' as const),
    at: fc.nat(),
    tag: fc.constantFrom(
      '<Section title="x">',
      '<Cards>',
      '<StatCard value="1"',
      '<iframe>',
      '<PageHero title="x">',
      '<Card',
    ),
  }),
  fc.record({
    kind: fc.constant('wrong type' as const),
    at: fc.nat(),
    value: fc.constantFrom('[1, 2]', '12', '{ a: 1 }', 'true', '', 'null', '"', '[', '2026-13-45', '*alias', '&anchor'),
  }),
  fc.record({
    kind: fc.constant('odd characters' as const),
    at: fc.nat(),
    offset: fc.nat(),
    bits: fc.array(fc.constantFrom(...oddBits), { minLength: 1, maxLength: 4 }),
  }),
  fc.record({ kind: fc.constant('huge value' as const), at: fc.nat(), size: fc.integer({ min: 1_000, max: 200_000 }) }),
  fc.record({ kind: fc.constant('swap lines' as const), at: fc.nat(), other: fc.nat() }),
  fc.record({
    kind: fc.constant('self-referring alias' as const),
    at: fc.nat(),
    value: fc.constantFrom('&x {y: *x}', '&x [*x]', '&x [a, *x]', '&a {b: &b [*a, *b]}'),
  }),
  fc.record({ kind: fc.constant('slow input' as const), at: fc.nat(), input: fc.constantFrom(...slowInputs) }),
)
type Damage = typeof damage extends fc.Arbitrary<infer T> ? T : never

function damaged(source: string, change: Damage): string {
  const lines = source.split('\n')
  const at = change.at % lines.length
  const line = lines[at]
  switch (change.kind) {
    case 'delete line':
      lines.splice(at, 1)
      break
    case 'indent':
      lines[at] =
        change.spaces >= 0
          ? `${' '.repeat(change.spaces)}${line}`
          : line.replace(new RegExp(`^ {0,${-change.spaces}}`), '')
      break
    case 'stray ---':
      lines.splice(at, 0, '---')
      break
    case 'unclosed tag':
      lines.splice(at, 0, change.tag)
      break
    case 'wrong type':
      lines[at] = /^(\s*-?\s*[A-Za-z]+:)/.test(line)
        ? line.replace(/^(\s*-?\s*[A-Za-z]+:).*$/, `$1 ${change.value}`)
        : `${line}${change.value}`
      break
    case 'odd characters': {
      const offset = change.offset % (line.length + 1)
      lines[at] = `${line.slice(0, offset)}${change.bits.join('')}${line.slice(offset)}`
      break
    }
    case 'huge value':
      lines[at] = `${line} ${'word '.repeat(change.size / 5)}`
      break
    case 'self-referring alias':
      lines[at] = /^(\s*-?\s*[A-Za-z]+:)/.test(line)
        ? line.replace(/^(\s*-?\s*[A-Za-z]+:).*$/, `$1 ${change.value}`)
        : `${line} ${change.value}`
      break
    case 'slow input':
      lines.splice(at, 0, change.input)
      break
    case 'swap lines': {
      const other = change.other % lines.length
      ;[lines[at], lines[other]] = [lines[other], lines[at]]
      break
    }
  }
  return lines.join('\n')
}

/** A problem a writer can act on: a content file, a real line and column, and words without a stack trace. */
function isWritersProblem(problem: Problem, linesInFile: number): boolean {
  return (
    files.includes(problem.file) &&
    Number.isInteger(problem.line) &&
    problem.line >= 1 &&
    problem.line <= linesInFile + 1 &&
    Number.isInteger(problem.column) &&
    problem.column >= 1 &&
    problem.message.trim().length > 0 &&
    !/\n\s+at |node_modules|\.js:\d+/.test(problem.message)
  )
}

/** The pages the shipped content makes, for the links a damaged file's check follows. */
async function shippedRoutes(): Promise<ReturnType<typeof routesOf>> {
  const { entries } = await checkContent(root)
  return routesOf(root, entries)
}

/** What the whole check finds in one damaged file: its own problems, its warnings, and its links to pages that do not exist. */
async function problemsOf(
  file: string,
  source: string,
  routes: Awaited<ReturnType<typeof shippedRoutes>>,
): Promise<Problem[]> {
  const result = await checkFile(file, source)
  const problems = [...result.problems]
  if (result.entry) {
    problems.push(...warningsFor({ ...result.entry, ...result.words! }))
    // The links it makes, as the whole check follows them: its body's, and an Education list's topics.
    const links = [
      ...result.entry.links,
      ...(result.entry.collection === 'education' ? educationLinks(result.entry.data, result.entry.locate) : []),
    ]
    if (routes) problems.push(...brokenContentLinks(file, links, routes, root))
  }
  return problems
}

describe('content damaged at random', async () => {
  const routes = await shippedRoutes()

  it(`is either accepted or refused with its file and line, within 1 s each (${runs} cases)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...files), damage, async (file, change) => {
        const source = damaged(originals.get(file)!, change)
        // Processor time, not the clock's: other work on a shared machine slows the clock, not this.
        const started = process.cpuUsage()
        const problems = await problemsOf(file, source, routes)
        const used = process.cpuUsage(started)
        const seconds = (used.user + used.system) / 1e6
        expect(seconds, `${file} took ${seconds.toFixed(2)} s (${change.kind})`).toBeLessThan(1)
        const lines = source.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/).length
        for (const problem of problems) expect(isWritersProblem(problem, lines), formatProblem(problem)).toBe(true)
        // A file the check accepts has no errors at all; one it refuses names this file.
        if (problems.some((problem) => problem.severity === 'error'))
          expect(problems.some((problem) => problem.file === file && problem.severity === 'error')).toBe(true)
      }),
      { numRuns: runs, seed },
    )
  }, 600_000)
})

describe('inputs that once were slow', async () => {
  const routes = await shippedRoutes()

  it('are each accepted or refused within 1 s at the end of a page body', async () => {
    const file = files.find((name) => name.startsWith('content/conditions/') && name.endsWith('.mdx'))!
    for (const input of slowInputs) {
      const started = process.cpuUsage()
      await problemsOf(file, `${originals.get(file)!}\n${input}\n`, routes)
      const used = process.cpuUsage(started)
      expect((used.user + used.system) / 1e6, `${input.slice(0, 24)}… (${input.length} characters)`).toBeLessThan(1)
    }
  }, 120_000)
})

describe('a build of damaged content', () => {
  /** A copy of the project with a last good build in dist/. */
  function projectCopy(): string {
    const dir = copyOfProject(root)
    mkdirSync(join(dir, 'dist/client'), { recursive: true })
    writeFileSync(join(dir, 'dist/client/index.html'), '<!doctype html><title>The last good build</title>')
    return dir
  }

  const build = (dir: string) =>
    spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: writersEnvironment() })

  /** The first generated damage that the check refuses, and the first that it accepts while changing the file. */
  async function twoCases(): Promise<{ refused: [string, string]; accepted: [string, string] }> {
    let refused: [string, string] | undefined
    let accepted: [string, string] | undefined
    // The whole check, links to other pages included, as the build runs it: a damaged link is refused.
    const routes = await shippedRoutes()
    for (const [file, change] of fc.sample(
      fc.tuple(fc.constantFrom(...files.filter((name) => name.endsWith('.mdx'))), damage),
      { numRuns: 500, seed },
    )) {
      const source = damaged(originals.get(file)!, change)
      if (source === originals.get(file)) continue
      const problems = await problemsOf(file, source, routes)
      if (problems.some((problem) => problem.severity === 'error')) refused ??= [file, source]
      // A translated file's urgent cards are checked against its translation's, in the whole check only.
      else if (!existsSync(join(root, file.replace(/^content\//, 'content/es/')))) accepted ??= [file, source]
      if (refused && accepted) return { refused, accepted }
    }
    throw new Error(`no refused and accepted pair in 500 samples (FUZZ_SEED=${seed})`)
  }

  it('stops with the file and line and keeps the last good build, or builds the site', async () => {
    const { refused, accepted } = await twoCases()
    const dir = projectCopy()
    try {
      writeFileSync(join(dir, refused[0]), refused[1])
      const failed = build(dir)
      expect(failed.status, `${refused[0]} was refused by the check but built (FUZZ_SEED=${seed})`).not.toBe(0)
      expect(`${failed.stdout}${failed.stderr}`).toMatch(new RegExp(`${refused[0].replace(/[.]/g, '\\.')}:\\d+:\\d+ `))
      expect(`${failed.stdout}${failed.stderr}`).not.toMatch(/\n\s+at .*:\d+:\d+\)?\n/)
      expect(readFileSync(join(dir, 'dist/client/index.html'), 'utf8')).toBe(
        '<!doctype html><title>The last good build</title>',
      )

      writeFileSync(join(dir, refused[0]), originals.get(refused[0])!)
      writeFileSync(join(dir, accepted[0]), accepted[1])
      const built = build(dir)
      expect(
        built.status,
        `${accepted[0]} passed the check but did not build (FUZZ_SEED=${seed}):\n${built.stdout}${built.stderr}`.slice(
          -4000,
        ),
      ).toBe(0)
      expect(readFileSync(join(dir, 'dist/client/index.html'), 'utf8')).toContain('<h1')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 300_000)
})
