/** What a branch changes, for reviewers: files from git, touched addresses, words before and after, changed fields. */
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  changedFiles,
  compareLines,
  compareWords,
  fieldChanges,
  pagesTouched,
  textAt,
  touchedAddresses,
  valueOf,
  visibleText,
} from '../../scripts/changes/compare'
import { CHANGES_STYLESHEET, changesPage, changesSummary, type Report } from '../../scripts/changes/report'
import { annotation } from '../../lib/content/problems'
import { projectWith, writerGit } from './project-fixture'

const git = (root: string, ...args: string[]) => writerGit(root, args)

const sleep = (symptom: string, name = 'Sleep Disorders') =>
  `---\nname: ${name}\nsymptoms:\n  - Trouble falling asleep\n  - ${symptom}\n---\n\nBody.\n`

describe('the pages a change touches (npm run test:content checks them in the browser)', () => {
  it('never include the forwarding page of an old address, which a browser leaves at once', async () => {
    const root = await projectWith({
      'content/site.yaml': 'name: Clinic\n',
      'dist/client/index.html': '<html><body>Home</body></html>',
      'dist/client/about/index.html': '<html><body>About</body></html>',
      'dist/client/about/team/index.html':
        '<html><head><meta http-equiv="refresh" content="0; url=/about#our-team" /></head></html>',
    })
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', 'content')
    git(root, 'commit', '-qm', 'base')
    // A shared file: every page is touched.
    await writeFile(join(root, 'content/site.yaml'), 'name: The Clinic\n')
    expect(pagesTouched(root, 'main', join(root, 'dist/client'))).toEqual({ pages: ['/', '/about'], everyPage: true })
  })
})

describe('the changed files', () => {
  it('lists added, changed, renamed and deleted files since the base, committed or not, and reads a file as it was', async () => {
    const root = await projectWith({
      'content/conditions/sleep.mdx': sleep('Loud snoring'),
      'content/conditions/tremor.mdx': '---\nname: Tremor\n---\n',
      'content/pages/old.mdx': '---\ntitle: Old\n---\n',
      'content/site.yaml': 'name: Clinic\n',
    })
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'base')
    git(root, 'checkout', '-qb', 'change')
    await writeFile(join(root, 'content/conditions/sleep.mdx'), sleep('Snoring that wakes others'))
    await rename(join(root, 'content/conditions/tremor.mdx'), join(root, 'content/conditions/essential-tremor.mdx'))
    git(root, 'rm', '-q', 'content/pages/old.mdx')
    git(root, 'add', '-A')
    git(root, 'commit', '-qm', 'change')
    await mkdir(join(root, 'content/posts'), { recursive: true })
    await writeFile(join(root, 'content/posts/new.mdx'), '---\ntitle: A New Post\n---\n')
    expect(changedFiles(root, 'main').sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { status: 'R', from: 'content/conditions/tremor.mdx', path: 'content/conditions/essential-tremor.mdx' },
      { status: 'M', path: 'content/conditions/sleep.mdx' },
      { status: 'D', path: 'content/pages/old.mdx' },
      { status: 'A', path: 'content/posts/new.mdx' },
    ])
    expect(valueOf('content/conditions/sleep.mdx', textAt(root, 'main', 'content/conditions/sleep.mdx'))).toEqual({
      name: 'Sleep Disorders',
      symptoms: ['Trouble falling asleep', 'Loud snoring'],
    })
    expect(textAt(root, 'main', 'content/posts/new.mdx')).toBeUndefined()
  })
})

