// Every condition page tells the reader what to do in an emergency: a required `urgent` block in
// the front-matter, shown as one card near the top of the page, and the same signs in the page's
// structured data.
import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileMdxFile } from '../../lib/content/compile'
import { routeData } from '../../lib/content/route-data'
import { formatProblem } from '../../lib/content/problems'
import { conditionSchema, type UrgentHelpFrontmatter } from '../../lib/content/schema'
import { UrgentHelp, UrgentHelpCard, WhenToGetHelp } from '../../components/UrgentHelp'
import { site } from '../../lib/site'
import { PageContextProvider } from '../../renderer/usePageContext'
import { getCollection, type CollectionEntry } from '../../lib/content/collections'
import { validEntry } from './valid-entry'
import { completeEntryFile } from './valid-entry'
import { SOURCE_LANGUAGE } from '../../lib/language'

const file = 'content/conditions/tremor.mdx'

const urgentBlock = `urgent:
  title: Call 911 if a tremor comes with any of these signs
  signs:
    - Shaking that starts suddenly, with weakness on one side
    - Sudden confusion or trouble speaking
  action: Call 911 right away.
`

/** A condition file; `urgent` is left out when given as ''. */
function condition({
  urgent = urgentBlock,
  layout = 'generic',
  body = 'Tremor is shaking you cannot control.\n',
} = {}) {
  return completeEntryFile(
    'conditions',
    `---
name: Tremor
order: 8
layout: ${layout}
description: Tremor is shaking you cannot control.
shortDescription: Shaking of the hands, head or voice.
iconName: tremor
symptoms: [Shaking hands, Head nodding, Shaky voice, Trouble writing, Worse with stress]
treatments: [Medication, Occupational therapy, Botulinum toxin injections, Deep brain stimulation, Focused ultrasound]
${urgent}clinicalTopic: movement
reviewer: marcus-chen
---

${body}`,
    ['urgent'],
  )
}

const hero =
  '<PageHero title="Tremor" intro="Care for shaking you cannot control.">\n<BookingButton>Book a Consultation</BookingButton>\n</PageHero>\n'

async function problemsOf(source: string, path = file) {
  return (await compileMdxFile(path, source)).problems
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem)
}

/** The line of the file on which `text` first stands. */
function lineOf(source: string, text: string) {
  return source.split('\n').findIndex((line) => line.includes(text)) + 1
}

