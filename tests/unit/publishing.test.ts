/** Writers publish without a developer: addresses from files, drafts, redirects kept by the check, dates from git. */
import { mkdir, rename, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addressOf, collectionOf, fileThatMakes } from '../../lib/content/addresses'
import { vanishedAddresses } from '../../lib/content/address-history'
import { checkContent } from '../../lib/content/check'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { DraftBanner, PageFoot } from '../../components/PageSource'
import { editUrlOf, getCollection, getEntry, entryAt } from '../../lib/content/collections'
import { PageContextProvider } from '../../renderer/usePageContext'
import { navigationWithout } from '../../lib/content/drafts'
import { draftAddresses } from '../../lib/content/store'
import { lastUpdated } from '../../lib/content/last-updated'
import { formatProblem } from '../../lib/content/problems'
import type { Navigation } from '../../lib/content/schema'
import { projectWith, writerGit } from './project-fixture'
import { SOURCE_LANGUAGE } from '../../lib/language'

const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: A page about ${title.toLowerCase()}.\n${extra}---\n\n# ${title}\n\nA paragraph.\n`

describe('addresses from files', () => {
  it('gives a page file its path, nested or not; the home page is / and the error pages have none', () => {
    expect(addressOf('pages', 'privacy', {})).toBe('/privacy')
    expect(addressOf('pages', 'partners/hospitals', {})).toBe('/partners/hospitals')
    expect(addressOf('pages', 'home', {})).toBe('/')
    expect(addressOf('pages', 'not-found', {})).toBeNull()
    expect(addressOf('conditions', 'sleep', {})).toBe('/conditions/sleep')
    expect(addressOf('posts', 'x', { title: "Sleep & Your Brain: What's New?" })).toBe(
      '/resources/blog/sleep-your-brain-what-s-new',
    )
    expect(addressOf('faqs', 'faq-1', {})).toBeNull()
  })

  it('lets only page files sit in sub-folders', () => {
    expect(collectionOf('content/pages/partners/hospitals.mdx')).toBe('pages')
    expect(collectionOf('content/conditions/rare/sleep.mdx')).toBeNull()
    expect(collectionOf('content/nowhere/x.mdx')).toBeNull()
  })

  it('names the file that would make a missing address', () => {
    expect(fileThatMakes('/privacy')).toBe('content/pages/privacy.mdx')
    expect(fileThatMakes('/conditions/tremr')).toBe('content/conditions/tremr.mdx')
    expect(fileThatMakes('/resources/diagnostics/gait')).toBe('content/guides/gait.mdx with topic: diagnostics')
    // The home page's file makes /, and the not-found page's no address: neither makes one of its own name.
    expect(fileThatMakes('/home')).toBe('none: content/pages/home.mdx is the page at /')
    expect(fileThatMakes('/not-found')).toBe(
      'none: content/pages/not-found.mdx is shown when a page is missing or fails, at no address of its own',
    )
    // The guides' route takes the address, and no guide can have it: no page file can make it either.
    expect(fileThatMakes('/resources/patients/gait')).toBe(
      'none: /resources/patients/gait is where content/guides/ files are shown, and none of them can be at this one: theirs are /resources/:topic/:id',
    )
  })
})

describe('the collections', () => {
  it("type entries from their schemas, in the writers' order, each with its file and address", () => {
    const stroke = getEntry('conditions', 'stroke', SOURCE_LANGUAGE)
    expect(stroke?.name).toBe('Stroke Recovery')
    expect(stroke?.file).toBe('content/conditions/stroke.mdx')
    expect(stroke?.address).toBe('/conditions/stroke')
    const dates = getCollection('posts', SOURCE_LANGUAGE).map((post) => post.date)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(
      getCollection('faqs', SOURCE_LANGUAGE, (faq) => faq.group === 'contact').every((faq) => faq.group === 'contact'),
    ).toBe(true)
    expect(entryAt('/about')?.file).toBe('content/pages/about.mdx')
    expect(entryAt('/nowhere')).toBeUndefined()
  })
})

