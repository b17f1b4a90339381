// Three levels of care advice on condition pages: the urgent-help card (call 911), the optional
// same-day card (call us today, or the after-hours route when we are closed), and the rest of the
// page (book a visit). The check refuses vague timing on a condition page, and a same-day card that
// promises an after-hours line content/site.yaml does not have.
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { parse } from 'yaml'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileDataFile, compileMdxFile } from '../../lib/content/compile'
import { formatProblem } from '../../lib/content/problems'
import { collections, type SameDayHelpFrontmatter } from '../../lib/content/schema'
import { STYLE_COLLECTIONS } from '../../lib/content/style'
import { openingHours, SameDayHelpCard } from '../../components/SameDayHelp'
import { site } from '../../lib/site'
import { completeEntryFile } from './valid-entry'

const file = 'content/conditions/tremor.mdx'
const realSite = await readFile('content/site.yaml', 'utf8')
const realStyle = await readFile('content/style.yaml', 'utf8')

const sameDayBlock = `sameDay:
  title: Call us today if you notice any of these signs
  signs:
    - Shaking that gets much worse over a few days
    - New falls
  action: Call us today. Do not wait for your next visit.
`

/** A condition file with an optional same-day block and body. */
function condition({ sameDay = sameDayBlock, body = 'Tremor is shaking you cannot control.\n' } = {}) {
  return completeEntryFile(
    'conditions',
    `---
name: Tremor
order: 8
description: Tremor is shaking you cannot control.
shortDescription: Shaking of the hands, head or voice.
iconName: tremor
symptoms: [Shaking hands, Head nodding, Shaky voice, Trouble writing, Worse with stress]
treatments: [Medication, Occupational therapy, Botulinum toxin injections, Deep brain stimulation, Focused ultrasound]
urgent:
  title: Call 911 if a tremor comes with any of these signs
  signs: [Sudden weakness on one side]
  action: Call 911 right away.
${sameDay}clinicalTopic: movement
reviewer: marcus-chen
---

${body}`,
  )
}

const lineOf = (source: string, text: string) => source.split('\n').findIndex((line) => line.includes(text)) + 1

/** The errors `npm run check` reports for these files, with the real site.yaml and style.yaml unless given. */
async function checkErrors(
  files: Record<string, string>,
  { siteYaml = realSite, style = realStyle } = {},
): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'care-levels-'))
  for (const [path, text] of Object.entries({ 'content/site.yaml': siteYaml, 'content/style.yaml': style, ...files })) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return (await checkContent(root, '2026-11-23')).problems
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem)
}

const withAfterHours = realSite.replace(
  /^ {2}appointmentsEmail: .*$/m,
  (line) => `${line}\n  afterHoursPhone: (312) 555-0100`,
)

describe('the same-day block of a condition', () => {
  it('is optional, and accepted with a title, signs and an action', async () => {
    for (const sameDay of ['', sameDayBlock]) {
      expect(
        (await compileMdxFile(file, condition({ sameDay }))).problems.filter((p) => p.severity === 'error'),
      ).toEqual([])
    }
  })

  it('needs an action and at most 8 signs, each mistake at its line', async () => {
    const signs = Array.from({ length: 9 }, (_, index) => `    - Sign ${index + 1}`).join('\n')
    const source = condition({ sameDay: `sameDay:\n  title: Call us today\n  signs:\n${signs}\n` })
    expect((await compileMdxFile(file, source)).problems.map(formatProblem)).toEqual([
      `${file}:${lineOf(source, 'sameDay:') + 2}:3  sameDay.signs  expected at most 8 signs, got 9: keep the card short enough to read at a glance`,
      `${file}:${lineOf(source, 'sameDay:')}:1  sameDay.action  is required (expected text)`,
    ])
  })

  it('is a field of guides too', () => {
    expect(collections.guides.shape.sameDay).toBeDefined()
  })
})

