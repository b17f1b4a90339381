import { describe, expect, it } from 'vitest'
import { compileMdxFile } from '../../lib/content/compile'
import { formatProblem, type Problem } from '../../lib/content/problems'

const file = 'content/posts/stroke-facts.mdx'

/** A blog post whose key facts are these cards. */
const page = (cards: string) => `---
title: Stroke in Numbers
excerpt: What the latest figures say about stroke.
date: 2026-10-01
category: Stroke
image: /images/blog-stroke.svg
imageAlt: A chart
clinicalTopic: stroke
reviewer: priya-natarajan
---

## Key Facts

<StatCards>
${cards}
</StatCards>
`

const line = 15
const withSeverity = (problem: Problem) =>
  `${formatProblem(problem)}${problem.severity === 'warning' ? ' (warning)' : ''}`

async function statProblems(cards: string) {
  const result = await compileMdxFile(file, page(cards), { glossary: null, today: '2026-10-01' })
  return {
    code: result.code,
    problems: result.problems.filter((p) => p.field === 'source').map(withSeverity),
    others: result.problems.filter((p) => p.field !== 'source'),
  }
}

describe('key facts (StatCard)', () => {
  it('accepts a card whose source names a recent year', async () => {
    const { problems, others, code } = await statProblems(
      '<StatCard value="1 in 4" label="adults" source="Centers for Disease Control and Prevention, Stroke Facts, 2024" />',
    )
    expect(others).toEqual([])
    expect(problems).toEqual([])
    expect(code).toBeDefined()
  })

  it('refuses a card whose source names no year, at the card, saying what to write', async () => {
    const { problems, code } = await statProblems(
      '  <StatCard value="1 in 4" label="adults" source="Centers for Disease Control and Prevention, Stroke Facts" />',
    )
    expect(problems).toEqual([
      `${file}:${line}:3  source  "Centers for Disease Control and Prevention, Stroke Facts" names no year: add the year the figures were published, e.g. source="Centers for Disease Control and Prevention, Stroke Facts, 2024"`,
    ])
    expect(code).toBeUndefined()
  })

  it('refuses a card without a source', async () => {
    const { problems } = await statProblems('<StatCard value="1 in 4" label="adults" />')
    expect(problems).toEqual([
      `${file}:${line}:1  source  a key fact needs its source with the year of the figures: add source="Centers for Disease Control and Prevention, Stroke Facts, 2024"`,
    ])
  })

  it('does not take a number in the title for a year', async () => {
    const { problems } = await statProblems(
      '<StatCard value="6.2 million" label="Americans" source="Alzheimer\'s Association, Facts and Figures, 12024 readers" />',
    )
    expect(problems).toEqual([expect.stringContaining('names no year')])
  })

  // The age of a figure is counted from the day of the check, so the years here follow the calendar.
  const thisYear = new Date().getUTCFullYear()
  const old = thisYear - 5

  it("warns, without stopping the page, when figures more than 3 years old read as if they were today's", async () => {
    const { problems, code } = await statProblems(
      `<StatCard value="6.2 million" label="Americans" source="Alzheimer's Association, ${old} Alzheimer's Disease Facts and Figures" />`,
    )
    expect(problems).toEqual([
      `${file}:${line}:1  source  the figures are from ${old}, more than 3 years ago, and the card reads as if they were today's: say their year in the label (label="In ${old}, ..."), and name a newer edition in the source if there is one; or update value, label and source to newer figures (warning)`,
    ])
    expect(code).toBeDefined()
  })

  it('accepts old figures that say their year on the card, in the label or the value', async () => {
    for (const card of [
      `<StatCard value="6.2 million" label="In ${old}, Americans aged 65 and older with Alzheimer's" source="Alzheimer's Association, ${old} Facts and Figures" />`,
      `<StatCard value="6.2 million (${old})" label="Americans aged 65 and older with Alzheimer's" source="Alzheimer's Association, ${old} Facts and Figures" />`,
    ]) {
      expect(await statProblems(card).then((result) => result.problems)).toEqual([])
    }
  })

  it('dates a figure by the first year of its source: a newer edition named after it does not make the figure new', async () => {
    const { problems } = await statProblems(
      `<StatCard value="6.2 million" label="Americans" source="Alzheimer's Association, ${old} Facts and Figures (${thisYear} edition: 7.2 million)" />`,
    )
    expect(problems).toEqual([expect.stringContaining(`the figures are from ${old}, more than 3 years ago`)])
  })

  it("still warns when the card states another year than its figures'", async () => {
    const { problems } = await statProblems(
      `<StatCard value="6.2 million" label="In ${thisYear}, Americans" source="Alzheimer's Association, ${old} Facts and Figures" />`,
    )
    expect(problems).toEqual([expect.stringContaining(`the figures are from ${old}`)])
  })

  it('accepts figures exactly 3 years old', async () => {
    const { problems } = await statProblems(
      `<StatCard value="6.2 million" label="Americans" source="Alzheimer's Association, ${thisYear - 3} Alzheimer's Disease Facts and Figures" />`,
    )
    expect(problems).toEqual([])
  })
})
