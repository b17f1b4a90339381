import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { MarkedText, Term } from '../../components/Term'
import { ToolTable } from '../../components/ToolTable'
import { compileDataFile, compileMdxFile } from '../../lib/content/compile'
import { glossaryIndex, splitMarks, stripMarks } from '../../lib/content/glossary'
import { faqStructuredData } from '../../lib/content/route-data'
import { formatProblem } from '../../lib/content/problems'
import { glossarySchema } from '../../lib/content/schema'

const glossaryFile = 'content/glossary.yaml'

const smallGlossary = `terms:
  - term: FDG-PET
    explanation: "a scan that shows how much sugar each part of the brain uses"
  - term: polygenic risk score
    otherSpellings:
      - polygenic risk scores
    explanation: "a score that adds up the effects of many genes on your risk of a disease"
`

const glossary = glossaryIndex(glossarySchema.parse(parse(smallGlossary)))

const assessment = `---
title: Brain Imaging
order: 4
description: "Scans that show the brain's structure."
tools:
  - name: "[[FDG-PET]]"
    measures: "How the brain uses sugar"
    examples: "[[Polygenic risk scores]] and more"
insight: "Imaging shows where a change is happening."
clinicalTopic: general-neurology
reviewer: elena-ruiz
---
`

const assessmentFile = 'content/assessments/imaging.mdx'

async function problemsOf(file: string, source: string) {
  return (await compileMdxFile(file, source, { glossary })).problems.map(formatProblem)
}

function glossaryProblems(source: string) {
  return compileDataFile(glossaryFile, source).problems.map(formatProblem)
}

describe('the glossary file', () => {
  it('accepts the real glossary', () => {
    expect(glossaryProblems(readFileSync(glossaryFile, 'utf8'))).toEqual([])
  })

  it('names the line of a term without an explanation', () => {
    const source = smallGlossary.replace(
      '    explanation: "a scan that shows how much sugar each part of the brain uses"\n',
      '',
    )
    expect(glossaryProblems(source)).toEqual([`${glossaryFile}:2:5  terms.0.explanation  is required (expected text)`])
  })

  it('refuses an explanation that ends with a full stop or holds brackets, at its line', () => {
    expect(glossaryProblems(smallGlossary.replace('brain uses"', 'brain uses."'))).toEqual([
      `${glossaryFile}:3:5  terms.0.explanation  must not end with a full stop: the explanation sits inside a sentence, in brackets`,
    ])
    expect(glossaryProblems(smallGlossary.replace('a scan that', 'a scan (PET) that'))).toEqual([
      `${glossaryFile}:3:5  terms.0.explanation  must not hold brackets [ ] or ( ): the page already puts the explanation in brackets`,
    ])
  })

  it('refuses a term or spelling that stands twice, whatever its capitals', () => {
    const source = smallGlossary.replace(
      '      - polygenic risk scores\n',
      '      - polygenic risk scores\n      - fdg-pet\n',
    )
    expect(glossaryProblems(source)).toEqual([
      `${glossaryFile}:7:9  terms.1.otherSpellings.1  "fdg-pet" is already in the glossary (under "FDG-PET"): a term or spelling may stand only once`,
    ])
  })

  it('reports a misspelt field and broken YAML with their lines', () => {
    expect(glossaryProblems(smallGlossary.replace('otherSpellings:', 'otherSpelings:'))).toEqual([
      `${glossaryFile}:5:5  terms.1.otherSpelings  is not a known field (did you mean otherSpellings?)`,
    ])
    expect(glossaryProblems(smallGlossary.replace('  - term: FDG-PET', '  - term: [FDG-PET'))[0]).toMatch(
      /^content\/glossary\.yaml:[23]:\d+ {2}yaml {2}/,
    )
  })

  it('explains every term the content marks, with [[…]] or <Term>', () => {
    const real = glossaryIndex(glossarySchema.parse(parse(readFileSync(glossaryFile, 'utf8'))))
    const contentFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? contentFiles(join(dir, entry.name))
          : /\.(mdx|yaml)$/.test(entry.name) && entry.name !== 'glossary.yaml'
            ? [join(dir, entry.name)]
            : [],
      )
    const marked = contentFiles('content').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\[\[([^\]]+)\]\]|<Term>([^<]+)<\/Term>/g)].map((match) => ({
        file,
        term: match[1] ?? match[2],
      })),
    )
    expect(marked.length, 'The content marks no term any more; this test needs one').toBeGreaterThan(0)
    expect(marked.filter(({ term }) => !real.find(term))).toEqual([])
  })
})

