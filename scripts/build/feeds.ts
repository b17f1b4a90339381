// Step "feeds": sitemap.xml from the written pages (their addresses, last-modified days and
// languages, as each page's <head> says) and rss.xml, the blog's feed, from the posts' front-matter
// (written by the `feed` package).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Feed } from 'feed'
import { isKeptOutOfSearch, isRedirectPage, readBuiltPages } from '../../lib/built-site'
import { isPreviewBuild } from '../../lib/head-security'
import type { PostFrontmatter } from '../../lib/content/schema'
import { dataFileOf, feedPosts } from '../../lib/content/store'
import type { FormsConfig } from '../../lib/forms'
import { postPath } from '../../lib/structured-data'
import type { Build } from './processes'

export interface FeedContent {
  site: { url: string; name: string; blurb: string; forms?: FormsConfig }
  /** The published posts (every post in a build that shows drafts), newest first. */
  posts: PostFrontmatter[]
}

/** The content the feeds and the host's files read: all of it is read here. It was checked before the build; here it is only read. */
export function feedContent(root: string): FeedContent {
  const site = dataFileOf(root, 'content/site.yaml') as FeedContent['site']
  return { site, posts: feedPosts(root) }
}

export function feeds(build: Build, { site, posts }: FeedContent): void {
  const origin = site.url.replace(/\/$/, '')
  const preview = isPreviewBuild()
  // Not-found pages (/404, and each language's, /es/404) are not pages to list. Each page is read once.
  const entries = readBuiltPages(build.clientDir).flatMap((page) => {
    if (/^(\/[a-z]{2})?\/404$/.test(page.route)) return []
    const html = page.html
    if (isRedirectPage(html)) return []
    // What the sitemap takes is in the page's <head>: the rest is not searched.
    const headEnd = html.indexOf('</head>')
    const head = headEnd === -1 ? html : html.slice(0, headEnd)
    // A page kept out of search engines (a video's page with neither its recording nor its transcript) is not
    // offered to them; a preview keeps every page out, and lists them all for its reviewers.
    if (!preview && isKeptOutOfSearch(html)) return []
    const modified = /<meta property="article:modified_time" content="([^"]+)"/.exec(head)?.[1]
    const loc = `${origin}${page.route === '/' ? '/' : page.route}`
    // The page in each language that publishes it, as its <head> says (renderer/headTags.ts): Google reads either.
    const alternates = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(
      ([, language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`,
    )
    return [`  <url><loc>${loc}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates.join('')}</url>`]
  })
  // Written here, not by the `sitemap` package: its version 9 brings a second @types/node (24, beside
  // the project's 20) and a streaming API, for a list that is whole in hand and a format of one line an address.
  writeFileSync(
    join(build.clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
  )
  console.log(`sitemap.xml lists ${entries.length} pages.`)

  // The blog's feed, linked from every page's head. Its date is the newest post's, so two builds of
  // one commit write the same feed.
  const newest = posts[0] ? new Date(`${posts[0].date}T12:00:00Z`) : new Date(0)
  const feed = new Feed({
    title: site.name,
    description: site.blurb,
    id: `${origin}/`,
    link: `${origin}/`,
    language: 'en-us',
    updated: newest,
    feedLinks: { rss: `${origin}/rss.xml` },
    copyright: '',
  })
  for (const post of posts) {
    const link = `${origin}${postPath(post)}`
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      category: [{ name: post.category }],
      date: new Date(`${post.date}T12:00:00Z`),
    })
  }
  writeFileSync(join(build.clientDir, 'rss.xml'), `${feed.rss2()}\n`)
  console.log(`rss.xml lists ${posts.length} posts.`)
}