describe('the urgent block of a condition', () => {
  it('is required: a condition without it fails with the file, the line and the field', async () => {
    expect(await problemsOf(condition({ urgent: '' }))).toEqual([
      `${file}:2:1  urgent  is required (expected a group of fields)`,
    ])
  })

  it("is required of a bespoke page too, with no second message about the card's place", async () => {
    expect(await problemsOf(condition({ urgent: '', layout: 'bespoke', body: hero }))).toEqual([
      `${file}:2:1  urgent  is required (expected a group of fields)`,
    ])
  })

  it('stops `npm run check` with the file and line', async () => {
    const root = await mkdtemp(join(tmpdir(), 'urgent-'))
    await mkdir(join(root, 'content/conditions'), { recursive: true })
    await writeFile(join(root, file), condition({ urgent: '' }))
    const errors = (await checkContent(root)).problems
      .filter((problem) => problem.severity === 'error')
      .map(formatProblem)
    expect(errors).toEqual([`${file}:2:1  urgent  is required (expected a group of fields)`])
  })

  it('needs a title, at least one sign and an action, each at its own line', async () => {
    const source = condition({ urgent: 'urgent:\n  title: ""\n  signs: []\n' })
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '  title: ""')}:3  urgent.title  must not be empty`,
      `${file}:${lineOf(source, '  signs: []')}:3  urgent.signs  must list at least one sign`,
      `${file}:${lineOf(source, 'urgent:')}:1  urgent.action  is required (expected text)`,
    ])
  })

  it('keeps the card short: at most 8 signs', async () => {
    const signs = Array.from({ length: 9 }, (_, index) => `    - Sign ${index + 1}`).join('\n')
    const source = condition({
      urgent: `urgent:\n  title: Call 911\n  signs:\n${signs}\n  action: Call 911 right away.\n`,
    })
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '  signs:')}:3  urgent.signs  expected at most 8 signs, got 9: keep the card short enough to read at a glance`,
    ])
  })

  it('refuses a field it does not know, such as a misspelt crisis line', async () => {
    const source = condition({ urgent: `${urgentBlock}  crisisline: Call or text 988.\n` })
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, 'crisisline')}:3  urgent.crisisline  is not a known field (check its spelling)`,
    ])
  })
})

describe('where a bespoke page places the card', () => {
  const bespoke = (body: string) => condition({ layout: 'bespoke', body })

  it('accepts <UrgentHelp /> right after the <PageHero>', async () => {
    expect(await problemsOf(bespoke(`${hero}\n<UrgentHelp />\n\n## Key Facts\n\nText.\n`))).toEqual([])
  })

  it('accepts <UrgentHelp /> right after the first section, before the second', async () => {
    expect(
      await problemsOf(bespoke(`${hero}\n## Key Facts\n\nText.\n\n<UrgentHelp />\n\n## Treatment\n\nText.\n`)),
    ).toEqual([])
  })

  it('asks for <UrgentHelp /> when the body leaves it out, at the line where the hero ends', async () => {
    const source = bespoke(`${hero}\n## Key Facts\n\nText.\n`)
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '</PageHero>')}:1  UrgentHelp  a bespoke condition page shows when to get help (its urgent-help card) early: write <UrgentHelp /> on its own line after </PageHero> or after the page's first section, with a blank line before and after (its words come from the front-matter's urgent)`,
    ])
  })

  it('asks to move a card that stands after the second section', async () => {
    const source = bespoke(`${hero}\n## Key Facts\n\nText.\n\n## Treatment\n\nText.\n\n<UrgentHelp />\n\n## More\n`)
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '<UrgentHelp />')}:1  UrgentHelp  when to get help (the urgent-help card) comes early: move <UrgentHelp /> to its own line right after </PageHero>, or right after the page's first section (before its second ## heading)`,
    ])
  })

  it('asks to move a card that stands inside the first section, before its end', async () => {
    const source = bespoke(`${hero}\n## Key Facts\n\n<UrgentHelp />\n\nText.\n\n## Treatment\n`)
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '<UrgentHelp />')}:1  UrgentHelp  when to get help (the urgent-help card) comes early: move <UrgentHelp /> to its own line right after </PageHero>, or right after the page's first section (before its second ## heading)`,
    ])
  })

  it('shows the card once: a second one is reported at its line', async () => {
    const source = bespoke(
      `${hero}\n<UrgentHelp />\n\n## Key Facts\n\nText.\n\n<Section title="More">\n<UrgentHelp />\n</Section>\n`,
    )
    const second = source.split('\n').lastIndexOf('<UrgentHelp />') + 1
    expect(await problemsOf(source)).toEqual([
      `${file}:${second}:1  UrgentHelp  the urgent-help card is shown once per page: remove this <UrgentHelp />`,
    ])
  })

  it('leaves a generic page to show the card by itself', async () => {
    const source = condition({ body: 'Text.\n\n<UrgentHelp />\n' })
    expect(await problemsOf(source)).toEqual([
      `${file}:${lineOf(source, '<UrgentHelp />')}:1  UrgentHelp  a generic condition page shows the urgent-help card by itself, from the front-matter's urgent: remove <UrgentHelp />`,
    ])
  })

  it('keeps the card off pages that are not conditions', async () => {
    const source = '---\ntitle: Privacy\ndescription: How we keep your data.\n---\n\n# Privacy\n\n<UrgentHelp />\n'
    expect(await problemsOf(source, 'content/pages/privacy.mdx')).toEqual([
      "content/pages/privacy.mdx:8:1  UrgentHelp  <UrgentHelp /> shows a condition's urgent front-matter, so it belongs on bespoke condition pages only: remove it",
    ])
  })
})

