import { readdir, readFile } from 'node:fs/promises'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { compileMdxFile } from '../../lib/content/compile'
import { conditionTitle } from '../../lib/content/addresses'
import type { CollectionEntry } from '../../lib/content/collections'
import { conditionSchema } from '../../lib/content/schema'
import { palettes, stylesheet } from '../styles'
import { published } from '../content'
import { namedBySpec, specConditions } from '../../lib/content/specification'
import { validEntry } from './valid-entry'

// The icon imports the site's settings, which the build reads from content/site.yaml.
// A page's data reads the site's name, address and the conditions list's label in its language.
const siteFacts = {
  name: 'Meridian Neurology Institute',
  url: 'https://www.meridian-neurology.example',
  labels: { conditionsList: 'Conditions We Treat' },
}
vi.mock('../../lib/site', () => ({ withBase: (href: string) => href, site: siteFacts, siteIn: () => siteFacts }))
const { ConditionIcon, conditionIconFor, conditionIcons, fallbackConditionIcon } =
  await import('../../components/ConditionIcon')
// What the build verified from the signatures in content/reviews (lib/content/review.ts): one page signed, one changed since.
vi.mock('virtual:reviews', () => ({
  reviews: {
    'content/conditions/tremor.mdx': {
      status: 'reviewed',
      name: 'Dr. Marcus Chen, MD',
      credentials: 'Movement disorders specialist',
      date: '2026-10-01',
      due: '2027-10-01',
    },
    'content/conditions/stroke.mdx': {
      status: 'changed',
      name: 'Dr. Priya Natarajan, MD',
      credentials: 'Vascular neurologist',
      date: '2026-09-01',
      due: '2027-09-01',
    },
  },
}))

// A valid condition, from its record's example (tests/unit/valid-entry.ts).
const valid = validEntry('conditions')

function issuesOf(data: Record<string, unknown>) {
  const result = conditionSchema.safeParse(data)
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
}

describe('the condition schema', () => {
  it('accepts a complete condition and makes it a generic page by default', () => {
    const result = conditionSchema.safeParse(valid)
    expect(result.success).toBe(true)
    expect(result.data?.layout).toBe('generic')
  })

  it('needs exactly 5 symptoms and says how many there were', () => {
    expect(issuesOf({ ...valid, symptoms: valid.symptoms.slice(0, 4) })).toEqual([
      { path: 'symptoms', message: 'expected exactly 5 items, got 4' },
    ])
    expect(issuesOf({ ...valid, symptoms: [...valid.symptoms, 'Sixth'] })).toEqual([
      { path: 'symptoms', message: 'expected exactly 5 items, got 6' },
    ])
  })

  it('needs exactly 5 treatments and says how many there were', () => {
    expect(issuesOf({ ...valid, treatments: valid.treatments.slice(0, 4) })).toEqual([
      { path: 'treatments', message: 'expected exactly 5 items, got 4' },
    ])
  })

  it('rejects an empty symptom', () => {
    expect(issuesOf({ ...valid, symptoms: ['', ...valid.symptoms.slice(1)] })).toEqual([
      { path: 'symptoms.0', message: 'must not be empty' },
    ])
  })

  it('rejects an unknown iconName', () => {
    expect(issuesOf({ ...valid, iconName: 'shaky' })).toEqual([
      { path: 'iconName', message: expect.stringContaining('concussion') },
    ])
  })

  it('accepts every icon name of the spec, concussion included though no condition uses it', () => {
    for (const iconName of [
      'memory',
      'parkinsons',
      'activity',
      'stroke',
      'sleep',
      'brain',
      'neuropathy',
      'tremor',
      'virus',
      'ms',
      'concussion',
    ]) {
      expect(issuesOf({ ...valid, iconName }), iconName).toEqual([])
    }
  })

  it('refuses a typed review claim: who reviewed the page and when come from a signature', () => {
    expect(
      issuesOf({ ...valid, reviewedBy: { name: 'Dr. A', role: 'Neurologist' }, lastReviewed: '2026-10-01' }).map(
        (issue) => issue.message,
      ),
    ).toEqual([expect.stringMatching(/reviewedBy.*lastReviewed|Unrecognized/)])
  })

  it('needs the clinical topic; the reviewer may be left out when no clinician covers it', () => {
    const { clinicalTopic: _topic, reviewer: _reviewer, ...rest } = valid
    expect(issuesOf(rest).map((issue) => issue.path)).toEqual(['clinicalTopic'])
  })

  it('takes a picture instead of the icon only from public/images', () => {
    expect(issuesOf({ ...valid, iconImage: '/images/conditions/headache.svg' })).toEqual([])
    expect(issuesOf({ ...valid, iconImage: 'https://example.org/headache.svg' }).map((issue) => issue.path)).toEqual([
      'iconImage',
    ])
  })
})

