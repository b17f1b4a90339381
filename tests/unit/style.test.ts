import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileDataFile } from '../../lib/content/compile'
import { formatProblem, type Problem } from '../../lib/content/problems'
import type { StyleFile } from '../../lib/content/style'
import { recordFor } from '../../lib/content/translations'

const realStyle = await readFile('content/style.yaml', 'utf8')

/** The style problems `npm run check` reports for these files, with the project's real content/style.yaml unless one is given. */
async function styleHits(files: Record<string, string>, style = realStyle): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'style-'))
  for (const [path, text] of Object.entries({ 'content/style.yaml': style, ...files })) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), text)
  }
  const { problems } = await checkContent(root, '2026-11-23')
  return problems.filter((p) => p.field === 'style' || p.file === 'content/style.yaml').map(withSeverity)
}

const withSeverity = (problem: Problem) =>
  `${formatProblem(problem)}${problem.severity === 'warning' ? ' (warning)' : ''}`

const page = (body: string, description = 'Our team.') =>
  `---\ntitle: Team\ndescription: ${description}\n---\n\n# Team\n\n${body}\n`

describe('the house style file', () => {
  it('holds the rules the site depends on', () => {
    const { data, problems } = compileDataFile('content/style.yaml', realStyle)
    expect(problems).toEqual([])
    const style = data as StyleFile
    const urgent = style.phrases.find((rule) => rule.phrase === 'urgent care')
    expect(urgent).toMatchObject({ severity: 'error', write: 'call 911 or go to the emergency room' })
    expect(urgent?.near).toContain('911')
    expect(style.phrases.find((rule) => rule.phrase === '{number} min')?.write).toBe('{number} minutes')
    const terms = Object.fromEntries(style.terms.map((term) => [term.use, term.insteadOf]))
    expect(terms['CGRP medicines']).toEqual(
      expect.arrayContaining(['CGRP antagonists', 'CGRP inhibitors', 'anti-CGRP']),
    )
    expect(terms['botulinum toxin']).toContain('Botox')
    expect(terms['Long COVID']).toContain('Long Covid')
    expect(terms.counseling).toContain('counselling')
    expect(terms.email).toContain('e-mail')
  })

  it('names the file, line and field of a mistake in it', () => {
    const broken = realStyle.replace('    severity: error\n', '    severity: fatal\n')
    const line = broken.split('\n').indexOf('    severity: fatal') + 1
    expect(compileDataFile('content/style.yaml', broken).problems.map(formatProblem)).toEqual([
      `content/style.yaml:${line}:5  phrases.0.severity  expected one of "error", "warning", got "fatal"`,
    ])
  })

  it('refuses a phrase listed twice, at the second one', () => {
    const style =
      'terms:\n  - use: email\n    insteadOf: [e-mail]\n    why: common\n    severity: warning\n  - use: e-mail address\n    insteadOf:\n      - E-Mail\n    why: common\n    severity: warning\n'
    expect(compileDataFile('content/style.yaml', style).problems.map(formatProblem)).toEqual([
      'content/style.yaml:8:9  terms.1.insteadOf.0  "E-Mail" is listed already (at terms.0.insteadOf.0): list a phrase once',
    ])
  })
})