describe('the urgent-help card', () => {
  const urgent: UrgentHelpFrontmatter = {
    title: 'Call 911 if you notice any of these signs',
    signs: ['Someone stops breathing and cannot be woken up', 'Blue or gray lips or face'],
    action: 'Call 911 right away, and stay with the person until help arrives.',
  }

  it('is a section named by its heading, with a warning sign, the signs, the action and a link that dials 911', () => {
    const html = renderToString(createElement(UrgentHelpCard, { urgent }))
    expect(html).toMatch(/^<section [^>]*aria-labelledby="urgent-help" data-urgent-help=""/)
    expect(html).toMatch(/<h2 [^>]*id="urgent-help"[^>]*><svg[^>]*lucide-triangle-alert[^>]*aria-hidden="true"/)
    expect(html).toContain('<span>Call 911 if you notice any of these signs</span></h2>')
    expect(html).toContain('<li>Someone stops breathing and cannot be woken up</li><li>Blue or gray lips or face</li>')
    expect(html).toContain('Call 911 right away, and stay with the person until help arrives.')
    expect(html).toMatch(/<a [^>]*href="tel:911"[^>]*>.*Call 911<\/a>/)
    expect(html).not.toContain('tel:988')
  })

  it('adds the crisis line and a link that dials 988 only when the page gives crisis advice', () => {
    const html = renderToString(
      createElement(UrgentHelpCard, {
        urgent: { ...urgent, crisis: 'If you have thoughts of suicide, call or text 988.' },
      }),
    )
    expect(html).toContain('If you have thoughts of suicide, call or text 988.')
    expect(html).toMatch(/<a [^>]*href="tel:988"[^>]*>.*Call 988<\/a>/)
  })

  it('takes a third-level heading inside "When to get help"', () => {
    const html = renderToString(createElement(UrgentHelpCard, { urgent, level: 3 }))
    expect(html).toMatch(/<h3 [^>]*id="urgent-help"/)
    expect(html).not.toContain('<h2')
  })

  it('stands with the same-day card under "When to get help", a section named by its heading', () => {
    const sameDay = {
      title: 'Call us today if',
      signs: ['Your shaking gets worse over a few days'],
      action: 'Call the clinic today.',
    }
    const html = renderToString(createElement(WhenToGetHelp, { urgent, sameDay }))
    expect(html).toMatch(/^<section [^>]*aria-labelledby="when-to-get-help" data-when-to-get-help="">/)
    expect(html).toContain(`<h2 id="when-to-get-help">${site.labels.whenToGetHelp}</h2>`)
    expect(html.indexOf('data-urgent-help')).toBeLessThan(html.indexOf('data-same-day'))
    expect(html.match(/<h2/g)).toHaveLength(1)
    expect(renderToString(createElement(WhenToGetHelp, { urgent }))).not.toContain('data-same-day')
  })

  it("is the same section as a part on a bespoke page, read from the page's condition", () => {
    const bespoke = getCollection('conditions', SOURCE_LANGUAGE, (condition) => condition.layout === 'bespoke')
    expect(bespoke.length).toBeGreaterThan(0)
    for (const condition of bespoke) {
      const pageContext = { data: { source: { file: condition.file } } } as unknown as PageContext
      const part = renderToString(
        createElement(PageContextProvider, { pageContext, children: createElement(UrgentHelp) }),
      )
      expect(part).toContain('data-urgent-help')
      expect(part).toBe(
        renderToString(createElement(WhenToGetHelp, { urgent: condition.urgent, sameDay: condition.sameDay })),
      )
    }
  })

  it('says where it belongs when placed on a page without a condition', () => {
    const pageContext = { data: {} } as unknown as PageContext
    expect(() =>
      renderToString(createElement(PageContextProvider, { pageContext, children: createElement(UrgentHelp) })),
    ).toThrow(/belongs on bespoke condition pages only/)
  })
})

describe('the urgent signs in the structured data', () => {
  it("are mentioned by the MedicalWebPage as signs for emergency medicine, apart from the condition's own symptoms", async () => {
    const data = conditionSchema.parse(
      validEntry('conditions', {
        urgent: { title: 'Call 911', signs: ['Sudden confusion or trouble speaking'], action: 'Call 911 right away.' },
        sources: undefined,
      }),
    )
    const { head } = routeData(
      {
        ...data,
        id: 'tremor',
        collection: 'conditions',
        file: 'content/conditions/tremor.mdx',
        address: '/conditions/tremor',
        language: SOURCE_LANGUAGE,
      } as CollectionEntry<'conditions'>,
      { language: SOURCE_LANGUAGE },
    )
    const [page] = head.structuredData as Array<{
      mentions: unknown
      about: { signOrSymptom: Array<{ name: string }> }
    }>
    expect(page.mentions).toEqual([
      {
        '@type': 'MedicalSignOrSymptom',
        name: 'Sudden confusion or trouble speaking',
        relevantSpecialty: 'https://schema.org/Emergency',
      },
    ])
    expect(page.about.signOrSymptom.map((sign) => sign.name)).not.toContain('Sudden confusion or trouble speaking')
  })
})

describe('the condition files', () => {
  it('each give a card whose heading says to call 911, and each bespoke page places it', async () => {
    const names = (await readdir('content/conditions')).filter((name) => name.endsWith('.mdx'))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) {
      const path = `content/conditions/${name}`
      const source = await readFile(path, 'utf8')
      const result = await compileMdxFile(path, source)
      expect(
        result.problems.filter((problem) => problem.severity === 'error'),
        path,
      ).toEqual([])
      const data = result.data as { layout: string; urgent: UrgentHelpFrontmatter }
      expect(data.urgent.title, path).toMatch(/\bCall 911\b/)
      expect(data.urgent.action, path).toMatch(/^Call 911\b/)
      if (data.layout === 'bespoke') expect(source.match(/^<UrgentHelp \/>$/gm), path).toHaveLength(1)
    }
  })

  it('advise calling 911, never "urgent care", which in the US is a walk-in clinic', async () => {
    for (const name of await readdir('content/conditions')) {
      expect(await readFile(`content/conditions/${name}`, 'utf8'), name).not.toMatch(/urgent care/i)
    }
  })
})