describe('the after-hours line', () => {
  it('lets a card say "call us today" whether or not the site has an after-hours line', async () => {
    expect(await checkErrors({ [file]: condition() })).toEqual([])
    expect(await checkErrors({ [file]: condition() }, { siteYaml: withAfterHours })).toEqual([])
  })

  it('refuses a card that promises an after-hours line the site does not have, at its field', async () => {
    const source = condition({
      sameDay: sameDayBlock.replace('Do not wait for your next visit.', 'After 5 PM, call our after-hours line.'),
    })
    expect(await checkErrors({ [file]: source })).toEqual([
      `${file}:${lineOf(source, 'call our after-hours line')}:3  sameDay.action  promises an after-hours line, but content/site.yaml has no contact.afterHoursPhone: the card already says what to do when we are closed ("${site.labels.sameDayNoAfterHours}"); leave the after-hours line out, or add the number to content/site.yaml`,
    ])
    expect(await checkErrors({ [file]: source }, { siteYaml: withAfterHours })).toEqual([])
  })

  it('refuses "our after-hours line" in the body when the site has none', async () => {
    const source = condition({ body: 'Tremor is shaking.\n\nWhen we are closed, call our after-hours line.\n' })
    expect(await checkErrors({ [file]: source })).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${lineOf(source, 'our after-hours')}:1  body  promises our after-hours line`),
      ),
    ])
    expect(await checkErrors({ [file]: source }, { siteYaml: withAfterHours })).toEqual([])
  })

  it('refuses "call us today" on a page without a same-day card, which is where readers learn what to do when we are closed', async () => {
    const body = 'Tremor is shaking.\n\nCall us today if it gets much worse.\n'
    const source = condition({ sameDay: '', body })
    expect(await checkErrors({ [file]: source })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:${lineOf(source, 'Call us today if')}:1  body  sends readers to call us the same day, but the page has no same-day card`,
        ),
      ),
    ])
    expect(await checkErrors({ [file]: condition({ body }) })).toEqual([])
  })

  it('refuses a phone number typed into the card: the numbers are kept once, in site.yaml', async () => {
    const source = condition({ sameDay: sameDayBlock.replace('Call us today.', 'Call (312) 555-0142 today.') })
    expect(await checkErrors({ [file]: source }, { siteYaml: withAfterHours })).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${lineOf(source, 'Call (312)')}:3  sameDay.action  holds a phone number`),
      ),
    ])
  })

  it('is optional in site.yaml, and checked as a phone number when given', () => {
    expect(compileDataFile('content/site.yaml', withAfterHours).problems).toEqual([])
    const bad = realSite.replace(
      /^ {2}appointmentsEmail: .*$/m,
      (line) => `${line}\n  afterHoursPhone: call the hospital`,
    )
    expect(compileDataFile('content/site.yaml', bad).problems.map(formatProblem)).toEqual([
      expect.stringContaining('contact.afterHoursPhone  expected a phone number'),
    ])
  })
})

describe('the same-day card', () => {
  const sameDay: SameDayHelpFrontmatter = {
    title: 'Call us today if you notice any of these signs',
    signs: ['New falls', 'Shaking that gets worse'],
    action: 'Call us today.',
  }
  const contact = site.contact as typeof site.contact & { afterHoursPhone?: string }
  const saved = contact.afterHoursPhone
  afterEach(() => {
    if (saved === undefined) delete contact.afterHoursPhone
    else contact.afterHoursPhone = saved
  })

  it('is a section named by its heading, with the signs as a list, the action and a link that dials the clinic', () => {
    const html = renderToString(createElement(SameDayHelpCard, { sameDay }))
    expect(html).toMatch(/^<section [^>]*aria-labelledby="same-day-help" data-same-day=""/)
    expect(html).toMatch(/<h2 [^>]*id="same-day-help"[^>]*><svg[^>]*aria-hidden="true"/)
    expect(html).toContain(`<span>${sameDay.title}</span></h2>`)
    expect(html).toContain('<li>New falls</li><li>Shaking that gets worse</li>')
    expect(html).toContain(sameDay.action)
    const call = new RegExp(`<a [^>]*href="tel:${site.contact.phone.replace(/[^0-9+]/g, '')}"[^>]*>(.*?)</a>`).exec(
      html,
    )
    expect(call, 'a link that dials the clinic').not.toBeNull()
    // Its words, as a reader hears them (the number sits in a span of its own, kept on one line).
    expect(call![1].replace(/<[^>]+>/g, '')).toBe(site.labels.callNumber.replace('{phone}', site.contact.phone))
    expect(html).not.toContain(`tel:${site.emergency.phone}"`)
  })

  it('says when the phone is answered, from the opening hours, leaving out closed days', () => {
    expect(
      openingHours([
        { days: 'Mon-Fri', time: '8:00 AM-5:00 PM' },
        { days: 'Sat', time: '9:00 AM-1:00 PM' },
        { days: 'Sun', time: 'Closed' },
      ]),
    ).toBe('Mon-Fri 8:00 AM-5:00 PM and Sat 9:00 AM-1:00 PM')
    const html = renderToString(createElement(SameDayHelpCard, { sameDay }))
    expect(html).toContain(site.labels.sameDayHours.replace('{hours}', openingHours(site.contact.hours)))
  })

  it('sends readers elsewhere when the clinic is closed: to its after-hours line, or without one to their own doctor and 911', () => {
    delete contact.afterHoursPhone
    const without = renderToString(createElement(SameDayHelpCard, { sameDay }))
    expect(without).toContain(
      site.labels.sameDayNoAfterHours.replace('{emergency}', site.emergency.phone).replaceAll("'", '&#x27;'),
    )
    expect(without).not.toContain(site.labels.sameDayAfterHours)
    contact.afterHoursPhone = '(312) 555-0100'
    const withLine = renderToString(createElement(SameDayHelpCard, { sameDay }))
    expect(withLine).toContain(site.labels.sameDayAfterHours)
    expect(withLine).toMatch(/<a [^>]*href="tel:3125550100"[^>]*data-call="after-hours"/)
    expect(withLine).not.toContain(
      site.labels.sameDayNoAfterHours.replace('{emergency}', site.emergency.phone).replaceAll("'", '&#x27;'),
    )
  })
})

