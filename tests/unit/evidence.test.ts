// A health page's evidence log: the guidelines and reports it follows, each with the year of its
// edition, named as content/site.yaml's schedule names them. The check warns once a newer edition is
// due and stops at a name the schedule lacks; `npm run review status` lists the pages by what they
// follow, a translation with its English page.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { evidenceLog, evidenceSchedule, pagesByEvidence } from '../../lib/content/evidence'
import { formatProblem } from '../../lib/content/problems'
import { projectWith } from './project-fixture'
import { validEntryFile } from './valid-entry'

const fixtureSite = await readFile('tests/fixtures/content/site.yaml', 'utf8')
const yearly = 'Brain Health Facts and Figures'
const guideline = 'Guideline for Acute Stroke'
const siteYaml = `${fixtureSite}\nevidence:\n  "${yearly}": 1\n  "${guideline}": 5\n`
const file = 'content/conditions/stroke.mdx'
const today = '2026-11-28'

const conditionFollowing = (evidence: Array<{ name: string; year: number }>) =>
  validEntryFile('conditions', { evidence })

const lineOf = (source: string, text: string, from = 0) =>
  source.split('\n').findIndex((line, index) => index >= from && line.includes(text)) + 1

async function evidenceProblems(source: string, site = siteYaml): Promise<string[]> {
  const root = await projectWith({ 'content/site.yaml': site, [file]: source })
  return (await checkContent(root, today, { compareWithMain: false })).problems
    .filter((problem) => problem.field?.startsWith('evidence'))
    .map((problem) => `${formatProblem(problem)} (${problem.severity})`)
}

describe("a page's evidence log", () => {
  it('is quiet while every edition it follows is current by the schedule', async () => {
    const source = conditionFollowing([
      { name: yearly, year: 2026 },
      { name: guideline, year: 2022 },
    ])
    expect(await evidenceProblems(source)).toEqual([])
  })

  it('warns at the year of an edition older than its schedule, saying when the next was due', async () => {
    const source = conditionFollowing([
      { name: yearly, year: 2025 },
      { name: guideline, year: 2021 },
    ])
    const problems = await evidenceProblems(source)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(
      new RegExp(
        `^${file}:${lineOf(source, 'year: 2025')}:\\d+  evidence\\.0\\.year  .*"${yearly}".* every year: one was due in 2026.*\\(warning\\)$`,
      ),
    )
    expect(problems[1]).toMatch(
      new RegExp(
        `^${file}:${lineOf(source, 'year: 2021')}:\\d+  evidence\\.1\\.year  .*every 5 years: one was due in 2026.*\\(warning\\)$`,
      ),
    )
  })

  it('stops at a name the schedule does not list, naming the ones it does', async () => {
    const source = conditionFollowing([{ name: 'Guideline for Stroke', year: 2026 }])
    const [problem, ...rest] = await evidenceProblems(source)
    expect(rest).toEqual([])
    expect(problem).toMatch(
      new RegExp(`^${file}:${lineOf(source, 'Guideline for Stroke')}:\\d+  evidence\\.0\\.name  `),
    )
    expect(problem).toContain(`"${guideline}"`)
    expect(problem).toMatch(/\(error\)$/)
    // Without a schedule in site.yaml, every name is one it does not list.
    expect(await evidenceProblems(source, fixtureSite)).toEqual([
      expect.stringMatching(/not in content\/site\.yaml.*\(error\)$/),
    ])
  })

  it('stops at an edition from a year still to come', async () => {
    const source = conditionFollowing([{ name: guideline, year: 2027 }])
    expect(await evidenceProblems(source)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:${lineOf(source, 'year: 2027')}:\\d+  evidence\\.0\\.year  2027 is later than this year.*\\(error\\)$`,
        ),
      ),
    ])
  })

  it('refuses a year that is not a year, at its line', async () => {
    const source = conditionFollowing([{ name: guideline, year: 'recent' as unknown as number }])
    const root = await projectWith({ 'content/site.yaml': siteYaml, [file]: source })
    const problems = (await checkContent(root, today, { compareWithMain: false })).problems.map(formatProblem)
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}:${lineOf(source, 'year: recent')}:\\d+  evidence\\.0\\.year  `)),
    )
  })
})

describe('pages by the guideline they follow', () => {
  it("lists each name's pages in the schedule's order, a translation with what its English page follows, and marks an edition due", async () => {
    const root = await projectWith({
      'content/site.yaml': siteYaml,
      [file]: conditionFollowing([{ name: guideline, year: 2019 }]),
      'content/es/conditions/stroke.mdx': validEntryFile('conditions'),
      'content/conditions/memory.mdx': conditionFollowing([
        { name: yearly, year: 2026 },
        { name: guideline, year: 2024 },
      ]),
      'content/conditions/tremor.mdx': validEntryFile('conditions'),
    })
    const lines = pagesByEvidence(evidenceLog(root), evidenceSchedule(root), today)
    expect(lines).toEqual([
      `${yearly} (a new edition every year)`,
      '  2026  content/conditions/memory.mdx',
      `${guideline} (a new edition every 5 years)`,
      '  2024  content/conditions/memory.mdx',
      '  2019  content/conditions/stroke.mdx  (a newer edition was due in 2024)',
      '  2019  content/es/conditions/stroke.mdx  (a newer edition was due in 2024)',
    ])
  })
})
