import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileDataFile, compileMdxFile } from '../../lib/content/compile'
import { formatProblem } from '../../lib/content/problems'
import { projectWith } from './project-fixture'
import { completeEntryFile } from './valid-entry'

const goodCondition = completeEntryFile(
  'conditions',
  `---
name: Tremor
order: 8
description: Tremor is shaking you cannot control. Learn the causes, the tests we use and the treatments that help.
shortDescription: Shaking of the hands, head or voice that you cannot control.
iconName: tremor
symptoms:
  - Shaking hands
  - Head nodding
  - Shaky voice
  - Trouble writing
  - Worse with stress
treatments:
  - Medication
  - Occupational therapy
  - Botulinum toxin injections
  - Deep brain stimulation
  - Focused ultrasound
clinicalTopic: general-neurology
reviewer: elena-ruiz
sources:
  - title: Tremor Fact Sheet
    url: https://www.ninds.nih.gov/health-information/disorders/tremor
urgent:
  title: Call 911 if a tremor comes with any of these signs
  signs:
    - Sudden weakness on one side
  action: Call 911 right away.
---

Tremor is a rhythmic shaking.
`,
)

const file = 'content/conditions/tremor.mdx'

async function problemsOf(source: string, path = file) {
  const result = await compileMdxFile(path, source)
  return result.problems.map(formatProblem)
}

describe('condition front-matter', () => {
  it('accepts a complete condition file and applies defaults', async () => {
    const result = await compileMdxFile(file, goodCondition)
    expect(result.problems).toEqual([])
    expect(result.data).toMatchObject({ name: 'Tremor', layout: 'generic' })
    expect(result.code).toBeTypeOf('string')
  })

  it('names the file, line and field when a list has 4 symptoms instead of 5', async () => {
    const source = goodCondition.replace('  - Worse with stress\n', '')
    expect(await problemsOf(source)).toEqual([`${file}:7:1  symptoms  expected exactly 5 items, got 4`])
  })

  it('reports a missing required field', async () => {
    const source = goodCondition.replace('name: Tremor\n', '')
    expect(await problemsOf(source)).toEqual([`${file}:2:1  name  is required (expected text)`])
  })

  it('reports a field of the wrong type', async () => {
    const source = goodCondition.replace('order: 8', 'order: eight')
    expect(await problemsOf(source)).toEqual([`${file}:3:1  order  expected a number, got "eight"`])
  })

  it('reports an unknown icon name with the allowed ones', async () => {
    const [problem] = await problemsOf(goodCondition.replace('iconName: tremor', 'iconName: shaky'))
    expect(problem).toMatch(
      /^content\/conditions\/tremor\.mdx:6:1 {2}iconName {2}expected one of "memory", .*"concussion", got "shaky"$/,
    )
  })

  it('reports a misspelt field as unknown, naming the field it likely meant', async () => {
    const source = goodCondition.replace('shortDescription:', 'shortDescripton:')
    expect(await problemsOf(source)).toContain(
      `${file}:5:1  shortDescripton  is not a known field (did you mean shortDescription?)`,
    )
  })

  it('refuses a typed review claim: who reviewed a page and when comes from a signature only', async () => {
    const source = goodCondition.replace('reviewer: elena-ruiz\n', 'reviewer: elena-ruiz\nlastReviewed: 2026-10-01\n')
    expect(await problemsOf(source)).toEqual([`${file}:21:1  lastReviewed  is not a known field (check its spelling)`])
  })

  it('refuses a clinical topic outside the list', async () => {
    const [problem] = await problemsOf(
      goodCondition.replace('clinicalTopic: general-neurology', 'clinicalTopic: cardiology'),
    )
    expect(problem).toMatch(
      /^content\/conditions\/tremor\.mdx:19:1 {2}clinicalTopic {2}expected one of "general-neurology", .*got "cardiology"$/,
    )
  })

  it('reports a date that does not exist', async () => {
    const member =
      '---\nname: Dr. A\nrole: Neurologist\norder: 1\nimage: /images/a.svg\nimageAlt: A portrait\nbio: A clinician.\nreview:\n  credentials: Neurologist\n  topics: [stroke]\n  keys:\n    - key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPLtcXCtFTzSQLw0NILCrnXijcSDtj78Em6Dzy3e8UH0\n      from: 2026-02-30\n---\n'
    expect(await problemsOf(member, 'content/team/dr-a.mdx')).toEqual([
      'content/team/dr-a.mdx:13:7  review.keys.0.from  is not a real calendar date',
    ])
  })

  it('reports a source address that is not https', async () => {
    const source = goodCondition.replace('https://www.ninds', 'http://www.ninds')
    expect(await problemsOf(source)).toEqual([`${file}:23:5  sources.0.url  expected an absolute https:// address`])
  })

  it('reports broken YAML with its line', async () => {
    const source = goodCondition.replace('order: 8', 'order: [8')
    const [problem] = await problemsOf(source)
    expect(problem).toMatch(/^content\/conditions\/tremor\.mdx:[34]:\d+ {2}yaml {2}/)
  })

  it('reports a file without front-matter', async () => {
    expect(await problemsOf('Just text.\n')).toEqual([
      `${file}:1:1  (front-matter)  is missing: the file must start with --- , its fields, and --- `,
    ])
  })

  it('reports an unclosed component tag with its line and column in the whole file', async () => {
    const source = `${goodCondition}\n<BookingButton>Book now\n`
    const [problem] = await problemsOf(source)
    // The line after the fixture's last: the tag is written there.
    const line = goodCondition.split('\n').length + 1
    expect(problem).toMatch(new RegExp(`^content/conditions/tremor\\.mdx:${line}:1 {2}mdx {2}.*BookingButton`))
  })
})