describe('vague timing on a condition page', () => {
  it('stops the check, at its line, with what to write instead', async () => {
    const source = condition({ body: 'Tremor is shaking.\n\nContact us promptly if it gets worse.\n' })
    expect(await checkErrors({ [file]: source })).toEqual([
      `${file}:${lineOf(source, 'Contact us promptly')}:1  style  "Contact us promptly": a condition page names one of three levels of care, so the reader knows how fast to act (write: name the level: call 911 now (emergency), call us today (same day, the sameDay card), or book a visit (routine))`,
    ])
  })

  it('is found in the cards too', async () => {
    const source = condition({ sameDay: sameDayBlock.replace('Call us today.', 'Seek care soon.') })
    expect(await checkErrors({ [file]: source })).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${lineOf(source, 'Seek care soon')}:11  style  "Seek care soon"`)),
    ])
  })

  it('is left to other pages: a rule with `in` applies only to those folders', async () => {
    const page = '---\ntitle: Team\ndescription: Our team.\n---\n\n# Team\n\nWe reply as soon as possible.\n'
    expect(await checkErrors({ 'content/pages/team.mdx': page })).toEqual([])
    expect(await checkErrors({ [file]: condition({ body: 'We reply as soon as possible.\n' }) })).toEqual([
      expect.stringContaining('"as soon as possible"'),
    ])
  })

  it('refuses a folder the site does not have in `in`, at its line', () => {
    const style =
      'phrases:\n  - phrase: promptly\n    why: vague\n    write: today\n    severity: error\n    in: [condition]\n'
    expect(compileDataFile('content/style.yaml', style).problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/style\.yaml:6:10 {2}phrases\.0\.in\.0 {2}expected one of /),
    ])
  })

  it('knows every folder of content/ that holds pages', () => {
    expect([...STYLE_COLLECTIONS].sort()).toEqual(Object.keys(collections).sort())
  })

  it('has vague-timing rules in the real house style, as errors on condition pages', () => {
    const style = parse(realStyle) as { phrases: Array<{ phrase: string; severity: string; in?: string[] }> }
    const vague = style.phrases.filter((rule) => rule.in?.includes('conditions'))
    expect(vague.map((rule) => rule.phrase)).toEqual(
      expect.arrayContaining(['contact us promptly', 'as soon as possible']),
    )
    for (const rule of vague) expect(rule.severity).toBe('error')
  })
})
