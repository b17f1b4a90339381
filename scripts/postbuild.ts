// Runs on a fresh build before it replaces dist/: checks that every internal link and anchor lands
// somewhere, then writes sitemap.xml and robots.txt. A broken link stops the build, naming the page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createIndex, close as closeIndexer } from 'pagefind'
import { parse } from 'yaml'
import { fileExists, idsOf, linksOf, readBuiltPages, type BuiltPage } from '../lib/built-site'
import { isPathWithoutScreen } from '../lib/paths-without-screen'
import { splitFrontmatter } from '../lib/content/frontmatter'
import type { PostFrontmatter } from '../lib/content/schema'
import { postPath } from '../lib/structured-data'

const clientDir = resolve(process.argv[2] ?? 'dist/client')
const root = resolve(import.meta.dirname, '..')
const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { url: string; name: string; blurb: string }
const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/')
const pages = readBuiltPages(clientDir)
const byRoute = new Map(pages.map((page) => [page.route, page]))

export function brokenLinks(page: BuiltPage): string[] {
  const problems: string[] = []
  const ownIds = idsOf(page.html)
  for (const href of linksOf(page.html)) {
    if (href.startsWith('#')) {
      if (href.length > 1 && !ownIds.has(href.slice(1))) problems.push(`${href}: no element with id "${href.slice(1)}" on this page`)
      continue
    }
    if (/^(mailto:|tel:)/.test(href)) continue
    if (href.startsWith('//') || /^[a-z]+:/i.test(href)) {
      if (!href.startsWith('https://')) problems.push(`${href}: external links must be absolute https:// addresses`)
      continue
    }
    if (!href.startsWith(base)) {
      problems.push(`${href}: internal links must start with ${base} (a path from the site's root)`)
      continue
    }
    const [pathAndQuery, hash] = `/${href.slice(base.length)}`.split('#')
    const path = pathAndQuery.split('?')[0]
    const route = path.length > 1 ? path.replace(/\/$/, '') : path
    const target = byRoute.get(route)
    if (target && route !== '/404') {
      if (hash && !idsOf(target.html).has(hash)) problems.push(`${href}: ${route} has no element with id "${hash}"`)
    } else if (!fileExists(clientDir, path) && !isPathWithoutScreen(route)) {
      problems.push(`${href}: no page at ${route} (and it is not listed in lib/paths-without-screen.ts)`)
    }
  }
  return problems
}

const problems = pages.flatMap((page) => brokenLinks(page).map((problem) => `${page.route}  ${problem}`))
if (problems.length) {
  console.error(`Broken links in the built site:\n${problems.join('\n')}\n${problems.length} broken link${problems.length === 1 ? '' : 's'}`)
  process.exit(1)
}

const origin = site.url.replace(/\/$/, '')
const listed = pages.filter((page) => page.route !== '/404' && !page.isRedirect)
const entries = listed.map((page) => {
  const modified = /<meta property="article:modified_time" content="([^"]+)"/.exec(page.html)?.[1]
  const loc = `${origin}${page.route === '/' ? '/' : page.route}`
  return `  <url><loc>${loc}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`
})
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
)
// A preview under a sub-path is for reviewers, not for search engines.
const robots = base === '/' ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` : 'User-agent: *\nDisallow: /\n'
writeFileSync(join(clientDir, 'robots.txt'), robots)
console.log(`Links checked on ${pages.length} pages; sitemap.xml lists ${listed.length} pages.`)

// The blog's feed, linked from every page's head.
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
// The posts' front-matter was checked before the build; here it is only read.
const postsDir = join(root, 'content/posts')
const posts = readdirSync(postsDir)
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => parse(splitFrontmatter(readFileSync(join(postsDir, name), 'utf8')).yaml ?? '') as PostFrontmatter)
  .sort((a, b) => b.date.localeCompare(a.date))
const items = posts.map((post) => {
  const link = `${origin}${postPath(post)}`
  return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <description>${escapeXml(post.excerpt)}</description>
      <category>${escapeXml(post.category)}</category>
      <pubDate>${new Date(`${post.date}T12:00:00Z`).toUTCString()}</pubDate>
    </item>`
})
writeFileSync(
  join(clientDir, 'rss.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.name)}</title>
    <link>${origin}/</link>
    <description>${escapeXml(site.blurb)}</description>
    <language>en-us</language>
    <atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`,
)
console.log(`rss.xml lists ${posts.length} posts.`)

// The site search index: static files under /pagefind/, built from each page's main content.
const { index, errors } = await createIndex({})
if (!index) throw new Error(`Search index: ${errors.join('; ')}`)
const added = await index.addDirectory({ path: clientDir })
if (added.errors.length) throw new Error(`Search index: ${added.errors.join('; ')}`)
await index.writeFiles({ outputPath: join(clientDir, 'pagefind') })
await closeIndexer()
console.log(`Search index covers ${added.page_count} pages.`)