describe('marked terms in front-matter', () => {
  it('accepts marks of defined terms and other spellings, in any capitals', async () => {
    expect(await problemsOf(assessmentFile, assessment)).toEqual([])
  })

  it('reports a term the glossary does not define at its line and column, with what to write', async () => {
    const source = assessment.replace('"[[FDG-PET]]"', '"[[FDG-PT]]"')
    expect(await problemsOf(assessmentFile, source)).toEqual([
      `${assessmentFile}:6:12  tools.0.name  [[FDG-PT]]: "FDG-PT" is not in the glossary (did you mean "FDG-PET"?): add it to content/glossary.yaml with a plain explanation, or remove the [[ ]] around it`,
    ])
  })

  it('reports a mark in a field that shows its text as written (a tab label, a page title)', async () => {
    const [problem] = await problemsOf(
      assessmentFile,
      assessment.replace('title: Brain Imaging', 'title: Brain [[FDG-PET]]'),
    )
    expect(problem).toMatch(
      /^content\/assessments\/imaging\.mdx:2:14 {2}title {2}shows its text as written, so \[\[FDG-PET\]\] would appear with its brackets: remove them/,
    )
    const page = '---\ntitle: "About [[FDG-PET]]"\ndescription: About us.\n---\n\n# About\n'
    expect((await problemsOf('content/pages/about.mdx', page))[0]).toMatch(
      /^content\/pages\/about\.mdx:2:15 {2}title {2}shows its text as written/,
    )
  })

  it('reports a mark without its partner and an empty mark', async () => {
    expect(
      await problemsOf(assessmentFile, assessment.replace('"How the brain uses sugar"', '"How [[FDG-PET] works"')),
    ).toEqual([
      `${assessmentFile}:7:20  tools.0.measures  has [[ or ]] without its partner: mark a term as [[FDG-PET]], both pairs of brackets around it`,
    ])
    expect(
      await problemsOf(assessmentFile, assessment.replace('"How the brain uses sugar"', '"How [[ ]] works"')),
    ).toEqual([
      `${assessmentFile}:7:20  tools.0.measures  has an empty mark [[ ]]: put the term between the brackets, or remove them`,
    ])
  })

  it('says to quote a value that starts with a mark, which YAML would read as a list', async () => {
    expect(await problemsOf(assessmentFile, assessment.replace('"[[FDG-PET]]"', '[[FDG-PET]]'))).toEqual([
      `${assessmentFile}:6:5  tools.0.name  starts with [[, which YAML reads as a list: put the whole text in quotes, name: "[[FDG-PET]]"`,
    ])
    const [broken] = await problemsOf(
      assessmentFile,
      assessment.replace('"[[Polygenic risk scores]] and more"', '[[Polygenic risk scores]] and more'),
    )
    expect(broken).toMatch(
      /starts with \[\[, which YAML reads as a list: put the whole text in quotes, examples: "\[\[Polygenic risk scores\]\] and more"$/,
    )
  })
})

describe('<Term> in a page body', () => {
  const page = (body: string) => `---\ntitle: Tests\ndescription: Our tests.\n---\n\n# Tests\n\n${body}\n`

  it('accepts a defined term inside a sentence', async () => {
    expect(await problemsOf('content/pages/tests.mdx', page('We use <Term>FDG-PET</Term> scans.'))).toEqual([])
  })

  it('reports a term the glossary does not define at its line and column', async () => {
    expect(await problemsOf('content/pages/tests.mdx', page('We use <Term>FDG-PT</Term> scans.'))).toEqual([
      'content/pages/tests.mdx:8:8  Term  <Term>FDG-PT</Term>: "FDG-PT" is not in the glossary (did you mean "FDG-PET"?): add it to content/glossary.yaml with a plain explanation, or remove the <Term> tags around it',
    ])
  })

  it('refuses marks in a translation, whose words the English glossary cannot explain, at their line', async () => {
    const record = 'translation:\n  source: "sha256:0000000000000000000000000000000000000000000000000000000000000000"\n'
    const spanish = (text: string) => text.replace('---\n', `---\n${record}`)
    expect(
      await problemsOf('content/es/pages/tests.mdx', spanish(page('Usamos <Term>FDG-PET</Term> a veces.'))),
    ).toContain(
      "content/es/pages/tests.mdx:10:8  Term  <Term>FDG-PET</Term>: content/glossary.yaml explains terms in English, and a translation marks none (no English explanation in its text): remove the <Term> tags and say what the term means in the sentence, in this page's language",
    )
    expect(
      (await problemsOf('content/es/assessments/imaging.mdx', spanish(assessment))).filter((problem) =>
        problem.includes('explains terms in English'),
      ),
    ).toEqual([
      expect.stringMatching(
        /^content\/es\/assessments\/imaging\.mdx:8:12 {2}tools\.0\.name {2}\[\[FDG-PET\]\]: content\/glossary\.yaml explains terms in English/,
      ),
      expect.stringMatching(
        /^content\/es\/assessments\/imaging\.mdx:10:16 {2}tools\.0\.examples {2}\[\[Polygenic risk scores\]\]: /,
      ),
    ])
  })

  it('reports a front-matter mark, formatting inside the part, and settings on it', async () => {
    expect(await problemsOf('content/pages/tests.mdx', page('We use [[FDG-PET]] scans.'))).toEqual([
      "content/pages/tests.mdx:8:8  Term  [[FDG-PET]] marks a term in front-matter; in a page's text write <Term>FDG-PET</Term>",
    ])
    expect(await problemsOf('content/pages/tests.mdx', page('We use <Term>**FDG**-PET</Term> scans.'))).toEqual([
      'content/pages/tests.mdx:8:8  Term  <Term> holds only the words of the term, without formatting or other parts: write <Term>FDG-PET</Term>',
    ])
    expect(
      await problemsOf('content/pages/tests.mdx', page('We use <Term explanation="a scan">FDG-PET</Term> scans.')),
    ).toEqual([
      'content/pages/tests.mdx:8:8  Term  <Term> takes no settings: write <Term>FDG-PET</Term>; the explanation comes from content/glossary.yaml',
    ])
  })
})

describe('showing marked terms', () => {
  const fdgPet =
    'a scan that shows how much sugar each part of the brain uses; parts that use less may not be working well'
  const moca = 'a 10-minute test of memory, thinking and language, scored out of 30'

  /** Each term of rendered markup that opens its explanation: the term, and the explanation its button opens. */
  function openedTerms(html: string): Array<{ term: string; explanation: string }> {
    const document = parseDocument(html)
    const buttons = DomUtils.findAll(
      (element) => element.name === 'button' && (element.parent as Element | null)?.name === 'dfn',
      document.children,
    )
    return buttons.map((button) => {
      // HTML names attributes in any case; React writes popoverTarget as it is spelled.
      const target = Object.entries(button.attribs).find(([name]) => name.toLowerCase() === 'popovertarget')?.[1]
      const popover = target ? DomUtils.getElementById(target, document.children) : null
      expect(popover?.attribs.popover).toBe('auto')
      return {
        term: DomUtils.textContent(button),
        explanation: DomUtils.textContent(popover!.children.at(-1)!).trim(),
      }
    })
  }

  it('keeps a marked term in its sentence, a button that opens its explanation', () => {
    const html = renderToStaticMarkup(createElement(MarkedText, { text: 'A [[FDG-PET]] scan and [[MoCA]].' }))
    expect(html).toMatch(/^A <dfn/)
    expect(openedTerms(html)).toEqual([
      { term: 'FDG-PET', explanation: fdgPet },
      { term: 'MoCA', explanation: moca },
    ])
    // Two terms, two explanations: each button opens its own.
    expect(new Set([...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])).size).toBe(2)
    expect(html).not.toContain('[[')
  })

  it('gives <Term> in a page the same markup', () => {
    expect(openedTerms(renderToStaticMarkup(createElement(Term, null, 'FDG-PET')))).toEqual([
      { term: 'FDG-PET', explanation: fdgPet },
    ])
  })

  it('shows the explanation in brackets after the term where asked (a table), as plain text', () => {
    const html = renderToStaticMarkup(createElement(MarkedText, { text: 'A [[FDG-PET]] scan.', inline: true }))
    expect(html).toMatch(/^A <dfn class="[^"]+">FDG-PET<\/dfn> <span class="[^"]+">\(/)
    expect(html).toContain(`(${fdgPet})</span> scan.`)
    expect(html).not.toContain('button')
  })

  it('keeps the written spelling and leaves text without marks as it is', () => {
    expect(openedTerms(renderToStaticMarkup(createElement(MarkedText, { text: '[[Polygenic risk scores]]' })))).toEqual(
      [expect.objectContaining({ term: 'Polygenic risk scores' })],
    )
    expect(renderToStaticMarkup(createElement(MarkedText, { text: "Tom's [test] & more" }))).toBe(
      'Tom&#x27;s [test] &amp; more',
    )
  })

  it('puts each term of a list of marked terms on a line of its own when asked, keeping the commas', () => {
    const html = renderToStaticMarkup(
      createElement(MarkedText, { text: '[[MoCA]], [[MMSE]]', list: true, inline: true }),
    )
    expect(html).toMatch(
      /^<span class="[^"]+"><dfn class="[^"]+">MoCA<\/dfn> <span class="[^"]+">\([^)]+\)<\/span>,<\/span><span class="[^"]+"><dfn class="[^"]+">MMSE<\/dfn> /,
    )
    // Anything but a plain list of terms stays running text.
    expect(renderToStaticMarkup(createElement(MarkedText, { text: '[[MoCA]] and more', list: true }))).toMatch(/^<dfn/)
  })

  it('gives a marked row header of a tool table a short name for screen readers', () => {
    const html = renderToStaticMarkup(
      createElement(ToolTable, {
        id: 'imaging-tools',
        caption: 'Brain Imaging',
        tools: [
          { name: '[[FDG-PET]]', measures: 'Sugar use' },
          { name: 'MRI', measures: 'Structure' },
        ],
        labels: { tool: 'Tool', measures: 'What It Measures', examples: 'Examples' },
      }),
    )
    expect(html).toContain('<th scope="row" abbr="FDG-PET"><dfn')
    expect(html).toContain('<th scope="row">MRI</th>')
  })

  it('strips marks where text shows as written', () => {
    expect(stripMarks('[[APOE]] genotyping and [[MoCA]]')).toBe('APOE genotyping and MoCA')
    expect(splitMarks('A [[FDG-PET]] scan')).toEqual(['A ', { term: 'FDG-PET' }, ' scan'])
    const data = faqStructuredData([
      { question: 'What is FDG-PET?', answer: 'An [[FDG-PET]] scan shows how the brain uses sugar.' },
    ])
    expect(JSON.stringify(data)).toContain('"text":"An FDG-PET scan shows how the brain uses sugar."')
  })
})
