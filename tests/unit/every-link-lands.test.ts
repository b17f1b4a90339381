/**
 * Every internal link that content makes must land on a page or an old address of
 * content/redirects.yaml: a page's links, the menus and footer (content/navigation.yaml) and the
 * Education lists' topics. The check names the file and line of a link to nowhere. Guides
 * (content/guides) make the pages of Education topics.
 */
import { readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { formatProblem } from '../../lib/content/problems'
import { projectWith } from './project-fixture'

const page = (title: string, body = 'A paragraph.') =>
  `---\ntitle: ${title}\ndescription: A page about ${title.toLowerCase()}.\n---\n\n# ${title}\n\n${body}\n`

const navigation = `header:
  - label: Home
    href: /
  - label: Staff
    href: /staff
footer:
  groups:
    - title: More
      links:
        - label: Nowhere
          href: /nowhere
  legal:
    - label: Site
      href: https://www.example.org/
`

const education = `---
heading: Diagnostic Tests
order: 1
basePath: /resources/diagnostics
items:
  - EEG (Electroencephalogram)
  - Gait Study
---
`

const guide = (extra = '') => `---
title: EEG (Electroencephalogram)
topic: diagnostics
description: What an EEG records and how to prepare.
summary: An EEG records the brain's electrical activity.
clinicalTopic: general-neurology
reviewer: elena-ruiz
sources:
  - title: "NHS: Electroencephalogram"
    url: https://www.nhs.uk/conditions/electroencephalogram/
${extra}---

## What it is

A short body.
`

/** Line and column (1-based) where `text` first stands in `source`: the fixture says where a link is written. */
function at(source: string, text: string): string {
  const lines = source.split('\n')
  const line = lines.findIndex((candidate) => candidate.includes(text))
  return `${line + 1}:${lines[line].indexOf(text) + 1}`
}

const project = (files: Record<string, string>) =>
  projectWith({ 'pages/index/+Page.tsx': '', 'content/pages/home.mdx': page('Home'), ...files })
const check = async (root: string) =>
  (await checkContent(root, '2026-11-23', { compareWithMain: false })).problems
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem)

describe('every link content makes lands on a page', () => {
  it('refuses a menu or footer link to an address without a page or redirect, at its line', async () => {
    const root = await project({ 'content/navigation.yaml': navigation })
    expect(await check(root)).toEqual([
      `content/navigation.yaml:${at(navigation, 'href: /staff')}  link  no page at /staff: link to a page that exists, or add its file (content/pages/staff.mdx)`,
      `content/navigation.yaml:${at(navigation, 'href: /nowhere')}  link  no page at /nowhere: link to a page that exists, or add its file (content/pages/nowhere.mdx)`,
    ])
    await writeFile(join(root, 'content/pages/staff.mdx'), page('Staff'))
    await writeFile(join(root, 'content/redirects.yaml'), '- from: /nowhere\n  to: /staff#team\n')
    expect(await check(root)).toEqual([])
  })

  it('lets a menu link to a draft, which the published menus leave out', async () => {
    const root = await project({
      'content/navigation.yaml': navigation.replace('href: /nowhere', 'href: /staff'),
      'content/pages/staff.mdx': page('Staff').replace('---\n\n#', 'draft: true\n---\n\n#'),
    })
    expect(await check(root)).toEqual([])
  })

  it("refuses an Education topic whose address has no guide, page or redirect, at the topic's line", async () => {
    const root = await project({
      'content/education/diagnostics.mdx': education,
      'content/guides/eeg-electroencephalogram.mdx': guide(),
    })
    expect(await check(root)).toEqual([
      `content/education/diagnostics.mdx:${at(education, 'Gait Study')}  link  no page at /resources/diagnostics/gait-study: link to a page that exists, or add its file (content/guides/gait-study.mdx with topic: diagnostics)`,
    ])
    await writeFile(
      join(root, 'content/redirects.yaml'),
      '- from: /resources/diagnostics/gait-study\n  to: /resources/diagnostics/eeg-electroencephalogram\n',
    )
    expect(await check(root)).toEqual([])
  })

  it('takes a guide whose topic names another list for no page of this one', async () => {
    const root = await project({
      'content/education/diagnostics.mdx': education.replace('  - Gait Study\n', ''),
      'content/guides/eeg-electroencephalogram.mdx': guide().replace('topic: diagnostics', 'topic: treatments'),
    })
    expect(await check(root)).toEqual([
      `content/education/diagnostics.mdx:${at(education, 'EEG')}  link  no page at /resources/diagnostics/eeg-electroencephalogram: link to a page that exists, or add its file (content/guides/eeg-electroencephalogram.mdx with topic: diagnostics)`,
    ])
  })

  it('keeps the address of a guide with a mistake in another field: its mistake alone is reported', async () => {
    const broken = guide('evidence:\n  - name: Some guideline\n    year: recent\n')
    const root = await project({
      'content/education/diagnostics.mdx': education.replace('  - Gait Study\n', ''),
      'content/guides/eeg-electroencephalogram.mdx': broken,
    })
    expect(await check(root)).toEqual([
      `content/guides/eeg-electroencephalogram.mdx:${at(broken, 'year: recent')}  evidence.0.year  expected a number, got "recent"`,
    ])
  })
})