describe('the addresses a change touches', () => {
  const pages = ['/', '/about', '/contact', '/resources']
  const posts = ['/resources/blog/first', '/resources/blog/second']
  const touched = (
    files: Parameters<typeof touchedAddresses>[0],
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) => {
    const result = touchedAddresses(
      files,
      (path) => before[path],
      (path) => after[path],
      pages,
      posts,
    )
    return { addresses: [...result.addresses.keys()].sort(), everyPage: result.everyPage }
  }

  it('a condition: its page and the list; every page only when its name changes (the menus)', () => {
    const file = 'content/conditions/sleep.mdx'
    expect(
      touched([{ status: 'M', path: file }], { [file]: { name: 'Sleep' } }, { [file]: { name: 'Sleep' } }),
    ).toEqual({ addresses: ['/conditions', '/conditions/sleep'], everyPage: false })
    expect(
      touched([{ status: 'M', path: file }], { [file]: { name: 'Sleep' } }, { [file]: { name: 'Sleep Disorders' } })
        .everyPage,
    ).toBe(true)
  })

  it('a post: its old and new page, the Blog tab and the posts beside it', () => {
    const file = 'content/posts/first.mdx'
    expect(
      touched([{ status: 'M', path: file }], { [file]: { title: 'First' } }, { [file]: { title: 'The First' } }),
    ).toEqual({
      addresses: ['/resources', '/resources/blog/first', '/resources/blog/second', '/resources/blog/the-first'],
      everyPage: false,
    })
  })

  it('a page file added or deleted: its address; a question: every page file; a settings file or code: every page', () => {
    expect(
      touched(
        [{ status: 'A', path: 'content/pages/privacy.mdx' }],
        {},
        { 'content/pages/privacy.mdx': { title: 'Privacy' } },
      ),
    ).toEqual({ addresses: ['/privacy'], everyPage: false })
    expect(
      touched([{ status: 'D', path: 'content/pages/old.mdx' }], { 'content/pages/old.mdx': { title: 'Old' } }, {}),
    ).toEqual({ addresses: ['/old'], everyPage: false })
    expect(
      touched(
        [{ status: 'M', path: 'content/faqs/faq-1.mdx' }],
        { 'content/faqs/faq-1.mdx': {} },
        { 'content/faqs/faq-1.mdx': {} },
      ),
    ).toEqual({ addresses: pages, everyPage: false })
    expect(touched([{ status: 'M', path: 'content/site.yaml' }], {}, {}).everyPage).toBe(true)
    expect(touched([{ status: 'M', path: 'components/Header.tsx' }], {}, {}).everyPage).toBe(true)
    // Each page's "From" names the settings file that changed every page; code is named once, above the pages.
    const settingsAndCode = [
      { status: 'M' as const, path: 'content/site.yaml' },
      { status: 'M' as const, path: 'components/Header.tsx' },
    ]
    expect(
      touchedAddresses(
        settingsAndCode,
        () => ({}),
        () => ({}),
        pages,
        posts,
      ).everyPageFrom,
    ).toEqual(['content/site.yaml'])
  })
})

describe('the words before and after', () => {
  const html = (symptom: string) =>
    `<html><head><title>x</title><script>var hidden = 1</script></head><body><header><nav><a href="/">Home</a> <a href="/contact">Call (312) 555-0142</a></nav></header><main><h1>Sleep Disorders</h1><p>Common signs:</p><ul><li>Trouble falling asleep</li><li>${symptom}</li></ul><p>Talk to us &amp; rest well.</p></main><footer>Phone (312) 555-0142</footer></body></html>`

  it('reads the main text a block a line, apart from the header and footer, without scripts', () => {
    expect(visibleText(html('Loud snoring'), 'main')).toEqual([
      'Sleep Disorders',
      'Common signs:',
      'Trouble falling asleep',
      'Loud snoring',
      'Talk to us & rest well.',
    ])
    expect(visibleText(html('Loud snoring'), 'outside')).toEqual(['Home Call (312) 555-0142', 'Phone (312) 555-0142'])
  })

  it('marks the removed and the added words of a changed line, and counts the unchanged lines before it', () => {
    const hunks = compareLines(
      visibleText(html('Loud snoring'), 'main'),
      visibleText(html('Snoring that wakes others'), 'main'),
    )
    expect(hunks).toEqual([{ skipped: 3, lines: [compareWords('Loud snoring', 'Snoring that wakes others')] }])
    const pieces = hunks[0].lines[0]
    expect(pieces.filter((piece) => piece.kind === 'removed').map((piece) => piece.text.trim())).toEqual([
      'Loud snoring',
    ])
    expect(pieces.filter((piece) => piece.kind === 'added').map((piece) => piece.text.trim())).toEqual([
      'Snoring that wakes others',
    ])
    expect(compareLines(['Same'], ['Same'])).toEqual([])
  })

  it('lists changed fields leaf by leaf, list items counted from 1', () => {
    expect(
      fieldChanges(
        'content/conditions/sleep.mdx',
        { symptoms: ['A', 'B', 'C'], name: 'Sleep' },
        { symptoms: ['A', 'B', 'D'], name: 'Sleep' },
      ),
    ).toEqual([{ file: 'content/conditions/sleep.mdx', field: 'symptoms 3', before: 'C', after: 'D' }])
    expect(
      fieldChanges(
        'content/site.yaml',
        { contact: { phone: '(312) 555-0142' } },
        { contact: { phone: '(312) 555-0199' } },
      ),
    ).toEqual([
      { file: 'content/site.yaml', field: 'contact phone', before: '(312) 555-0142', after: '(312) 555-0199' },
    ])
  })
})

