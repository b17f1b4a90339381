/**
 * A writer publishes with files alone: in a copy of the project, a new page file becomes a page in
 * the sitemap and the search index, a deleted one is gone again, and a draft shows only in a
 * preview build (SHOW_DRAFTS=true), under its banner. Real builds, so this takes a minute.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { copyOfProject, writersEnvironment } from './project-fixture'

const root = process.cwd()
const dir = copyOfProject(root)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const build = (env: Record<string, string> = {}) => {
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: writersEnvironment(env),
  })
  expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0)
  // The build says what each of its steps took (scripts/build/index.ts), every step named once.
  const steps = /^Steps: (.*) \(/m
    .exec(result.stdout)?.[1]
    .split(', ')
    .map((step) => step.replace(/ [\d.]+ s$/, ''))
  expect(steps?.sort()).toEqual([
    'bundle',
    'check',
    'compress',
    'compress search',
    'feeds',
    'gate',
    'host files',
    'load',
    'pictures',
    'render',
    'replace',
    'search',
    'start',
  ])
  // A build writes nothing into node_modules, which the tests' copies of the project share: Vike's
  // note of where the last build put its server code would let a build beside it bundle that code.
  const note = join(root, 'node_modules/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js')
  expect(readFileSync(note, 'utf8')).not.toContain("status = 'SET'")
}
const built = (path: string) => join(dir, 'dist/client', path)
const html = (address: string) => readFileSync(built(`${address}/index.html`), 'utf8')

/** The addresses Pagefind indexed: each fragment is gzip'd "pagefind_dcd" + JSON with the page's url. */
function searchedAddresses(): string[] {
  const fragments = built('pagefind/fragment')
  return readdirSync(fragments).map(
    (name) =>
      (
        JSON.parse(
          gunzipSync(readFileSync(join(fragments, name)))
            .toString()
            .slice('pagefind_dcd'.length),
        ) as { url: string }
      ).url,
  )
}

const privacy = `---
title: Privacy Policy | Meridian Neurology Institute
description: How the institute looks after the information you share with it.
---

# Privacy Policy

This paragraph stands for the privacy words of the clinic, written by its own people.
`

const draftPost = `---
draft: true
title: A Post Not Ready Yet
excerpt: This post is still being written and checked.
date: 2026-11-20
category: Brain Health
image: /images/blog-five-habits-for-a-healthy-brain.svg
imageAlt: Illustration of a brain
---

A short body for a post that is not ready yet.
`

describe('publishing with files alone', () => {
  it('makes a page file a page, in the sitemap and the search index, and takes it away again', () => {
    writeFileSync(join(dir, 'content/pages/privacy.mdx'), privacy)
    mkdirSync(join(dir, 'content/pages/partners'), { recursive: true })
    // No heading in the body: the title becomes the page's one main heading.
    writeFileSync(
      join(dir, 'content/pages/partners/hospitals.mdx'),
      privacy
        .replace(/Privacy Policy/g, 'For Hospitals')
        .replace('# For Hospitals\n\n', '')
        .replace('privacy words of the clinic', 'words for partner hospitals'),
    )
    // A page nothing links to yet, so that taking it away again breaks no link.
    writeFileSync(
      join(dir, 'content/pages/visiting.mdx'),
      privacy.replace(/Privacy Policy/g, 'Visiting Us').replace('privacy words of the clinic', 'words for visitors'),
    )
    writeFileSync(join(dir, 'content/posts/not-ready.mdx'), draftPost)
    build()
    expect(html('/visiting')).toContain('words for visitors')
    expect(html('/privacy')).toContain('This paragraph stands for the privacy words of the clinic')
    expect(html('/partners/hospitals')).toContain('words for partner hospitals')
    expect(html('/partners/hospitals').match(/<h1[^>]*>([^<]*)<\/h1>/g)).toEqual([
      expect.stringMatching(/>For Hospitals<\/h1>$/),
    ])
    const sitemap = readFileSync(built('sitemap.xml'), 'utf8')
    expect(sitemap).toContain('/privacy</loc>')
    expect(sitemap).toContain('/partners/hospitals</loc>')
    expect(searchedAddresses()).toEqual(expect.arrayContaining(['/privacy/', '/partners/hospitals/']))
    // The published build is indexed: no page but those kept out on purpose says noindex.
    expect(html('/privacy')).not.toContain('name="robots"')
    expect(readFileSync(built('robots.txt'), 'utf8')).toMatch(/^Allow: \/$/m)

    // The draft is nowhere in the published site.
    expect(existsSync(built('resources/blog/a-post-not-ready-yet/index.html'))).toBe(false)
    expect(sitemap).not.toContain('a-post-not-ready-yet')
    expect(readFileSync(built('rss.xml'), 'utf8')).not.toContain('A Post Not Ready Yet')
    expect(html('/resources')).not.toContain('A Post Not Ready Yet')
    expect(searchedAddresses().some((url) => url.includes('not-ready'))).toBe(false)

    unlinkSync(join(dir, 'content/pages/visiting.mdx'))
    build()
    expect(existsSync(built('visiting/index.html'))).toBe(false)
    expect(readFileSync(built('sitemap.xml'), 'utf8')).not.toContain('/visiting</loc>')
  }, 300_000)

  it('shows a draft, under its banner, in a preview build', () => {
    writeFileSync(join(dir, 'content/posts/not-ready.mdx'), draftPost)
    build({ SHOW_DRAFTS: 'true' })
    const post = html('/resources/blog/a-post-not-ready-yet')
    expect(post).toContain('data-draft-banner')
    expect(post).toContain('Draft: this page is not published yet.')
    expect(html('/resources')).toContain('A Post Not Ready Yet')
    expect(html('/about')).not.toContain('data-draft-banner')
    // A preview is for reviewers: every page says noindex, and robots.txt keeps crawlers out.
    for (const address of ['/', '/about', '/resources/blog/a-post-not-ready-yet'])
      expect(html(address), address).toContain('<meta name="robots" content="noindex" />')
    expect(readFileSync(built('robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n')
  }, 300_000)
})
