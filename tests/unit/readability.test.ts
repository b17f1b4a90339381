import { describe, expect, it } from 'vitest'
import { checkFile } from '../../lib/content/check'
import { formatProblem } from '../../lib/content/problems'
import { gradeOf, readingOf, readingReport, sentencesOf } from '../../lib/content/readability'
import { readingWarnings } from '../../lib/content/warnings'

/** The file's words as the check reads them. */
async function wordsOf(file: string, source: string) {
  const { entry, words, problems } = await checkFile(file, source, null)
  expect(problems.filter((p) => p.severity === 'error')).toEqual([])
  return { ...entry!, ...words! }
}

const page = (body: string, description = 'Our team.') =>
  `---\ntitle: Team\ndescription: ${description}\n---\n\n# Team\n\n${body}\n`

describe('the reading grade', () => {
  it('is the Flesch-Kincaid formula on words, sentences and syllables', () => {
    // 0.39 × 100/5 + 11.8 × 150/100 − 15.59 = 7.8 + 17.7 − 15.59
    expect(gradeOf({ words: 100, sentences: 5, syllables: 150 })).toBe(9.9)
    expect(gradeOf({ words: 0, sentences: 0, syllables: 0 })).toBeNull()
  })

  it('ends a sentence at a full stop but not after a title, and at the end of each list item', async () => {
    const entry = await wordsOf(
      'content/pages/team.mdx',
      page('Dr. Ruiz sees you first. Then we plan.\n\n- Memory tests\n- Sleep studies'),
    )
    expect(sentencesOf(entry.passages).map((s) => s.text)).toEqual([
      'Our team.',
      'Dr. Ruiz sees you first.',
      'Then we plan.',
      'Memory tests',
      'Sleep studies',
    ])
  })

  it('leaves out headings, names, labels, buttons, code and sources', async () => {
    const source = page(
      '## A Heading With Extraordinarily Sophisticated Terminology\n\nWe help. Use `npm run extraordinarily-sophisticated` here.\n\n<BookingButton>Book an Extraordinarily Sophisticated Appointment</BookingButton>\n\n<Section title="Extraordinarily Sophisticated Title" intro="We care.">\n  Be well.\n</Section>',
    )
    const entry = await wordsOf('content/pages/team.mdx', source)
    expect(sentencesOf(entry.passages).map((s) => s.text)).toEqual([
      'Our team.',
      'We help.',
      'Use here.',
      'We care.',
      'Be well.',
    ])
  })

  it('measures the front-matter prose of each kind of file, not its names', async () => {
    const service =
      '---\ntitle: Comprehensive Neurological Consultations\ntabLabel: Consultations\norder: 1\ndescription: A first visit.\nimage: /images/service-consultations.svg\nimageAlt: A clipboard\nfeatures:\n  - A full exam\nlongDescription: We listen. We explain.\nclinicalTopic: general-neurology\nreviewer: elena-ruiz\n---\n'
    const entry = await wordsOf('content/services/consultations.mdx', service)
    expect(sentencesOf(entry.passages).map((s) => `${s.passage.field}: ${s.text}`)).toEqual([
      'description: A first visit.',
      'features.0: A full exam',
      'longDescription: We listen.',
      'longDescription: We explain.',
    ])
    expect(readingOf(sentencesOf(entry.passages))).toMatchObject({ words: 10, sentences: 4, longest: 3 })
  })

  it('warns when a file reads above grade 8, at the text that raises the grade most', async () => {
    const hard = 'Comprehensive neurological evaluations facilitate individualized therapeutic recommendations.'
    const entry = await wordsOf('content/pages/team.mdx', page(`We see you soon.\n\n${hard}`))
    expect(readingWarnings(entry).map(formatProblem)).toEqual([
      'content/pages/team.mdx:10:1  body  the file reads at grade 21.5 (keep to 8 or below); the text that raises it most starts here: use shorter sentences and everyday words',
    ])
  })

  it('says nothing about a file at grade 8 or below', async () => {
    const entry = await wordsOf(
      'content/pages/team.mdx',
      page('We see you soon. You get a plan. We help you stay well.'),
    )
    expect(readingWarnings(entry)).toEqual([])
  })

  it('points at a long sentence where it starts, in a front-matter field, with Windows line endings', async () => {
    const long =
      'You can ask us about any test and we will explain what it measures and what the result could mean for you and for your family today.'
    const faq = `---\ngroup: resources\norder: 1\nquestion: Can I ask?\nanswer: "Yes. ${long}"\n---\n`.replace(
      /\n/g,
      '\r\n',
    )
    const entry = await wordsOf('content/faqs/ask.mdx', faq)
    expect(readingWarnings(entry).map(formatProblem)).toEqual([
      'content/faqs/ask.mdx:5:15  answer  a sentence of 27 words (keep under 25): "You can ask us about any test and we will explain what it me…"',
    ])
  })

  it('points at a long sentence on the later line of an indented paragraph', async () => {
    const long =
      'Our team will call you back within one working day to find a time that suits you and to answer every question you have about the visit.'
    const entry = await wordsOf(
      'content/pages/team.mdx',
      page(`<Section title="Visits">\n  We are here.\n  ${long}\n</Section>`),
    )
    expect(readingWarnings(entry).map(formatProblem)).toEqual([
      'content/pages/team.mdx:10:3  body  a sentence of 27 words (keep under 25): "Our team will call you back within one working day to find a…"',
    ])
  })

  it('prints a table of grade, words and longest sentence per file', async () => {
    const entry = await wordsOf('content/pages/team.mdx', page('We see you soon. You get a plan.'))
    expect(readingReport([entry]).split('\n')).toEqual([
      'file                    grade  words  longest sentence',
      'content/pages/team.mdx   -2.5     10                 4',
    ])
  })
})
