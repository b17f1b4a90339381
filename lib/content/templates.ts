/**
 * The files `npm run new` starts, one template per kind, and the examples in them a writer must
 * replace. The templates are the one source: each example is written through `example()` (a value in
 * the front-matter or an attribute) or `exampleLine()` (a line of the body), so the check's list of
 * placeholders (`placeholderProblems`) is read from the templates themselves and never drifts from them.
 */
import { stringify } from 'yaml'
import type { z } from 'zod'
import { fieldName, type ParsedYaml } from './frontmatter'
import { frontmatterOf } from './store'
import { records, type CollectionName } from './records'
import type { CollectionRecord } from './collections/record'
import type { Problem } from './problems'
import { clinicalTopics } from './schema'
import { isDraft } from './addresses'

export const kinds = {
  condition: 'conditions',
  faq: 'faqs',
  post: 'posts',
  member: 'team',
  service: 'services',
  plan: 'plans',
  assessment: 'assessments',
  guide: 'guides',
  page: 'pages',
} as const

export type Kind = keyof typeof kinds

const quote = (value: string) => JSON.stringify(value)

interface Writer {
  /** An example value the writer replaces, written quoted (front-matter values and attributes). */
  example(text: string): string
  /** An example line of the body the writer replaces. */
  exampleLine(text: string): string
}

/** A page's example body line, which a file without a template of its own starts with too (so the check knows it). */
const BODY_LINE = 'Write the page in plain words and short sentences. Remove draft: true above when it is ready.'

const DRAFT_LINE = (what: string) =>
  `# A draft until its words are real: remove this line to publish the ${what}.\ndraft: true`

/** Who is asked to review a health page; "Reviewed by" shows only once they sign its words (npm run review sign). */
function assignment(w: Writer): string {
  return `# The page's clinical area (${clinicalTopics.join(', ')}) and the clinician asked to review it:
# the file name of their team file, whose review.topics must include it.
clinicalTopic: general-neurology
reviewer: ${w.example('team-id-of-the-reviewing-clinician')}`
}

function review(w: Writer): string {
  return `${assignment(w)}
sources:
  - title: ${w.example('Title of a reputable reference')}
    url: "https://www.ninds.nih.gov/"`
}

