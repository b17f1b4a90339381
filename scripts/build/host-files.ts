// Step "host files": the files a static host reads beside the pages: _redirects (old addresses),
// _headers (with the forms' endpoints allowed) and robots.txt.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { redirectRules } from '../../lib/content/redirects'
import { headersWithEndpoints, resolveFormEndpoints } from '../../lib/forms'
import { isPreviewBuild } from '../../lib/head-security'
import type { FeedContent } from './feeds'
import type { Build } from './processes'

export function hostFiles(build: Build, { site }: FeedContent): void {
  // The host's rules for old addresses, from content/redirects.yaml (Netlify's format; `npm start`
  // reads it too). An exact old address is forwarded even where its forwarding page exists ("!").
  // Exact addresses first: hosts apply the first rule that matches, and a folder/* would catch them.
  const byKind = [...redirectRules(build.root)].sort((a, b) => Number(a.from.endsWith('*')) - Number(b.from.endsWith('*')))
  const rules = byKind.map((rule) => (rule.from.endsWith('*') ? `${rule.from}  ${rule.to}  302` : `${rule.from}  ${rule.to}  301!`))
  writeFileSync(join(build.clientDir, '_redirects'), `# Made from content/redirects.yaml by the build: edit that file, not this one.\n${rules.join('\n')}\n`)

  // The forms' endpoints (content/site.yaml's forms, or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT) are
  // allowed by the Content-Security-Policy: the page's fetch (connect-src) and the browser's own post (form-action).
  const headersFile = join(build.clientDir, '_headers')
  writeFileSync(headersFile, headersWithEndpoints(readFileSync(headersFile, 'utf8'), resolveFormEndpoints(site.forms, process.env)))

  // A preview (drafts shown, or under a sub-path) is for reviewers, not for search engines.
  const origin = site.url.replace(/\/$/, '')
  writeFileSync(join(build.clientDir, 'robots.txt'), isPreviewBuild() ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
}