describe('the content check on a project', () => {
  const project = (files: Record<string, string>) =>
    projectWith({ 'pages/index/+Page.tsx': '', 'content/pages/home.mdx': page('Home'), ...files })
  const check = async (root: string) =>
    (await checkContent(root, '2026-11-23', { compareWithMain: false })).problems.map(formatProblem)

  it('makes a new page file an address other pages may link to', async () => {
    const root = await project({
      'content/pages/about.mdx': page('About', '').replace(
        'A paragraph.',
        'See [privacy](/privacy) and [hospitals](/partners/hospitals).',
      ),
    })
    // No address is let through before its page exists: a menu's or the specification's included.
    expect(await check(root)).toEqual([
      'content/pages/about.mdx:8:5  link  no page at /privacy: link to a page that exists, or add its file (content/pages/privacy.mdx)',
      'content/pages/about.mdx:8:29  link  no page at /partners/hospitals: link to a page that exists, or add its file (content/pages/partners/hospitals.mdx)',
    ])
    await writeFile(join(root, 'content/pages/privacy.mdx'), page('Privacy'))
    await mkdir(join(root, 'content/pages/partners'))
    await writeFile(join(root, 'content/pages/partners/hospitals.mdx'), page('For Hospitals'))
    expect(await check(root)).toEqual([])
    const withoutPrivacy = await project({
      'content/pages/about.mdx': page('About').replace('A paragraph.', 'See [our staff](/staff).'),
    })
    expect(await check(withoutPrivacy)).toEqual([
      'content/pages/about.mdx:8:5  link  no page at /staff: link to a page that exists, or add its file (content/pages/staff.mdx)',
    ])
    await writeFile(join(withoutPrivacy, 'content/pages/staff.mdx'), page('Staff'))
    expect(await check(withoutPrivacy)).toEqual([])
  })

  it('keeps a page whose file has a mistake: links and redirects to it are not called broken, only the mistake is reported', async () => {
    const root = await project({
      'content/conditions/sleep.mdx': '---\nname: Sleep\n---\n\nWords.\n',
      'content/pages/about.mdx': page('About').replace('A paragraph.', 'See [sleep](/conditions/sleep).'),
      'content/redirects.yaml': '- from: /sleep\n  to: /conditions/sleep\n',
    })
    const problems = await check(root)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.every((line) => line.startsWith('content/conditions/sleep.mdx:'))).toBe(true)
  })

  it('calls no link or redirect to a post broken while a post has a title that cannot be read', async () => {
    const root = await project({
      'content/posts/a.mdx': '---\ntitle: "Sleep Well\n---\n\nWords.\n',
      'content/pages/about.mdx': page('About').replace('A paragraph.', 'See [sleep](/resources/blog/sleep-well).'),
      'content/redirects.yaml': '- from: /sleep\n  to: /resources/blog/sleep-well\n- from: /gone\n  to: /nowhere\n',
    })
    expect((await check(root)).filter((line) => !line.startsWith('content/posts/a.mdx'))).toEqual([
      'content/redirects.yaml:4:3  1.to  /nowhere is not a page, so /gone would lead nowhere: give the address of a page that exists',
    ])
  })

  it('lists a draft as a notice at its draft field', async () => {
    const root = await project({ 'content/pages/privacy.mdx': page('Privacy', 'draft: true\n') })
    expect(await check(root)).toEqual([
      'content/pages/privacy.mdx:4:1  draft  is a draft: it shows in the live preview and preview builds, and is left out of the published site (remove draft: true to publish it)',
    ])
  })

  it('refuses a link from a published page to a draft, which the published site will not have', async () => {
    const root = await project({
      'content/pages/team-news.mdx': page('Team news', 'draft: true\n'),
      'content/pages/about.mdx': page('About').replace('A paragraph.', 'See [the news](/team-news).'),
    })
    expect((await check(root)).filter((line) => line.includes('link'))).toEqual([
      'content/pages/about.mdx:8:5  link  no page at /team-news in the published site: content/pages/team-news.mdx is a draft, so publish it first (remove draft: true) or link elsewhere',
    ])
  })

  it("refuses two files that would make one address, and a page file where another collection's pages are shown", async () => {
    const post = (title: string) =>
      `---\ntitle: ${title}\nexcerpt: A post.\ndate: 2026-11-01\ncategory: Brain Health\nimage: /images/x.svg\nimageAlt: A picture\n---\n\nWords.\n`
    const root = await project({
      'content/posts/a.mdx': post('Sleep Well'),
      'content/posts/b.mdx': post('Sleep Well'),
      'content/pages/conditions/faq.mdx': page('Questions'),
      // Where the guides' route takes every address, whichever the topic, and beside it, where it takes none.
      'content/pages/resources/diagnostics/tests.mdx': page('Tests'),
      'content/pages/resources/tests.mdx': page('More tests'),
    })
    expect((await check(root)).filter((line) => line.includes('(address)'))).toEqual([
      'content/pages/conditions/faq.mdx:1:1  (address)  /conditions/faq is where content/conditions/ files are shown: move this page out of content/pages/conditions/, or write it as a file of content/conditions/',
      'content/pages/resources/diagnostics/tests.mdx:1:1  (address)  /resources/diagnostics/tests is where content/guides/ files are shown: move this page out of content/pages/resources/diagnostics/, or write it as a file of content/guides/',
      'content/posts/b.mdx:1:1  (address)  would be the page at /resources/blog/sleep-well, which content/posts/a.mdx makes already: rename one of them',
    ])
  })

  it('refuses a redirect that leads nowhere or hides a page, at its line', async () => {
    const root = await project({
      'content/pages/privacy.mdx': page('Privacy'),
      'content/redirects.yaml':
        '- from: /old-privacy\n  to: /privacy\n- from: /privacy\n  to: /\n- from: /gone\n  to: /nowhere\n',
    })
    expect(await check(root)).toEqual([
      'content/redirects.yaml:3:3  1.from  /privacy is a page (content/pages/privacy.mdx): an address is either a page or forwarded, so remove this redirect or that file',
      'content/redirects.yaml:6:3  2.to  /nowhere is not a page, so /gone would lead nowhere: give the address of a page that exists',
    ])
  })
})

