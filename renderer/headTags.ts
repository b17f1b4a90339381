/** The <head> tags every page gets besides its title: canonical address, link previews and structured data. */
import type { PageContextServer } from 'vike/types'
import type { HeadSecurity } from '../lib/head-security'
import { site, withBase } from '../lib/site'
import { alternatesOf } from '../lib/content/collections'
import { addressIn, languageNames, SOURCE_LANGUAGE, type Language } from '../lib/language'
import { SOCIAL_IMAGE } from '../lib/structured-data'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** JSON that cannot close its <script> element early. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

function absoluteUrl(path: string): string {
  return `${site.url.replace(/\/$/, '')}${path}`
}

/**
 * The policies of public/_headers that a page can carry itself, for hosts that ignore the file:
 * first in <head>, as a meta policy covers only what comes after it (lib/head-security.ts).
 */
export function securityTags(security: HeadSecurity = __HEAD_SECURITY__): string {
  const tags: string[] = []
  if (security.contentSecurityPolicy)
    tags.push(
      `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(security.contentSecurityPolicy)}" />`,
    )
  if (security.referrerPolicy)
    tags.push(`<meta name="referrer" content="${escapeAttribute(security.referrerPolicy)}" />`)
  return tags.join('\n    ')
}

/** The page's own address: its path in its language (/es/contact is routed as /contact in Spanish). */
export function addressOf(pageContext: Pick<PageContextServer, 'urlPathname' | 'language'>): string {
  return addressIn(pageContext.language ?? SOURCE_LANGUAGE, pageContext.urlPathname)
}

export function headTags(pageContext: PageContextServer, security: HeadSecurity = __HEAD_SECURITY__): string {
  const {
    title,
    description,
    modified,
    type = 'website',
    breadcrumbs,
    structuredData = [],
    noindex = false,
    canonical,
    redirectTo,
  } = pageContext.data.head
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const address = addressOf(pageContext)
  const url = absoluteUrl(canonical ?? address)
  const image = absoluteUrl(SOCIAL_IMAGE)
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`
  const tags: string[] = []
  if (redirectTo) {
    // An old address forwards at once: the refresh works without JavaScript; the script keeps the
    // #fragment and is a file, not inline, so the content security policy allows it.
    const to = escapeAttribute(withBase(redirectTo))
    tags.push(
      `<meta http-equiv="refresh" content="0; url=${to}" />`,
      `<script src="${withBase('/redirect.js')}" data-to="${to}"></script>`,
    )
  }
  // A preview build's pages keep their canonical address (the published page) but are not indexed.
  if (noindex || security.noindex) tags.push(meta('name', 'robots', 'noindex'))
  if (!noindex) {
    tags.push(`<link rel="canonical" href="${escapeAttribute(url)}" />`)
    tags.push(meta('property', 'og:url', url))
  }
  // The same page in each language that publishes it, and which one serves any other language.
  const alternates = noindex || redirectTo ? {} : alternatesOf(address)
  const languages = Object.keys(alternates) as Language[]
  if (languages.length > 1) {
    for (const other of languages)
      tags.push(
        `<link rel="alternate" hreflang="${other}" href="${escapeAttribute(absoluteUrl(alternates[other]!))}" />`,
      )
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeAttribute(absoluteUrl(alternates[SOURCE_LANGUAGE] ?? address))}" />`,
    )
  }
  tags.push(meta('property', 'og:locale', languageNames[language].locale))
  for (const other of languages)
    if (other !== language) tags.push(meta('property', 'og:locale:alternate', languageNames[other].locale))
  tags.push(
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  )
  if (modified) tags.push(meta('property', 'article:modified_time', modified))
  const data = [...structuredData]
  if (breadcrumbs && breadcrumbs.length > 1) {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absoluteUrl(crumb.path),
      })),
    })
  }
  for (const item of data) tags.push(`<script type="application/ld+json">${safeJson(item)}</script>`)
  tags.push(`<link rel="icon" href="${withBase('/favicon.svg')}" type="image/svg+xml" />`)
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(site.name)}" href="${withBase('/rss.xml')}" />`,
  )
  return tags.join('\n    ')
}