function write(w: Writer, kind: Kind, title: string, order: number, today: string): string {
  const t = quote(title)
  const { example: e, exampleLine: line } = w
  switch (kind) {
    case 'condition':
      return `---
# A draft until its words are real and reviewed: remove this line to publish the page.
draft: true
name: ${t}
order: ${order}
description: ${e(`One or two sentences for search results: what ${title} is and how the institute helps.`)}
shortDescription: ${e("One or two sentences shown on the condition's card.")}
iconName: brain
symptoms:
  - ${e('First common symptom')}
  - ${e('Second common symptom')}
  - ${e('Third common symptom')}
  - ${e('Fourth common symptom')}
  - ${e('Fifth common symptom')}
treatments:
  - ${e('First treatment approach')}
  - ${e('Second treatment approach')}
  - ${e('Third treatment approach')}
  - ${e('Fourth treatment approach')}
  - ${e('Fifth treatment approach')}
urgent:
  title: "Call 911 if you notice any of these signs"
  signs:
    - ${e('First sign that needs emergency care')}
    - ${e('Second sign that needs emergency care')}
  action: "Call 911 right away. Do not drive yourself to the hospital."
${review(w)}
---

${line(`Explain ${title} in plain words. Keep sentences short. Explain any medical term the first time you use it.`)}

${line('End with when to call 911, in the same words as the urgent signs above.')}
`
    case 'faq':
      return `---
${DRAFT_LINE('question')}
group: resources
order: ${order}
question: ${t}
answer: ${e('The answer, in plain words and short sentences.')}
---
`
    case 'post':
      return `---
${DRAFT_LINE('post')}
title: ${t}
excerpt: ${e('One or two sentences that tell the reader what the post is about.')}
date: ${today}
category: Brain Health
image: /images/hero-brain.svg # a stand-in: put the real picture in public/images/ and name it here
imageAlt: ${e('Describe what the picture shows')}
---

${line('Start with the main point. Keep paragraphs short.')}

${line('## A section heading')}

${line('More text.')}
`
    case 'member':
      return `---
${DRAFT_LINE('profile')}
name: ${t}
role: ${e('Role at the institute')}
order: ${order}
# A photograph: put it in public/images/team/ and add three lines here, image: /images/team/<file name>,
# imageAlt: who it shows, and imageConsent: the day they agreed to it (YYYY-MM-DD). Until then the card shows initials.
bio: ${e('Two or three sentences about the person: training, focus and what patients value.')}
---
`
    case 'service':
      return `---
${DRAFT_LINE('service')}
title: ${t}
order: ${order}
tabLabel: ${quote(title.split(' ')[0])}
description: ${e("One or two sentences shown on the service's card.")}
image: /images/service-consultations.svg # a stand-in: put the real picture in public/images/ and name it here
imageAlt: ${e('Describe what the picture shows')}
features:
  - ${e('What the service includes')}
  - ${e('Another thing it includes')}
longDescription: ${e('A paragraph that explains the programme in full.')}
${assignment(w)}
---
`
    case 'plan':
      return `---
${DRAFT_LINE('plan')}
name: ${t}
order: ${order}
price: $100
period: one-time
summary: ${e('One sentence on who the plan is for.')}
features:
  - ${e('What the plan includes')}
  - ${e('Another thing it includes')}
buttonLabel: Get Started
---
`
    case 'assessment':
      return `---
${DRAFT_LINE('assessment')}
title: ${t}
order: ${order}
iconType: Brain
description: ${e('One or two sentences on what this kind of assessment is.')}
tools:
  - name: ${e('Name of a test')}
    measures: ${e('What the test measures, in plain words')}
insight: ${e('Why this category matters to a patient.')}
${review(w)}
---
`
    case 'guide':
      return `---
title: ${t}
# The Education list it belongs to: conditions, diagnostics or treatments. Its address is
# /resources/<topic>/<file name>, the address the list's topic of the same name links to.
topic: diagnostics
description: ${e('One or two sentences (about 150 characters) shown under the title in search results.')}
summary: ${e('One or two sentences under the heading: what the reader learns here.')}
${assignment(w)}
sources:
  - title: ${e('Title of a reputable reference')}
    url: "https://www.ninds.nih.gov/"
# A draft until its words are real and a clinician has checked them: remove this line to publish it.
draft: true
---

## What it is

${line('Write the guide in plain words and short sentences, with a ## heading for each part.')}
`
    case 'page':
      return `---
title: ${t}
description: ${e('One or two sentences (about 150 characters) shown under the title in search results.')}
# A draft until its words are real: remove this line to publish the page.
draft: true
---

<PageHero title=${t} intro=${e('One sentence that says what this page is for.')} />

${line(BODY_LINE)}
`
  }
}

/**
 * A template with every required field of its collection that it does not write itself, after its
 * own fields: the value of the record's example (lib/content/collections/<name>.ts) under the
 * field's description, so a new required field reaches `npm run new` with its record.
 */
export function withRecordFields(text: string, record: CollectionRecord): string {
  const written = frontmatterOf(text) ?? {}
  const shape = (record.schema as unknown as { shape: Record<string, z.ZodType> }).shape
  const added = Object.entries(shape)
    .filter(([key, field]) => !(key in written) && key in record.example && !field.safeParse(undefined).success)
    .map(
      ([key, field]) =>
        `# ${field.description ?? key} Replace the example.\n${stringify({ [key]: record.example[key] }, { lineWidth: 0 })}`,
    )
  if (!added.length) return text
  const end = text.indexOf('\n---', 3)
  return `${text.slice(0, end + 1)}${added.join('')}${text.slice(end + 1)}`
}

/**
 * The folder of content a kind of `npm run new` makes files in: one of `kinds`, or any collection by
 * its folder's name (`npm run new videos "…"`), whose file its record's example writes.
 */
export function folderOf(kind: string): CollectionName | undefined {
  if (Object.hasOwn(kinds, kind)) return kinds[kind as Kind]
  return Object.hasOwn(records, kind) ? (kind as CollectionName) : undefined
}

/** Every name `npm run new` takes: the kinds with a template of their own, then the other collections by folder. */
export const kindNames: string[] = [
  ...Object.keys(kinds),
  ...Object.keys(records).filter((name) => !(Object.values(kinds) as string[]).includes(name)),
]