describe('page front-matter', () => {
  it('needs a title and a description', async () => {
    const problems = await problemsOf('---\ntitle: About\n---\n\n# About\n', 'content/pages/about.mdx')
    expect(problems).toEqual(['content/pages/about.mdx:2:1  description  is required (expected text)'])
  })
})

describe('site data files', () => {
  it('accepts the real site configuration', async () => {
    const source = await readFile('content/site.yaml', 'utf8')
    expect(compileDataFile('content/site.yaml', source).problems).toEqual([])
  })

  it('names a missing label of the shared parts', async () => {
    const source = (await readFile('content/site.yaml', 'utf8')).replace(/^ {2}skipLink: .*\n/m, '')
    const problems = compileDataFile('content/site.yaml', source).problems.map(formatProblem)
    expect(problems).toEqual([
      expect.stringMatching(/^content\/site\.yaml:\d+:\d+ {2}labels\.skipLink {2}is required \(expected text\)$/),
    ])
  })
})

describe('the whole content folder', () => {
  it('passes the real content', async () => {
    const result = await checkContent(process.cwd())
    expect(result.problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([])
  })

  it("holds each page's words to its end only for the reading report, and finds the same either way", async () => {
    const plain = await checkContent(process.cwd())
    expect(plain.written).toEqual([])
    const report = await checkContent(process.cwd(), undefined, { keepWords: true })
    expect(report.written.map((written) => written.file)).toEqual(report.entries.map((entry) => entry.file))
    expect(report.written.some((written) => written.passages.length > 0)).toBe(true)
    expect(report.problems).toEqual(plain.problems)
  })

  it('rejects two files with the same id', async () => {
    const root = await projectWith({
      'content/conditions/tremor.mdx': goodCondition,
      'content/conditions/Tremor.mdx': goodCondition.replace('name: Tremor', 'name: Essential Tremor'),
    })
    const messages = (await checkContent(root)).problems.map(formatProblem)
    expect(messages).toEqual([
      'content/conditions/Tremor.mdx:1:1  (file name)  is not a web address: name the file tremor.mdx (lowercase letters, digits and hyphens only)',
      expect.stringContaining(
        'content/conditions/tremor.mdx:1:1  id  duplicate id "tremor": content/conditions/Tremor.mdx has the same id',
      ),
    ])
  })

  it('rejects two pages with the same title', async () => {
    const page = '---\ntitle: Our Team\ndescription: Who we are.\n---\n\n# Our Team\n'
    const root = await projectWith({ 'content/pages/about.mdx': page, 'content/pages/team.mdx': page })
    const messages = (await checkContent(root)).problems.map(formatProblem)
    expect(messages).toEqual([
      'content/pages/team.mdx:2:1  title  duplicate page title "Our Team": content/pages/about.mdx has the same title',
    ])
  })

  it('names a content/site.yaml it cannot read once, without titles that only seem the same without its name', async () => {
    const root = await projectWith({
      'content/site.yaml': 'name: [Clinic\n',
      'content/guides/testing.mdx': completeEntryFile('guides', '---\ntitle: Nerve Testing\n---\n'),
      'content/services/testing.mdx': completeEntryFile('services', '---\ntitle: Nerve Testing\n---\n'),
    })
    const messages = (await checkContent(root)).problems.filter((problem) => problem.severity === 'error')
    expect(messages.map((problem) => problem.file)).toEqual(['content/site.yaml'])
  })

  it('rejects a file outside every collection', async () => {
    const root = await projectWith({ 'content/drafts/idea.mdx': '# Idea\n' })
    const messages = (await checkContent(root)).problems.map(formatProblem)
    expect(messages).toEqual([
      expect.stringContaining('content/drafts/idea.mdx:1:1  (file)  is not part of any collection'),
    ])
  })
})

describe('warnings that do not stop the build', () => {
  async function warnings(files: Record<string, string>, today = '2026-11-23') {
    const root = await mkdtemp(join(tmpdir(), 'content-'))
    // The clinician the good condition names as its reviewer.
    const reviewer =
      '---\nname: Dr. Elena Ruiz, MD\nrole: Neurologist\norder: 1\nimage: /images/a.svg\nimageAlt: A portrait\nbio: She treats people.\nreview:\n  credentials: Board-certified neurologist\n  topics: [general-neurology]\n---\n'
    for (const [path, text] of Object.entries({ 'content/team/elena-ruiz.mdx': reviewer, ...files })) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), text)
    }
    const { problems } = await checkContent(root, today)
    expect(problems.filter((p) => p.severity === 'error')).toEqual([])
    return problems.map(formatProblem)
  }

  it('says when a condition page lists no sources', async () => {
    const source = goodCondition.replace(/sources:\n.*\n.*\n/, '')
    expect(await warnings({ [file]: source })).toEqual([
      `${file}:1:1  sources  the page lists no sources: add the references its facts rest on`,
    ])
  })

  it('points at a sentence over 25 words', async () => {
    const long =
      'This sentence goes on and on with many words that a patient would find hard to follow when reading it on a small phone screen late at night.'
    const [warning] = await warnings({ [file]: `${goodCondition}\nShort one. ${long}\n` })
    const line = goodCondition.split('\n').length + 1
    expect(warning).toMatch(
      new RegExp(
        `^content/conditions/tremor\\.mdx:${line}:12 {2}body {2}a sentence of 28 words \\(keep under 25\\): "This sentence goes on`,
      ),
    )
  })

  it('has none for the real content, but for key facts whose figures the specification fixes, reviews under way and editions due', async () => {
    const { problems } = await checkContent(process.cwd())
    // The specification gives the stat cards' figures (6.2 million ...); their age is for the clinicians to weigh.
    const figureAge = (p: { field: string; message: string }) =>
      p.field === 'source' && p.message.startsWith('the figures are from')
    // A signed page changed since, or due for its yearly review, waits for its clinician, not for its
    // writer: the page says "pending" meanwhile, and the branch stays green.
    const reviewUnderWay = (p: { field: string }) => p.field === 'review'
    // A newer edition of a guideline a page follows comes with time (content/site.yaml's evidence): the
    // page waits for its clinician to read it against the new edition, not for its writer.
    const editionDue = (p: { field: string; severity: string }) =>
      p.severity === 'warning' && /^evidence\.\d+\.year$/.test(p.field)
    // Notices only tell (a page no clinician on the team can review says so).
    expect(
      problems
        .filter((p) => p.severity !== 'notice' && !figureAge(p) && !reviewUnderWay(p) && !editionDue(p))
        .map(formatProblem),
    ).toEqual([])
  })
})