describe('addresses kept across changes', () => {
  const git = (root: string, ...args: string[]) =>
    writerGit(root, args, { GIT_COMMITTER_DATE: '2026-01-02T10:00:00Z', GIT_AUTHOR_DATE: '2026-01-02T10:00:00Z' })
  const repo = async () => {
    const root = await projectWith({
      'content/conditions/dystonia.mdx': '---\nname: Dystonia\n---\n',
      'content/posts/first.mdx': '---\ntitle: My First Post\n---\n',
      'content/pages/privacy.mdx': page('Privacy'),
    })
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'content')
    return root
  }

  it('names each address the main branch has that vanished without a redirect, and the file that made it', async () => {
    const root = await repo()
    git(root, 'checkout', '-qb', 'rename')
    await rename(
      join(root, 'content/conditions/dystonia.mdx'),
      join(root, 'content/conditions/dystonia-and-spasms.mdx'),
    )
    await writeFile(join(root, 'content/posts/first.mdx'), '---\ntitle: Our First Post\n---\n')
    const pages = new Set(['/conditions/dystonia-and-spasms', '/resources/blog/our-first-post', '/privacy'])
    expect(vanishedAddresses(root, { pages, forwarded: new Set() }).problems.map(formatProblem)).toEqual([
      'content/redirects.yaml:1:1  redirects  /conditions/dystonia (made by content/conditions/dystonia.mdx where this branch left main) is gone, so links to it would break: add "- from: /conditions/dystonia" and "to: <its new address>" here, or restore the file',
      'content/redirects.yaml:1:1  redirects  /resources/blog/my-first-post (made by content/posts/first.mdx where this branch left main) is gone, so links to it would break: add "- from: /resources/blog/my-first-post" and "to: <its new address>" here, or restore the file',
    ])
    // With the old addresses forwarded (content/redirects.yaml's from), nothing is lost.
    const forwarded = new Set(['/conditions/dystonia', '/resources/blog/my-first-post'])
    expect(vanishedAddresses(root, { pages, forwarded }).problems).toEqual([])
  })

  it("names a translation's address as gone when its English page becomes a draft, which holds it back too", async () => {
    const root = await repo()
    await mkdir(join(root, 'content/es/pages'), { recursive: true })
    await writeFile(join(root, 'content/es/pages/privacy.mdx'), page('Privacidad'))
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'translation')
    git(root, 'checkout', '-qb', 'draft')
    await writeFile(join(root, 'content/pages/privacy.mdx'), page('Privacy', 'draft: true\n'))
    const pages = new Set(['/conditions/dystonia', '/resources/blog/my-first-post'])
    expect(vanishedAddresses(root, { pages, forwarded: new Set() }).problems.map(formatProblem)).toEqual([
      'content/redirects.yaml:1:1  redirects  /privacy (made by content/pages/privacy.mdx where this branch left main) is gone, so links to it would break: add "- from: /privacy" and "to: <its new address>" here, or restore the file',
      'content/redirects.yaml:1:1  redirects  /es/privacy (made by content/es/pages/privacy.mdx where this branch left main) is gone, so links to it would break: add "- from: /es/privacy" and "to: <its new address>" here, or publish content/pages/privacy.mdx again (remove its draft: true), which this translation follows',
    ])
  })

  it('asks nothing of a translation that was held back on main, whether it changed or its English page is published now', async () => {
    const root = await repo()
    await mkdir(join(root, 'content/es/pages'), { recursive: true })
    await writeFile(join(root, 'content/pages/privacy.mdx'), page('Privacy', 'draft: true\n'))
    await writeFile(join(root, 'content/es/pages/privacy.mdx'), page('Privacidad'))
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'a draft and its translation')
    git(root, 'checkout', '-qb', 'words')
    const pages = new Set(['/conditions/dystonia', '/resources/blog/my-first-post'])
    // Main did not publish /es/privacy: its English page was a draft there, and still is.
    await writeFile(join(root, 'content/es/pages/privacy.mdx'), page('Privacidad y datos'))
    expect(vanishedAddresses(root, { pages, forwarded: new Set() }).problems).toEqual([])
    // Published now, with its translation: main had neither page, so neither is gone.
    await writeFile(join(root, 'content/pages/privacy.mdx'), page('Privacy'))
    const both = new Set([...pages, '/privacy', '/es/privacy'])
    expect(vanishedAddresses(root, { pages: both, forwarded: new Set() }).problems).toEqual([])
  })

  it('refuses renaming, removing or drafting a file the specification names, at that file, even with a redirect', async () => {
    const root = await projectWith({
      'content/conditions/sleep.mdx': '---\nname: Sleep Disorders\n---\n',
      'content/faqs/faq-1.mdx': '---\nquestion: Why?\n---\n',
      'content/pages/pricing.mdx': page('Pricing'),
      'content/pages/privacy.mdx': page('Privacy'),
      'content/pages/research.mdx': page('Research'),
    })
    git(root, 'init', '-q', '-b', 'main')
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'content')
    git(root, 'checkout', '-qb', 'writer')
    await rename(join(root, 'content/conditions/sleep.mdx'), join(root, 'content/conditions/sleep-disorders.mdx'))
    // The home page's feature cards link to /research (§2 Home): it stays, as a route-table page does.
    await rename(join(root, 'content/pages/research.mdx'), join(root, 'content/pages/clinical-research.mdx'))
    await rm(join(root, 'content/pages/pricing.mdx'))
    await rm(join(root, 'content/pages/privacy.mdx'))
    await writeFile(join(root, 'content/faqs/faq-1.mdx'), '---\ndraft: true\nquestion: Why?\n---\n')
    const problems = vanishedAddresses(root, {
      pages: new Set(['/conditions/sleep-disorders', '/clinical-research']),
      forwarded: new Set(['/conditions/sleep', '/pricing', '/privacy', '/research']),
    }).problems
    expect(problems.map((problem) => [problem.file, problem.field, problem.severity])).toEqual([
      ['content/conditions/sleep.mdx', 'file', 'error'],
      ['content/faqs/faq-1.mdx', 'draft', 'error'],
      ['content/pages/pricing.mdx', 'file', 'error'],
      ['content/pages/research.mdx', 'file', 'error'],
    ])
    expect(formatProblem(problems[0])).toContain(
      'is named by the specification (clinic-website-spec.md, §2 route table and §3), so its page /conditions/sleep must stay at this address: it cannot be renamed or removed, even with a redirect',
    )
    expect(problems[1].message).toContain('remove draft: true')
  })

  it('does not take a page added on main after the branch began for one the branch lost', async () => {
    const root = await repo()
    git(root, 'checkout', '-qb', 'writer')
    git(root, 'checkout', '-q', 'main')
    await writeFile(join(root, 'content/pages/terms.mdx'), page('Terms'))
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'terms')
    git(root, 'checkout', '-q', 'writer')
    const pages = new Set(['/conditions/dystonia', '/resources/blog/my-first-post', '/privacy'])
    expect(vanishedAddresses(root, { pages, forwarded: new Set() }).problems).toEqual([])
  })

  it('is skipped, saying so, outside a git checkout', async () => {
    const root = await projectWith({ 'content/pages/privacy.mdx': page('Privacy') })
    expect(vanishedAddresses(root, { pages: new Set(), forwarded: new Set() })).toEqual({
      problems: [],
      skipped: 'not a git checkout, so addresses were not compared with the main branch',
    })
  })

  it("dates a page by its file's last commit, and by the file itself once it has unsaved changes", async () => {
    const root = await repo()
    expect(lastUpdated('content/pages/privacy.mdx', root)).toBe('2026-01-02')
    const other = await repo()
    await writeFile(join(other, 'content/pages/privacy.mdx'), page('Privacy policy'))
    await utimes(
      join(other, 'content/pages/privacy.mdx'),
      new Date('2026-03-04T12:00:00Z'),
      new Date('2026-03-04T12:00:00Z'),
    )
    expect(lastUpdated('content/pages/privacy.mdx', other)).toBe('2026-03-04')
  })

  it('dates a committed page by its save once it is saved again, as the live preview runs on', async () => {
    const root = await repo()
    expect(lastUpdated('content/pages/privacy.mdx', root)).toBe('2026-01-02')
    await writeFile(join(root, 'content/pages/privacy.mdx'), page('Privacy', 'More words.'))
    await utimes(
      join(root, 'content/pages/privacy.mdx'),
      new Date('2026-05-06T12:00:00Z'),
      new Date('2026-05-06T12:00:00Z'),
    )
    expect(lastUpdated('content/pages/privacy.mdx', root)).toBe('2026-05-06')
  })
})