describe('the house style in the words of a page', () => {
  it('reports a phrase in the body with its line and column and what to write', async () => {
    expect(
      await styleHits({
        'content/pages/team.mdx': page(
          '<Section title="Reach us">\n  Call us, or\n  send an e-mail any time.\n</Section>',
        ),
      }),
    ).toEqual([
      'content/pages/team.mdx:10:11  style  "e-mail": the common spelling today, and the one the site\'s forms use (write: email) (warning)',
    ])
  })

  it('reports a phrase in a front-matter value at its line and column', async () => {
    const faq =
      '---\ngroup: resources\norder: 1\nquestion: Do you offer help?\nanswer: "Yes. We offer genetic counselling before every test."\n---\n'
    expect(await styleHits({ 'content/faqs/help.mdx': faq })).toEqual([
      'content/faqs/help.mdx:5:32  style  "counselling": the site uses American spelling (write: counseling) (warning)',
    ])
  })

  it("reports a phrase in the text of a part's prop", async () => {
    expect(
      await styleHits({ 'content/pages/team.mdx': page('<Section title="Care for Long Covid">\n  Text.\n</Section>') }),
    ).toEqual([
      'content/pages/team.mdx:8:26  style  "Long Covid": the name the CDC and NIH use, with COVID in capital letters (write: Long COVID) (warning)',
    ])
  })

  it('stops the check on "urgent care" near the signs of an emergency, and lets it be elsewhere', async () => {
    const hits = await styleHits({
      'content/pages/team.mdx': page(
        'Sudden weakness or trouble speaking? Go to urgent care.\n\nFor a sprained ankle, urgent care is fine.',
      ),
    })
    expect(hits).toEqual([
      'content/pages/team.mdx:8:44  style  "urgent care": urgent care centers cannot treat stroke or other emergencies, and going there first loses time (write: call 911 or go to the emergency room)',
    ])
  })

  it('flags a phrase unless every word of unlessNear stands in the same paragraph', async () => {
    const style = `phrases:
  - phrase: "988"
    unlessNear: ["press 2", TEXT]
    why: say how to reach it
    write: call 988 and press 2, or TEXT 988
    severity: error
`
    const hits = await styleHits(
      {
        'content/pages/team.mdx': page('Call 988.\n\nCall 988 and press 2.\n\nCall 988 and press 2, or TEXT 988.'),
      },
      style,
    )
    expect(hits.map((hit) => hit.split('  style')[0])).toEqual([
      'content/pages/team.mdx:8:6',
      'content/pages/team.mdx:10:6',
    ])
  })

  /** What the Spanish house style finds in a Spanish translation of a small page with this body. */
  async function spanishHits(body: string): Promise<string[]> {
    const english = page('Our team.')
    const { source } = recordFor('content/pages/team.mdx', english)
    return styleHits({
      'content/es/style.yaml': await readFile('content/es/style.yaml', 'utf8'),
      'content/pages/team.mdx': english,
      'content/es/pages/team.mdx': `---\ntranslation:\n  source: "${source}"\ntitle: Equipo\ndescription: Nuestro equipo.\n---\n\n# Equipo\n\n${body}\n`,
    })
  }

  it("refuses a Spanish page that gives 988 without the crisis line's Spanish option and text route", async () => {
    const hits = await spanishHits(
      'En una crisis, llame o envíe un texto al 988.\n\nLlame al 988 y oprima 2 para español, o envíe AYUDA por texto al 988.',
    )
    expect(hits.filter((hit) => hit.includes('"988"'))).toEqual([
      expect.stringMatching(
        /^content\/es\/pages\/team\.mdx:10:\d+ {2}style {2}"988": .* \(write: .*oprima 2.*AYUDA.*\)$/,
      ),
    ])
  })

  it('refuses a phone number typed into a Spanish page without the free interpreter beside it', async () => {
    const phoneHits = async (body: string) => (await spanishHits(body)).filter((hit) => hit.includes('555-0100'))
    expect(await phoneHits('Llámenos al (312) 555-0100.')).toEqual([
      expect.stringMatching(
        /^content\/es\/pages\/team\.mdx:10:\d+ {2}style {2}"\(312\) 555-0100": .*intérprete.*\(write: .*languageHelp.*\)$/,
      ),
    ])
    expect(
      await phoneHits(
        'Llámenos al (312) 555-0100. Si prefiere hablar en español, pida un intérprete gratis cuando llame.',
      ),
    ).toEqual([])
  })

  it('writes out a time unit, keeping the number', async () => {
    expect(await styleHits({ 'content/pages/team.mdx': page('A 15 min check.') })).toEqual([
      'content/pages/team.mdx:8:3  style  "15 min": readers may not know the short form; write units in full (write: 15 minutes) (warning)',
    ])
  })

  it('gives every other name of the CGRP medicines one answer', async () => {
    const hits = await styleHits({
      'content/pages/team.mdx': page('CGRP antagonists help. So do CGRP inhibitors and anti-CGRP antibodies.'),
    })
    expect(hits.map((hit) => hit.replace(/ {2}style {2}"([^"]+)".*\(write: ([^)]+)\).*/, ' $1 -> $2'))).toEqual([
      'content/pages/team.mdx:8:1 CGRP antagonists -> CGRP medicines',
      'content/pages/team.mdx:8:30 CGRP inhibitors -> CGRP medicines',
      'content/pages/team.mdx:8:50 anti-CGRP -> CGRP medicines',
    ])
  })

  it('matches whole words whatever their capital letters, and leaves the preferred spelling alone', async () => {
    expect(await styleHits({ 'content/pages/team.mdx': page('BOTOX and Botoxin. Long COVID is right.') })).toEqual([
      'content/pages/team.mdx:8:1  style  "BOTOX": Botox is one brand; the medicine\'s name covers every brand and is the name a doctor and insurer use (write: botulinum toxin) (warning)',
    ])
  })

  it('matches only the written capitals when a rule says matchCase', async () => {
    const style =
      'phrases:\n  - phrase: MS\n    why: readers may not know it\n    write: multiple sclerosis\n    severity: warning\n    matchCase: true\n'
    expect(await styleHits({ 'content/pages/team.mdx': page('Living with MS, ms and Ms. Lee.') }, style)).toEqual([
      'content/pages/team.mdx:8:13  style  "MS": readers may not know it (write: multiple sclerosis) (warning)',
    ])
  })

  it('leaves code, addresses and the titles of sources alone', async () => {
    const body = 'Write `e-mail` in code.\n\n```\ne-mail\n```\n\n[Read more](https://example.org/e-mail)'
    const files = {
      'content/pages/team.mdx': page(body),
      'content/faqs/help.mdx':
        '---\ngroup: assessments\norder: 1\nquestion: Is it safe?\nanswer: Yes.\nclinicalTopic: headache\nreviewer: e-mail-reviewer\n---\n',
    }
    expect(await styleHits(files)).toEqual([])
  })

  it('checks the words of the site file and the menus', async () => {
    const navigation =
      'header:\n  - label: Long Covid\n    href: /conditions/long-covid\nfooter:\n  groups: []\n  legal: []\n'
    expect(await styleHits({ 'content/navigation.yaml': navigation })).toEqual([
      'content/navigation.yaml:2:12  style  "Long Covid": the name the CDC and NIH use, with COVID in capital letters (write: Long COVID) (warning)',
    ])
  })
})