describe('the changes page and the comment', () => {
  const report: Report = {
    base: 'main',
    otherFiles: [],
    fields: [
      {
        file: 'content/conditions/sleep.mdx',
        field: 'symptoms 2',
        before: 'Loud snoring',
        after: 'Snoring that wakes others',
      },
    ],
    pages: [
      {
        address: '/conditions/sleep',
        kind: 'changed',
        files: ['content/conditions/sleep.mdx'],
        hunks: [{ skipped: 3, lines: [compareWords('Loud snoring', 'Snoring that wakes others')] }],
      },
      { address: '/resources/blog/new', kind: 'added', files: ['content/posts/new.mdx'], hunks: [] },
      { address: '/old', kind: 'removed', files: ['content/pages/old.mdx'], hunks: [] },
      {
        address: '/about',
        kind: 'outside',
        files: [],
        hunks: [{ skipped: 0, lines: [compareWords('Phone (312) 555-0142', 'Phone (312) 555-0199')] }],
      },
    ],
  }

  it("is styled by a stylesheet file beside it, which the site's CSP allows, never by inline style", () => {
    const html = changesPage(report, (address) => address)
    expect(html).toContain('<link rel="stylesheet" href="changes.css" />')
    expect(html).not.toMatch(/<style|\sstyle=/)
    expect(CHANGES_STYLESHEET).toContain('del {')
  })

  it('strikes removed words and underlines added ones, named for screen readers, with the fields as a table', () => {
    const html = changesPage(report, (address) => `/pr-preview/pr-1${address}`)
    expect(html).toMatch(/<del><span class="sr">\[removed: <\/span>Loud snoring<span class="sr">\]<\/span><\/del>/)
    expect(html).toMatch(
      /<ins><span class="sr">\[added: <\/span>Snoring that wakes others<span class="sr">\]<\/span><\/ins>/,
    )
    expect(html).toContain('<a href="/pr-preview/pr-1/conditions/sleep">/conditions/sleep</a>')
    expect(html).toContain('<th scope="row">symptoms 2</th>')
    expect(html).toContain('(page removed)')
    expect(html).toMatch(/<details><summary>1 page whose own words did not change/)
    expect(html).not.toMatch(/<script/)
  })

  it('sums up for the pull request: the changed pages with links, the rest collapsed', () => {
    expect(changesSummary(report, (address) => `https://example.github.io/site/pr-preview/pr-1${address}`)).toBe(
      [
        '**3 pages changed** in [this preview](https://example.github.io/site/pr-preview/pr-1/) · [every change, word by word](https://example.github.io/site/pr-preview/pr-1/_changes/)',
        '',
        '- [/conditions/sleep](https://example.github.io/site/pr-preview/pr-1/conditions/sleep) (changed)',
        '- [/resources/blog/new](https://example.github.io/site/pr-preview/pr-1/resources/blog/new) (new)',
        '- `/old` (removed)',
        '',
        '<details><summary>1 page changed only around their main text (menus, footer)</summary>',
        '',
        '- [/about](https://example.github.io/site/pr-preview/pr-1/about) (around the text)',
        '',
        '</details>',
      ].join('\n'),
    )
  })
})

