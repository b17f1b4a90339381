// Runs on a fresh build before it replaces dist/: checks every page against the output gate
// (lib/output-gate.ts: no inline script, every link lands somewhere, …), then writes sitemap.xml and
// robots.txt. Any problem stops the build, naming the page.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { spawn } from 'node:child_process'
import { parse } from 'yaml'
import { readBuiltPages } from '../lib/built-site'
import { checkOutput } from '../lib/output-gate'
import { postPath } from '../lib/structured-data'
import { feedPosts } from '../lib/content/store'
import { redirectRules } from '../lib/content/redirects'
import { compressBuild } from './compress'
import { isPreviewBuild } from '../lib/head-security'
import { headersWithEndpoints, resolveFormEndpoints, type FormsConfig } from '../lib/forms'

const clientDir = resolve(process.argv[2] ?? 'dist/client')
const root = resolve(import.meta.dirname, '..')
const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as { url: string; name: string; blurb: string; forms?: FormsConfig }
const base = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/')
const pages = readBuiltPages(clientDir)

// The site search index (scripts/search-index.ts), built by a process of its own while this one
// checks and compresses the pages.
const searchDir = join(clientDir, 'pagefind')
// Its own process group: the index starts Pagefind's runner, which starts the indexer, and a
// failure here must stop all of them before the build's folder is removed.
const search = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/search-index.ts'), clientDir], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
const stopSearch = () => {
  try {
    process.kill(-search.pid!, 'SIGTERM')
  } catch {
    // already ended
  }
}
process.on('exit', stopSearch)
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
] as const)
  process.on(signal, () => process.exit(code))
const searchOutput = { stdout: '', stderr: '' }
search.stdout.on('data', (chunk) => (searchOutput.stdout += chunk))
search.stderr.on('data', (chunk) => (searchOutput.stderr += chunk))
const searchDone = new Promise<number>((done) => search.on('close', (code) => done(code ?? 1)))

const problems = checkOutput(pages, clientDir, base)
if (problems.length) {
  console.error(`The built site failed the output check:\n${problems.join('\n')}\n${problems.length} problem${problems.length === 1 ? '' : 's'}`)
  process.exit(1)
}

const origin = site.url.replace(/\/$/, '')
const listed = pages.filter((page) => page.route !== '/404' && !page.isRedirect)
const entries = listed.map((page) => {
  const modified = /<meta property="article:modified_time" content="([^"]+)"/.exec(page.html)?.[1]
  const loc = `${origin}${page.route === '/' ? '/' : page.route}`
  // The page in each language that publishes it, as its <head> says (renderer/headTags.ts): Google reads either.
  const alternates = [...page.html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, language, href]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href}"/>`)
  return `  <url><loc>${loc}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${alternates.join('')}</url>`
})
writeFileSync(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
)
// The host's rules for old addresses, from content/redirects.yaml (Netlify's format; `npm start`
// reads it too). An exact old address is forwarded even where its forwarding page exists ("!").
// Exact addresses first: hosts apply the first rule that matches, and a folder/* would catch them.
const byKind = [...redirectRules(root)].sort((a, b) => Number(a.from.endsWith('*')) - Number(b.from.endsWith('*')))
const rules = byKind.map((rule) => (rule.from.endsWith('*') ? `${rule.from}  ${rule.to}  302` : `${rule.from}  ${rule.to}  301!`))
writeFileSync(join(clientDir, '_redirects'), `# Made from content/redirects.yaml by the build: edit that file, not this one.\n${rules.join('\n')}\n`)

// The forms' endpoints (content/site.yaml's forms, or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT) are
// allowed by the Content-Security-Policy: the page's fetch (connect-src) and the browser's own post (form-action).
const headersFile = join(clientDir, '_headers')
const endpoints = resolveFormEndpoints(site.forms, process.env)
writeFileSync(headersFile, headersWithEndpoints(readFileSync(headersFile, 'utf8'), endpoints))

// A preview (drafts shown, or under a sub-path) is for reviewers, not for search engines.
const robots = isPreviewBuild() ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
writeFileSync(join(clientDir, 'robots.txt'), robots)
console.log(`Links checked on ${pages.length} pages; sitemap.xml lists ${listed.length} pages.`)

// The blog's feed, linked from every page's head.
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
// The posts' front-matter was checked before the build; here it is only read.
const posts = feedPosts(root)
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

// Last, so every text file written above gets its .br and .gz siblings: the pages while the search
// index is being written, then the index's own files.
const compressedPages = await compressBuild(clientDir, { skip: [searchDir] })
if ((await searchDone) !== 0) {
  console.error(searchOutput.stderr || searchOutput.stdout)
  process.exit(1)
}
process.stdout.write(searchOutput.stdout)
const compressedIndex = await compressBuild(searchDir)
console.log(`Compressed ${compressedPages.files + compressedIndex.files} text files (${compressedPages.written + compressedIndex.written} .br and .gz files).`)
