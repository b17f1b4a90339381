// Step "host files": the files a static host reads beside the pages: _redirects (old addresses),
// _headers (with the forms' endpoints allowed) and robots.txt.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { redirectRules } from '../../lib/content/redirects'
import { headersWithEndpoints, resolveFormEndpoints } from '../../lib/forms'
import { isPreviewBuild } from '../../lib/head-security'
import type { FeedContent } from './feeds'
import type { Build } from './processes'
import { DEFAULT_RETENTION_DAYS, FORM_SETTINGS_FILE } from '../inbox/settings.mjs'

export function hostFiles(build: Build, { site }: FeedContent): void {
  // The host's rules for old addresses, from content/redirects.yaml (Netlify's format; `npm start`
  // reads it too). An exact old address is forwarded even where its forwarding page exists ("!").
  // Exact addresses first: hosts apply the first rule that matches, and a folder/* would catch them.
  const byKind = [...redirectRules(build.root)].sort(
    (a, b) => Number(a.from.endsWith('*')) - Number(b.from.endsWith('*')),
  )
  const rules = byKind.map((rule) =>
    rule.from.endsWith('*') ? `${rule.from}  ${rule.to}  302` : `${rule.from}  ${rule.to}  301!`,
  )
  // A missing address under a language's folder gets that language's not-found page (renderer/+onPrerenderStart.ts wrote it), with status 404; last, so that every other rule and file comes first.
  for (const language of readdirSync(build.clientDir).filter(
    (name) => /^[a-z]{2}$/.test(name) && existsSync(join(build.clientDir, name, '404.html')),
  ))
    rules.push(`/${language}/*  /${language}/404.html  404`)
  writeFileSync(
    join(build.clientDir, '_redirects'),
    `# Made from content/redirects.yaml by the build: edit that file, not this one.\n${rules.join('\n')}\n`,
  )

  // The forms' endpoints (content/site.yaml's forms, or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT) are
  // allowed by the Content-Security-Policy: the page's fetch (connect-src) and the browser's own post (form-action).
  const headersFile = join(build.clientDir, '_headers')
  writeFileSync(
    headersFile,
    headersWithEndpoints(readFileSync(headersFile, 'utf8'), resolveFormEndpoints(site.forms, process.env)),
  )

  // The forms' settings the site's own server needs (scripts/inbox/), beside the site rather than in it.
  writeFileSync(
    join(build.outDir, FORM_SETTINGS_FILE),
    `${JSON.stringify({ retentionDays: site.forms?.retentionDays ?? DEFAULT_RETENTION_DAYS })}\n`,
  )

  // A preview (drafts shown, or under a sub-path) is for reviewers, not for search engines.
  const origin = site.url.replace(/\/$/, '')
  writeFileSync(
    join(build.clientDir, 'robots.txt'),
    isPreviewBuild() ? 'User-agent: *\nDisallow: /\n' : `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
  )
}