describe('changes to check first', () => {
  const fields = [
    {
      file: 'content/team/marcus-chen.mdx',
      field: 'review keys 1 key',
      after: 'ssh-ed25519 AAAAC3Nz… someone@example',
    },
    { file: 'content/site.yaml', field: 'forms contactEndpoint', after: 'https://forms.elsewhere.example/f/1' },
    { file: 'content/site.yaml', field: 'bookingUrl', before: 'https://a.example/#x', after: 'https://b.example/#x' },
    { file: 'content/es/site.yaml', field: 'emergency phone', before: '911', after: '912' },
    { file: 'content/conditions/sleep.mdx', field: 'symptoms 2', before: 'Loud snoring', after: 'Snoring' },
  ]
  const report: Report = { base: 'main', otherFiles: [], fields, pages: [] }

  it('puts a new reviewer key, a form destination, the booking address and a dialled number at the top of the comment and the page', () => {
    const summary = changesSummary(report, (address) => address)
    expect(summary.split('\n').slice(0, 7)).toEqual([
      '**Check these first**: this change alters who may sign clinical reviews, where messages or booking go, or a number visitors dial.',
      '',
      '- `content/team/marcus-chen.mdx` review keys 1 key: (none) → `ssh-ed25519 AAAAC3Nz… someone@example`',
      '- `content/site.yaml` forms contactEndpoint: (none) → `https://forms.elsewhere.example/f/1`',
      '- `content/site.yaml` bookingUrl: `https://a.example/#x` → `https://b.example/#x`',
      '- `content/es/site.yaml` emergency phone: `911` → `912`',
      '',
    ])
    expect(summary).not.toContain('Loud snoring')
    const html = changesPage(report, (address) => address)
    expect(html.indexOf('<h2>Check these first</h2>')).toBeGreaterThan(-1)
    expect(html.indexOf('<h2>Check these first</h2>')).toBeLessThan(html.indexOf('<h2>Pages</h2>'))
    expect(changesSummary({ ...report, fields: fields.slice(4) }, (address) => address)).not.toContain(
      'Check these first',
    )
  })
})

describe('the clinical review of changed health pages', () => {
  const reviews = [
    {
      file: 'content/conditions/sleep.mdx',
      status: 'changed',
      text: 'changed since Dr. A signed it on 2026-11-01: waiting for a new signature',
    },
    { file: 'content/conditions/stroke.mdx', status: 'unsigned', text: "never reviewed: waiting for b's signature" },
  ]
  const report: Report = { base: 'main', otherFiles: [], fields: [], pages: [], reviews }

  it('lists each one on the changes page and in the comment, so the clinician sees what to sign', () => {
    const html = changesPage(report, (address) => address)
    expect(html).toContain('<h2>Clinical review</h2>')
    expect(html).toContain(
      '<li><code>content/conditions/sleep.mdx</code>: changed since Dr. A signed it on 2026-11-01: waiting for a new signature</li>',
    )
    expect(html).toContain(
      "<li><code>content/conditions/stroke.mdx</code>: never reviewed: waiting for b's signature</li>",
    )
    expect(changesSummary(report, (address) => address)).toContain(
      "**Clinical review**\n\n- `content/conditions/sleep.mdx`: changed since Dr. A signed it on 2026-11-01: waiting for a new signature\n- `content/conditions/stroke.mdx`: never reviewed: waiting for b's signature",
    )
    expect(changesPage({ ...report, reviews: [] }, (address) => address)).not.toContain('Clinical review')
  })
})

describe('the check in a workflow', () => {
  it('writes each finding as an annotation on its line, escaped as the runner asks', () => {
    expect(
      annotation({
        file: 'content/conditions/sleep.mdx',
        line: 4,
        column: 3,
        field: 'symptoms',
        message: 'expected exactly 5 items, got 4',
        severity: 'error',
      }),
    ).toBe('::error file=content/conditions/sleep.mdx,line=4,col=3,title=symptoms::expected exactly 5 items, got 4')
    expect(
      annotation({
        file: 'content/a,b.mdx',
        line: 1,
        column: 1,
        field: 'x:y',
        message: '100% sure\nreally',
        severity: 'warning',
      }),
    ).toBe('::warning file=content/a%2Cb.mdx,line=1,col=1,title=x%3Ay::100%25 sure%0Areally')
  })
})