describe('condition titles', () => {
  it('are "<title, or else name> | <institute>", and a title that names the institute is kept whole', () => {
    expect(conditionTitle({ name: 'Stroke Recovery' }, 'Meridian Neurology Institute')).toBe(
      'Stroke Recovery | Meridian Neurology Institute',
    )
    expect(conditionTitle({ name: 'ADHD', title: 'ADHD in Children and Adults' }, 'Meridian Neurology Institute')).toBe(
      'ADHD in Children and Adults | Meridian Neurology Institute',
    )
    expect(
      conditionTitle({ name: 'Sleep', title: 'Meridian Neurology Institute: Sleep' }, 'Meridian Neurology Institute'),
    ).toBe('Meridian Neurology Institute: Sleep')
  })
})

describe("a condition page's head", async () => {
  const { routeData } = await import('../../lib/content/route-data')
  const headOf = (id: string) =>
    routeData(
      {
        ...conditionSchema.parse(valid),
        id,
        collection: 'conditions',
        file: `content/conditions/${id}.mdx`,
        address: `/conditions/${id}`,
        language: 'en',
      } as CollectionEntry<'conditions'>,
      { language: 'en' },
    ).head
  const head = headOf('tremor')

  it('is an article dated by its signed review, under the conditions list', () => {
    expect(head).toMatchObject({
      title: 'Tremor | Meridian Neurology Institute',
      type: 'article',
      modified: '2026-10-01',
    })
    expect(head.breadcrumbs).toEqual([
      { name: 'Meridian Neurology Institute', path: '/' },
      { name: 'Conditions We Treat', path: '/conditions' },
      { name: 'Tremor', path: '/conditions/tremor' },
    ])
  })

  it('names no reviewer and no review day where no signature covers the words now (never signed, or changed since)', () => {
    for (const id of ['stroke', 'sleep']) {
      const [page] = headOf(id).structuredData as Array<Record<string, unknown>>
      expect(page, id).not.toHaveProperty('reviewedBy')
      expect(page, id).not.toHaveProperty('lastReviewed')
    }
  })

  it('tells search engines who signed the review, when, and on what sources', () => {
    expect(head.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'MedicalWebPage',
        url: 'https://www.meridian-neurology.example/conditions/tremor',
        lastReviewed: '2026-10-01',
        reviewedBy: { '@type': 'Person', name: 'Dr. Marcus Chen, MD', jobTitle: 'Movement disorders specialist' },
        about: expect.objectContaining({
          '@type': 'MedicalCondition',
          name: 'Tremor',
          signOrSymptom: expect.arrayContaining([{ '@type': 'MedicalSignOrSymptom', name: expect.any(String) }]),
          possibleTreatment: expect.arrayContaining([{ '@type': 'MedicalTherapy', name: 'Deep brain stimulation' }]),
        }),
        citation: [
          {
            '@type': 'CreativeWork',
            name: 'Tremor Fact Sheet',
            url: 'https://www.ninds.nih.gov/health-information/disorders/tremor',
          },
        ],
      }),
    ])
  })
})

describe('ConditionIcon', () => {
  it('falls back to the activity icon in purple for an unknown name', () => {
    expect(conditionIconFor('no-such-icon')).toBe(fallbackConditionIcon)
    expect(fallbackConditionIcon.colorName).toBe('purple')
    const html = renderToString(createElement(ConditionIcon, { name: 'no-such-icon' }))
    expect(html).toContain('lucide-activity')
    // The icon draws in its badge's colour, a custom property that follows the colour scheme.
    expect(html).toContain('stroke="currentColor"')
  })

  it('has a class for every colour, drawing in a colour of both palettes', () => {
    const colours = new Map<string, string>()
    stylesheet('ConditionIcon.module.css').walkRules((rule) =>
      rule.walkDecls('color', (declaration) => void colours.set(rule.selector, declaration.value)),
    )
    for (const { colorName } of [...Object.values(conditionIcons), fallbackConditionIcon]) {
      const property = `--color-icon-${colorName}`
      expect(colours.get(`.${colorName}`), colorName).toBe(`var(${property})`)
      expect(palettes.light[property], property).toBeDefined()
      expect(palettes.dark[property], property).toBeDefined()
    }
  })

  it('does not treat names inherited by every object as icons', () => {
    expect(conditionIconFor('constructor')).toBe(fallbackConditionIcon)
  })

  it('gives every known name its own colour, none of them the fallback purple', () => {
    const colours = Object.values(conditionIcons).map((icon) => icon.colorName)
    expect(new Set(colours).size).toBe(colours.length)
    expect(colours).not.toContain(fallbackConditionIcon.colorName)
  })

  it('hides the icon from assistive technology', () => {
    const html = renderToString(createElement(ConditionIcon, { name: 'stroke' }))
    expect(html).toContain('lucide-heart-pulse')
    expect(html).toContain('aria-hidden="true"')
  })

  it('shows a picture, with empty alternative text, when the condition has one', () => {
    const html = renderToString(
      createElement(ConditionIcon, { name: 'activity', image: '/images/conditions/headache.svg' }),
    )
    expect(html).toContain('src="/images/conditions/headache.svg"')
    expect(html).toContain('alt=""')
    expect(html).not.toContain('lucide-activity')
  })
})