describe("links to the site's own address, and pages nothing links to", () => {
  // The site's own words, with its address at a host of the test's.
  const site = readFileSync('content/site.yaml', 'utf8').replace(
    /^url: .*$/m,
    'url: https://www.example-institute.example',
  )
  const warnings = async (root: string) =>
    (await checkContent(root, undefined, { compareWithMain: false })).problems
      .filter((problem) => problem.severity === 'warning' && problem.field === 'address')
      .map(formatProblem)

  it("judges an absolute link to the site's own host as the link inside the site it is", async () => {
    const menu = navigation
      .replace('href: /staff', 'href: https://www.example-institute.example/staff')
      .replace('href: /nowhere', 'href: https://example-institute.example/')
    const root = await project({ 'content/navigation.yaml': menu, 'content/site.yaml': site })
    const errors = (await checkContent(root, undefined, { compareWithMain: false })).problems
      .filter((problem) => problem.file === 'content/navigation.yaml' && problem.field === 'link')
      .map(formatProblem)
    expect(errors).toEqual([
      `content/navigation.yaml:${at(menu, 'href: https://www.example-institute.example/staff')}  link  no page at /staff: https://www.example-institute.example/staff is this site's own address, and it has no page there. Link to a page that exists, written from the site's root (/contact), or add its file (content/pages/staff.mdx)`,
    ])
    await writeFile(join(root, 'content/pages/staff.mdx'), page('Staff'))
    expect(
      (await checkContent(root, undefined, { compareWithMain: false })).problems.filter(
        (problem) => problem.file === 'content/navigation.yaml' && problem.field === 'link',
      ),
    ).toEqual([])
  })

  it('warns, at its file, of a published page that nothing links to, and not of one a menu, a page or an old address reaches', async () => {
    const root = await project({
      'content/pages/visiting.mdx': page('Visiting'),
      'content/pages/parking.mdx': page('Parking'),
      'content/pages/staff.mdx': page('Staff'),
      'content/pages/home.mdx': page('Home', 'See [our staff](/staff).'),
      'content/pages/team.mdx': page('Team'),
      'content/redirects.yaml': '- from: /people\n  to: /team\n',
      'content/navigation.yaml': 'header:\n  - label: People\n    href: /people\nfooter:\n  groups: []\n  legal: []\n',
      'content/pages/draft.mdx': page('Draft').replace('---\n\n#', 'draft: true\n---\n\n#'),
    })
    expect(await warnings(root)).toEqual([
      'content/pages/parking.mdx:1:1  address  nothing on the site links to /parking, so visitors reach it only by search or a typed address: link to it from a page about its subject, or from a menu or the footer in content/navigation.yaml',
      'content/pages/visiting.mdx:1:1  address  nothing on the site links to /visiting, so visitors reach it only by search or a typed address: link to it from a page about its subject, or from a menu or the footer in content/navigation.yaml',
    ])
    await writeFile(join(root, 'content/pages/visiting.mdx'), page('Visiting', 'Where to [park](/parking).'))
    await writeFile(join(root, 'content/pages/staff.mdx'), page('Staff', 'How to [visit us](/visiting).'))
    expect(await warnings(root)).toEqual([])
  })
})

describe('a redirects or menus file that cannot be read', () => {
  it('is the one mistake named: no link to an old address is called broken, no page unlinked', async () => {
    const files = {
      'content/pages/home.mdx': page('Home', 'Meet [our people](/people).'),
      'content/pages/team.mdx': page('Team'),
      'content/redirects.yaml': '- from: /people\n  to: /team\n',
      'content/navigation.yaml': 'header:\n  - label: Team\n    href: /team\nfooter:\n  groups: []\n  legal: []\n',
    }
    const mistakes = async (root: string) =>
      (await checkContent(root, undefined, { compareWithMain: false })).problems
        .filter((problem) => problem.severity !== 'notice')
        .map((problem) => `${problem.file} ${problem.field}`)
    expect(await mistakes(await project(files))).toEqual([])
    expect(
      await mistakes(await project({ ...files, 'content/redirects.yaml': `${files['content/redirects.yaml']}x: [\n` })),
    ).toEqual(['content/redirects.yaml yaml', 'content/redirects.yaml yaml'])
    expect(
      await mistakes(
        await project({ ...files, 'content/navigation.yaml': `${files['content/navigation.yaml']}x: [\n` }),
      ),
    ).toEqual(['content/navigation.yaml yaml'])
  })
})

describe('a guide', () => {
  it("needs no review day, and refuses a typed one: the day comes from a clinician's signature", async () => {
    const source = guide('lastReviewed: 2026-11-01\n')
    const root = await project({ 'content/guides/eeg-electroencephalogram.mdx': source })
    expect(await check(root)).toEqual([
      `content/guides/eeg-electroencephalogram.mdx:${at(source, 'lastReviewed')}  lastReviewed  is not a known field (check its spelling)`,
    ])
    await writeFile(join(root, 'content/guides/eeg-electroencephalogram.mdx'), guide())
    expect(await check(root)).toEqual([])
  })

  it('names at least one source', async () => {
    const source = guide().replace(/sources:\n(.*\n){2}/, 'sources: []\n')
    const root = await project({ 'content/guides/eeg-electroencephalogram.mdx': source })
    expect(await check(root)).toEqual([
      `content/guides/eeg-electroencephalogram.mdx:${at(source, 'sources')}  sources  must list at least one source: a guide rests on published references`,
    ])
  })
})