/**
 * A file of a collection without a template of its own: a draft titled as asked, in the list's last
 * place where it has one, then every required field with its record's example to replace.
 */
function fromRecord(folder: CollectionName, title: string, order: number): string {
  const shape = (records[folder].schema as unknown as { shape: Record<string, unknown> }).shape
  const named = ['title', 'name'].find((field) => field in shape)
  return `---
${DRAFT_LINE('file')}
${named ? `${named}: ${quote(title)}\n` : ''}${'order' in shape ? `order: ${order}\n` : ''}---

${BODY_LINE}
`
}

/** The file `npm run new <kind> "<title>"` writes. */
export function template(kind: string, title: string, order: number, today: string): string {
  const folder = folderOf(kind)
  if (!folder) throw new Error(`no kind of content is called ${kind}: use one of ${kindNames.join(', ')}`)
  const own = Object.hasOwn(kinds, kind)
    ? write({ example: quote, exampleLine: (text) => text }, kind as Kind, title, order, today)
    : fromRecord(folder, title, order)
  return withRecordFields(own, records[folder])
}

/** One example of a template: a pattern for the text (the title it was made with may be any words). */
interface Placeholder {
  text: string
  pattern: RegExp
  /** A line of the body rather than a value. */
  line: boolean
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Stands for the title while the examples are collected; no title holds it.
const ANY_TITLE = '\u0000title\u0000'

/** Every example the templates of `kind` write (all kinds when not given), read by running the templates. */
export function placeholders(kind?: Kind): Placeholder[] {
  const found = new Map<string, Placeholder>()
  const collect = (text: string, line: boolean) => {
    const shown = text.split(ANY_TITLE).join('…')
    const pattern = new RegExp(`^${text.split(ANY_TITLE).map(escape).join('.+')}$`)
    if (!found.has(shown)) found.set(shown, { text: shown, pattern, line })
    return line ? text : quote(text)
  }
  const w: Writer = { example: (text) => collect(text, false), exampleLine: (text) => collect(text, true) }
  for (const each of kind ? [kind] : (Object.keys(kinds) as Kind[])) write(w, each, ANY_TITLE, 1, '2000-01-01')
  return [...found.values()]
}

const ALL = placeholders()
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ')
// One pattern for any example, so the many values and lines that hold none are each tested once.
const anyValue = new RegExp(
  ALL.filter((p) => !p.line)
    .map((p) => `(?:${p.pattern.source})`)
    .join('|'),
)
const anyLine = new RegExp(
  ALL.filter((p) => p.line)
    .map((p) => `(?:${p.pattern.source})`)
    .join('|'),
)

/**
 * The examples of the templates still in a file that is not a draft: each front-matter value at its
 * field and line, each body line (or attribute) at its line. A draft may keep them; a published file may not.
 */
export function placeholderProblems(
  file: string,
  data: Record<string, unknown>,
  locate: ParsedYaml['locate'],
  body: string,
): Problem[] {
  if (isDraft(data)) return []
  const problems: Problem[] = []
  const refuse = (found: Placeholder, at: { line: number; column: number }, field: string) =>
    problems.push({
      file,
      ...at,
      field,
      message: `still holds the example of \`npm run new\` ("${found.text}"): write the real words, or keep draft: true until they are ready`,
      severity: 'error',
    })
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const text = normalize(value)
      const found = anyValue.test(text) && ALL.find((p) => !p.line && p.pattern.test(text))
      if (found) refuse(found, locate(path), fieldName(path))
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key])
  }
  visit(data, [])
  // The body keeps the file's line numbers (front-matter lines are blank).
  body.split('\n').forEach((text, index) => {
    const line = normalize(text)
    // An example's line, or an example attribute (name="…").
    if (!line || (!anyLine.test(line) && !line.includes('="'))) return
    for (const found of ALL) {
      if (found.line ? found.pattern.test(line) : line.includes(`=${quote(found.text)}`) && !found.text.includes('…')) {
        refuse(found, { line: index + 1, column: text.length - text.trimStart().length + 1 }, 'body')
      }
    }
  })
  return problems
}
