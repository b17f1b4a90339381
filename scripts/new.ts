// `npm run new <kind> "<Title>"`: starts a new content file with every required field filled with an
// example to replace, and a short example body. The id (file name) comes from the title by the
// site's slug rule. It never overwrites a file. A picture field names a picture that exists in
// public/images/, so a new file passes the check before its own picture is added.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { slugify } from '../lib/slug'

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

type Kind = keyof typeof kinds

const quote = (value: string) => JSON.stringify(value)

/** One past the highest `order` in the folder, so the new file comes last. */
function nextOrder(dir: string): number {
  if (!existsSync(dir)) return 1
  const orders = readdirSync(dir)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, name), 'utf8'))
      const order = match ? (parse(match[1]) as { order?: unknown })?.order : undefined
      return typeof order === 'number' ? order : 0
    })
  return Math.max(0, ...orders) + 1
}

/** The institute's name from content/site.yaml, for a new page's browser-tab title. */
function siteName(): string {
  const site = parse(readFileSync(resolve(import.meta.dirname, '../content/site.yaml'), 'utf8')) as { name?: string }
  return site.name ?? ''
}

function review(today: string, nextYear: string): string {
  return `reviewedBy:
  name: "Dr. Firstname Lastname, MD"
  role: "Board-certified neurologist"
lastReviewed: ${today}
nextReview: ${nextYear}
sources:
  - title: "Title of a reputable reference"
    url: "https://www.ninds.nih.gov/"`
}

export function template(kind: Kind, title: string, order: number, today: string): string {
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
  const t = quote(title)
  switch (kind) {
    case 'condition':
      return `---
# A draft until its words are real and reviewed: remove this line to publish the page.
draft: true
name: ${t}
order: ${order}
description: "One or two sentences for search results: what ${title} is and how the institute helps."
shortDescription: "One or two sentences shown on the condition's card."
iconName: brain
symptoms:
  - First common symptom
  - Second common symptom
  - Third common symptom
  - Fourth common symptom
  - Fifth common symptom
treatments:
  - First treatment approach
  - Second treatment approach
  - Third treatment approach
  - Fourth treatment approach
  - Fifth treatment approach
urgent:
  title: "Call 911 if you notice any of these signs"
  signs:
    - First sign that needs emergency care
    - Second sign that needs emergency care
  action: "Call 911 right away. Do not drive yourself to the hospital."
${review(today, nextYear)}
---

Explain ${title} in plain words. Keep sentences short. Explain any medical term the first time you use it.

End with when to call 911, in the same words as the urgent signs above.
`
    case 'faq':
      return `---
group: resources
order: ${order}
question: ${t}
answer: "The answer, in plain words and short sentences."
---
`
    case 'post':
      return `---
# A draft until its words are real: remove this line to publish the post.
draft: true
title: ${t}
excerpt: "One or two sentences that tell the reader what the post is about."
date: ${today}
category: Brain Health
image: /images/hero-brain.svg # a stand-in: put the real picture in public/images/ and name it here
imageAlt: "Describe what the picture shows"
---

Start with the main point. Keep paragraphs short.

## A section heading

More text.
`
    case 'member':
      return `---
name: ${t}
role: "Role at the institute"
order: ${order}
image: /images/hero-brain.svg # a stand-in: put the portrait in public/images/ and name it here
imageAlt: ${quote(`Portrait of ${title}`)}
bio: "Two or three sentences about the person: training, focus and what patients value."
---
`
    case 'service':
      return `---
title: ${t}
order: ${order}
tabLabel: ${quote(title.split(' ')[0])}
description: "One or two sentences shown on the service's card."
image: /images/service-consultations.svg # a stand-in: put the real picture in public/images/ and name it here
imageAlt: "Describe what the picture shows"
features:
  - What the service includes
  - Another thing it includes
longDescription: "A paragraph that explains the programme in full."
---
`
    case 'plan':
      return `---
name: ${t}
order: ${order}
price: $100
period: one-time
summary: "One sentence on who the plan is for."
features:
  - What the plan includes
  - Another thing it includes
buttonLabel: Get Started
---
`
    case 'assessment':
      return `---
title: ${t}
order: ${order}
iconType: Brain
description: "One or two sentences on what this kind of assessment is."
tools:
  - name: "Name of a test"
    measures: "What the test measures, in plain words"
insight: "Why this category matters to a patient."
${review(today, nextYear)}
---
`
    case 'guide':
      return `---
title: ${t}
# The Education list it belongs to: conditions, diagnostics or treatments. Its address is
# /resources/<topic>/<file name>, the address the list's topic of the same name links to.
topic: diagnostics
description: "One or two sentences (about 150 characters) shown under the title in search results."
summary: "One or two sentences under the heading: what the reader learns here."
# Add lastReviewed and nextReview (YYYY-MM-DD) once a clinician has checked the guide; never guess them.
reviewedBy:
  name: "Dr. Firstname Lastname, MD"
  role: "Board-certified neurologist"
sources:
  - title: "Title of a reputable reference"
    url: "https://www.ninds.nih.gov/"
# A draft until its words are real and a clinician has checked them: remove this line to publish it.
draft: true
---

## What it is

Write the guide in plain words and short sentences, with a ## heading for each part.
`
    case 'page':
      return `---
title: ${quote(`${title} | ${siteName()}`)}
description: "One or two sentences (about 150 characters) shown under the title in search results."
# A draft until its words are real: remove this line to publish the page.
draft: true
---

<PageHero title=${t} intro="One sentence that says what this page is for." />

Write the page in plain words and short sentences. Remove draft: true above when it is ready.
`
  }
}

function main() {
  const [kind, title] = process.argv.slice(2)
  if (!kind || !(kind in kinds) || !title?.trim()) {
    console.error(`Usage: npm run new <${Object.keys(kinds).join('|')}> "<Title>"`)
    process.exit(2)
  }
  // CONTENT_DIR points elsewhere for trying it out (the tests use a temporary folder).
  const folder = resolve(process.env.CONTENT_DIR ?? resolve(import.meta.dirname, '../content'), kinds[kind as Kind])
  const id = slugify(title)
  const file = join(folder, `${id}.mdx`)
  const shown = `content/${kinds[kind as Kind]}/${id}.mdx`
  if (existsSync(file)) {
    console.error(`${shown} already exists; nothing was written. Choose another title or edit that file.`)
    process.exit(1)
  }
  mkdirSync(folder, { recursive: true })
  writeFileSync(file, template(kind as Kind, title.trim(), nextOrder(folder), new Date().toISOString().slice(0, 10)), { flag: 'wx' })
  console.log(`Wrote ${shown}. Replace the example values, then preview with npm run dev and check with npm run check.`)
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main()