describe('drafts in the menus', () => {
  it("finds drafts' addresses from their files and drops menu links to them, and a menu left empty", async () => {
    const root = await projectWith({
      'content/pages/privacy.mdx': page('Privacy', 'draft: true\n'),
      'content/pages/terms.mdx': page('Terms'),
    })
    const drafts = draftAddresses(root)
    expect([...drafts]).toEqual(['/privacy'])
    const navigation: Navigation = {
      header: [
        { label: 'Legal', items: [{ label: 'Privacy', href: '/privacy' }] },
        { label: 'Terms', href: '/terms' },
      ],
      footer: {
        groups: [
          {
            title: 'Legal',
            links: [
              { label: 'Privacy', href: '/privacy' },
              { label: 'Terms', href: '/terms' },
            ],
          },
        ],
        legal: [{ label: 'Privacy', href: '/privacy' }],
      },
    }
    expect(navigationWithout(navigation, drafts)).toEqual({
      header: [{ label: 'Terms', href: '/terms' }],
      footer: { groups: [{ title: 'Legal', links: [{ label: 'Terms', href: '/terms' }] }], legal: [] },
    })
  })
})

describe('where a page comes from', () => {
  it('links to the file on the git host when content/site.yaml names the repository, and not otherwise', () => {
    expect(editUrlOf('https://github.com/clinic/website/edit/main', 'content/pages/privacy.mdx')).toBe(
      'https://github.com/clinic/website/edit/main/content/pages/privacy.mdx',
    )
    expect(editUrlOf('https://github.com/clinic/website/edit/main/', 'content/pages/privacy.mdx')).toBe(
      'https://github.com/clinic/website/edit/main/content/pages/privacy.mdx',
    )
    expect(editUrlOf(undefined, 'content/pages/privacy.mdx')).toBeUndefined()
  })

  it("shows the day and the edit link at the page's foot, and the draft banner over a draft", () => {
    const render = (source: Record<string, unknown>) => {
      const pageContext = { data: { head: { title: 't', description: 'd' }, source } } as unknown as PageContext
      return renderToString(
        createElement(PageContextProvider, {
          pageContext,
          children: [createElement(DraftBanner, { key: 'banner' }), createElement(PageFoot, { key: 'foot' })],
        }),
      )
    }
    const published = render({
      file: 'content/pages/privacy.mdx',
      lastUpdated: '2026-11-20',
      editUrl: 'https://github.com/clinic/website/edit/main/content/pages/privacy.mdx',
      draft: false,
    })
    expect(published).toContain('Last updated: <time dateTime="2026-11-20">November 20, 2026</time>')
    expect(published).toContain(
      '<a href="https://github.com/clinic/website/edit/main/content/pages/privacy.mdx">Edit this page</a>',
    )
    expect(published).not.toContain('data-draft-banner')
    const draft = render({ file: 'content/pages/privacy.mdx', lastUpdated: '2026-11-20', draft: true })
    expect(draft).toContain('data-draft-banner')
    expect(draft).not.toContain('Edit this page')
    expect(
      render({ file: 'content/pages/not-found.mdx', lastUpdated: '2026-11-20', draft: false, hideFoot: true }),
    ).toBe('')
  })
})