describe('parts placed in MDX', () => {
  it('places the parts a file uses, by name', async () => {
    const result = await compileMdxFile(
      'content/pages/about.mdx',
      '---\ntitle: About\ndescription: Who we are.\n---\n\n<Section title="Team">\n  Text\n</Section>\n\n# About\n',
    )
    expect(result.problems).toEqual([])
    expect(result.code).toMatch(/\bSection\b/)
    expect(result.code).not.toMatch(/\bTabs\b/)
  })

  it('reports an unknown part with its line and column', async () => {
    const problems = await problemsOf(
      '---\ntitle: About\ndescription: Who we are.\n---\n\nText\n\n  <Sectoin title="Team" />\n',
      'content/pages/about.mdx',
    )
    expect(problems).toEqual([
      'content/pages/about.mdx:8:3  mdx  <Sectoin> is not a known part; the parts are listed in WRITING.md',
    ])
  })
})

describe('links written in content', () => {
  it('reports a link to a page that does not exist, with its line and column', async () => {
    const root = await mkdtemp(join(tmpdir(), 'content-'))
    const files: Record<string, string> = {
      'pages/index/+Page.tsx': '',
      'pages/about/+Page.tsx': '',
      'pages/conditions/@id/+Page.tsx': '',
      [file]: goodCondition,
      'content/pages/privacy.mdx': '---\ntitle: Privacy\ndescription: What we keep.\n---\n\n# Privacy\n\nWords.\n',
      'content/pages/home.mdx':
        '---\ntitle: Home\ndescription: Welcome.\n---\n\nSee [the team](/about), [tremor](/conditions/tremor) and [privacy](/privacy).\n\nOr [our staff](/staff) and <ButtonLink href="/conditions/tremr">Tremor</ButtonLink>\n\n# Home\n',
    }
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true })
      await writeFile(join(root, path), text)
    }
    const problems = (await checkContent(root, '2026-11-23', { compareWithMain: false })).problems.map(formatProblem)
    expect(problems).toEqual([
      'content/pages/home.mdx:8:4  link  no page at /staff: link to a page that exists, or add its file (content/pages/staff.mdx)',
      'content/pages/home.mdx:8:40  link  no page at /conditions/tremr: link to a page that exists, or add its file (content/conditions/tremr.mdx)',
    ])
  })
})

describe('review assignments on answers and posts', () => {
  const faq = '---\ngroup: assessments\norder: 1\nquestion: Do the tests hurt?\nanswer: No.\n'

  it('accepts an answer with no clinical topic, or with one and its reviewer', async () => {
    expect(await problemsOf(`${faq}---\n`, 'content/faqs/tests-hurt.mdx')).toEqual([])
    expect(
      await problemsOf(
        `${faq}clinicalTopic: memory-and-thinking\nreviewer: daniel-okafor\n---\n`,
        'content/faqs/tests-hurt.mdx',
      ),
    ).toEqual([])
  })

  it('refuses a reviewer typed as a name instead of a team id', async () => {
    expect(
      await problemsOf(
        `${faq}clinicalTopic: memory-and-thinking\nreviewer: Dr. Daniel Okafor\n---\n`,
        'content/faqs/tests-hurt.mdx',
      ),
    ).toEqual([
      'content/faqs/tests-hurt.mdx:7:1  reviewer  expected a team id: the file name of a clinician in content/team without .mdx (e.g. james-whitfield)',
    ])
  })
})
