import { describe, expect, it } from 'vitest'
import { compileMdxFile } from '../../lib/content/compile'
import { formatProblem, type Problem } from '../../lib/content/problems'

const file = 'content/posts/stroke-facts.mdx'

/** A blog post whose key facts are these cards, checked on 2026-10-01. */
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
const withSeverity = (problem: Problem) => `${formatProblem(problem)}${problem.severity === 'warning' ? ' (warning)' : ''}`

async function statProblems(cards: string) {
  const result = await compileMdxFile(file, page(cards), { glossary: null, today: '2026-10-01' })
  return { code: result.code, problems: result.problems.filter((p) => p.field === 'source').map(withSeverity), others: result.problems.filter((p) => p.field !== 'source') }
}

describe('key facts (StatCard)', () => {
  it('accepts a card whose source names a recent year', async () => {
    const { problems, others, code } = await statProblems('<StatCard value="1 in 4" label="adults" source="Centers for Disease Control and Prevention, Stroke Facts, 2024" />')
    expect(others).toEqual([])
    expect(problems).toEqual([])
    expect(code).toBeDefined()
  })

  it('refuses a card whose source names no year, at the card, saying what to write', async () => {
    const { problems, code } = await statProblems('  <StatCard value="1 in 4" label="adults" source="Centers for Disease Control and Prevention, Stroke Facts" />')
    expect(problems).toEqual([
      `${file}:${line}:3  source  "Centers for Disease Control and Prevention, Stroke Facts" names no year: add the year the figures were published, e.g. source="Centers for Disease Control and Prevention, Stroke Facts, 2024"`,
    ])
    expect(code).toBeUndefined()
  })

  it('refuses a card without a source', async () => {
    const { problems } = await statProblems('<StatCard value="1 in 4" label="adults" />')
    expect(problems).toEqual([`${file}:${line}:1  source  a key fact needs its source with the year of the figures: add source="Centers for Disease Control and Prevention, Stroke Facts, 2024"`])
  })

  it('does not take a number in the title for a year', async () => {
    const { problems } = await statProblems('<StatCard value="6.2 million" label="Americans" source="Alzheimer\'s Association, Facts and Figures, 12024 readers" />')
    expect(problems).toEqual([expect.stringContaining('names no year')])
  })

  it('warns, without stopping the page, when the figures are more than 3 years old', async () => {
    const { problems, code } = await statProblems('<StatCard value="6.2 million" label="Americans" source="Alzheimer\'s Association, 2021 Alzheimer\'s Disease Facts and Figures" />')
    expect(problems).toEqual([`${file}:${line}:1  source  the figures are from 2021, more than 3 years before 2026: look for newer figures and update value, label and source (warning)`])
    expect(code).toBeDefined()
  })

  it('accepts figures exactly 3 years old', async () => {
    const { problems } = await statProblems('<StatCard value="6.2 million" label="Americans" source="Alzheimer\'s Association, 2023 Alzheimer\'s Disease Facts and Figures" />')
    expect(problems).toEqual([])
  })
})