describe('the condition files', () => {
  async function conditions() {
    const files = (await readdir('content/conditions')).filter((name) => name.endsWith('.mdx')).sort()
    const entries = await Promise.all(
      files.map(async (name) => {
        const source = await readFile(`content/conditions/${name}`, 'utf8')
        const result = await compileMdxFile(`content/conditions/${name}`, source)
        // Warnings (old figures in a key fact) leave the file valid; content.test.ts looks at those.
        expect(result.problems.filter((p) => p.severity === 'error')).toEqual([])
        return {
          id: name.replace(/\.mdx$/, ''),
          source,
          ...(result.data as {
            name: string
            layout: string
            iconName: string
            iconImage?: string
            treatments: string[]
          }),
        }
      }),
    )
    return new Map(entries.map((entry) => [entry.id, entry]))
  }

  /** The published condition at /conditions/<id>, an address of the specification's route table. */
  function conditionReachedAt<T>(all: Map<string, T>, id: string): T | undefined {
    return published('conditions').some((entry) => entry.id === id) ? all.get(id) : undefined
  }

  it("are published at every address of the specification's route table, each with the name it gives", async () => {
    const all = await conditions()
    for (const { id, name } of specConditions) {
      const reached = conditionReachedAt(all, id)
      expect(reached?.name, namedBySpec(`The condition "${name}" at /conditions/${id}`, '§2 route table and §3')).toBe(
        name,
      )
    }
  })

  it("give memory disorders, Parkinson's and stroke their own bespoke pages (for the specification's key facts)", async () => {
    const all = await conditions()
    for (const id of ['memory-disorders', 'parkinsons', 'stroke'])
      expect(
        conditionReachedAt(all, id)?.layout,
        namedBySpec(`The bespoke page of /conditions/${id}`, '§9 stat cards'),
      ).toBe('bespoke')
  })

  it("use the spec's icons: activity for headache (shown as its picture) and ADHD, brain for concussion", async () => {
    const allConditions = await conditions()
    const all = { get: (id: string) => conditionReachedAt(allConditions, id) }
    // §2: a custom image for headache; where it lives is the content's.
    expect(all.get('headache')).toMatchObject({ iconName: 'activity', iconImage: expect.stringMatching(/^\/\S+$/) })
    expect(all.get('adhd')?.iconName).toBe('activity')
    expect(all.get('concussion-tbi')?.iconName).toBe('brain')
    expect([...allConditions.values()].map((condition) => condition.iconName)).not.toContain('concussion')
  })

  it("keep the spec's facts", async () => {
    const allConditions = await conditions()
    const all = { get: (id: string) => conditionReachedAt(allConditions, id) }
    const text = (id: string) => all.get(id)?.source ?? ''
    const stats = (id: string) => [...text(id).matchAll(/<StatCard\b[^>]*\bvalue="([^"]*)"/g)].map((match) => match[1])
    // §9 gives the figures; the words around them, and how the site writes "52 billion dollars", are the writer's.
    const figures = {
      'memory-disorders': ['6.2 million', '1 in 9', '11 million', '12-18%'],
      parkinsons: ['1 million', '60,000', /^60$/, /52 billion/],
      stroke: [/every 40 seconds/i, '795,000', /up to 80%/i, '10.7 million'],
    }
    for (const [id, expected] of Object.entries(figures))
      for (const figure of expected)
        expect(
          stats(id).some((value) => (typeof figure === 'string' ? value === figure : figure.test(value))),
          namedBySpec(`The stat card ${String(figure)} of /conditions/${id}`, '§9 Stat cards'),
        ).toBe(true)
    for (const fact of [
      '87%',
      '13%',
      'from 6 to up to 24 hours',
      '0-24 hours',
      '1-3 months',
      '3-6 months',
      '6+ months',
    ])
      expect(text('stroke'), namedBySpec(`The stroke fact "${fact}"`, '§2 and §9')).toContain(fact)
    expect(text('parkinsons'), namedBySpec('At least 2.5 hours of moderate exercise weekly', '§9')).toContain(
      'at least 2.5 hours of moderate exercise weekly',
    )
    expect(text('headache'), namedBySpec('Headache attacks of 4 to 72 hours', '§3 Content examples')).toContain(
      '4 to 72 hours',
    )
    // §3 says "CGRP antagonists"; the house style writes them in plain words (content/style.yaml).
    expect(
      all.get('headache')?.treatments.some((treatment) => /\bCGRP\b/.test(treatment)),
      namedBySpec('CGRP treatments for headache', '§3 Content examples'),
    ).toBe(true)
    expect(all.get('parkinsons')?.treatments, namedBySpec('Deep brain stimulation', '§3 Content examples')).toContain(
      'Deep brain stimulation',
    )
    expect(
      all.get('multiple-sclerosis')?.treatments,
      namedBySpec('Disease-modifying therapies', '§3 Content examples'),
    ).toContain('Disease-modifying therapies')
  })
})
