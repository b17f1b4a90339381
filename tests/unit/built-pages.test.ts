/**
 * The rules of every built page that need no browser, read from the HTML the build wrote in
 * dist/client (npm test builds before the unit tests run): each page's head (canonical address,
 * link-preview tags, structured data, the page policy of public/_headers), its language and its
 * alternates, links that keep a translated page's reader in its language, headings that skip no
 * level, no two pages with one title, every booking button a plain link to the one booking
 * address, every review record's links, and no review claim that no signature backs. Each failure
 * names the page and the rule.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseDocument } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { isKeptOutOfSearch, isRedirectPage, readBuiltPages } from '../../lib/built-site'
import { reviewStates } from '../../lib/content/review'
import { everyPageHeaders, metaPolicy } from '../../lib/head-security'
import { splitAddress } from '../../lib/language'
import { MIN_SECTIONS } from '../../renderer/contents'
import { published, site, siteWordsIn, translated } from '../content'

const clientDir = join(process.cwd(), 'dist/client')
const built = existsSync(join(clientDir, 'index.html'))
/** Every page of the route table as built, not the forwarding pages of old addresses nor the not-found page. */
const pages = built
  ? readBuiltPages(clientDir).filter((page) => page.route !== '/404' && !isRedirectPage(page.html))
  : []
const siteUrl = site.url.replace(/\/$/, '')
const sitemap = built ? readFileSync(join(clientDir, 'sitemap.xml'), 'utf8') : ''

interface Element {
  type: string
  name?: string
  attribs: Record<string, string>
  children?: Element[]
  data?: string
}
const elements = (html: string): Element[] => {
  const found: Element[] = []
  const walk = (node: Element) => {
    if (node.type === 'tag' || node.type === 'script' || node.type === 'style') found.push(node)
    for (const child of node.children ?? []) walk(child)
  }
  walk(parseDocument(html) as unknown as Element)
  return found
}
/** True when `node` is `ancestor` or inside it. */
const within = (ancestor: Element, node: Element): boolean =>
  node === ancestor || (ancestor.children ?? []).some((child) => within(child, node))
const textOf = (node: Element): string =>
  node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join('')
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Reads what the rules below ask of a page's HTML. */
function facts(html: string) {
  const all = elements(html)
  const meta = (key: string, value: string) =>
    all.find((element) => element.name === 'meta' && element.attribs[key] === value)?.attribs.content
  const link = (rel: string) =>
    all.find((element) => element.name === 'link' && element.attribs.rel === rel)?.attribs.href
  return {
    all,
    title: decode(textOf(all.find((element) => element.name === 'title') ?? { type: 'tag', attribs: {} })),
    lang: all.find((element) => element.name === 'html')?.attribs.lang,
    canonical: link('canonical'),
    meta,
    alternates: Object.fromEntries(
      all
        .filter((element) => element.name === 'link' && element.attribs.rel === 'alternate' && element.attribs.hreflang)
        .map((element) => [element.attribs.hreflang, element.attribs.href]),
    ),
    structuredData: all
      .filter((element) => element.name === 'script' && element.attribs.type === 'application/ld+json')
      .map(textOf),
  }
}

/** Runs `rule` on every page and reports every page that breaks it, by route. */
function everyPage(rule: (page: { route: string; html: string }) => string[]): string[] {
  return pages.flatMap((page) =>
    rule({ route: page.route, html: page.html }).map((problem) => `${page.route}: ${problem}`),
  )
}

describe('every built page', () => {
  it('is there to read: npm run build first (npm test does)', () => {
    expect(built, `no build in ${clientDir}: run npm run build`).toBe(true)
    expect(pages.length).toBeGreaterThan(1)
  })

  it('has its canonical address, link-preview tags and valid structured data', () => {
    const problems = everyPage(({ route, html }) => {
      const page = facts(html)
      const canonical = `${siteUrl}${route}`
      const wrong: string[] = []
      // A page kept out of search engines (a video's page with neither its recording nor its transcript) names no canonical address.
      const indexed = !isKeptOutOfSearch(html)
      if (indexed && page.canonical !== canonical) wrong.push(`canonical is ${page.canonical}, expected ${canonical}`)
      if (!indexed && page.canonical !== undefined)
        wrong.push(`a page kept out of search names canonical ${page.canonical}`)
      if (indexed !== sitemap.includes(`<loc>${canonical}</loc>`))
        wrong.push(indexed ? 'is not in the sitemap' : 'is kept out of search, and is in the sitemap')
      if (indexed && page.meta('property', 'og:url') !== canonical)
        wrong.push(`og:url is ${page.meta('property', 'og:url')}`)
      if (decode(page.meta('property', 'og:title') ?? '') !== page.title) wrong.push('og:title is not the title')
      if ((page.meta('property', 'og:description') ?? '').length < 20) wrong.push('og:description is missing or short')
      if (!/^https:\/\/.+\.(jpg|png)$/.test(page.meta('property', 'og:image') ?? ''))
        wrong.push('og:image is not an https picture')
      if (page.meta('name', 'twitter:card') !== 'summary_large_image')
        wrong.push('twitter:card is not summary_large_image')
      for (const block of page.structuredData) {
        try {
          const data = JSON.parse(block) as Record<string, unknown>
          if (data['@context'] !== 'https://schema.org')
            wrong.push(`structured data of context ${String(data['@context'])}`)
          if (typeof data['@type'] !== 'string') wrong.push('structured data without a @type')
        } catch {
          wrong.push('structured data that is not JSON')
        }
      }
      return wrong
    })
    expect(problems).toEqual([])
  })

  it('carries the policy of public/_headers first in its head, without what only a header may say', () => {
    const fileHeaders = everyPageHeaders(readFileSync('public/_headers', 'utf8'))
    const policy = metaPolicy(fileHeaders.get('content-security-policy')!)
    const problems = everyPage(({ html }) => {
      const head = html.slice(0, html.indexOf('</head>'))
      const tags = [...head.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)].map((match) =>
        decode(match[1]),
      )
      const wrong: string[] = []
      if (JSON.stringify(tags) !== JSON.stringify([policy])) wrong.push(`its policy tags are ${JSON.stringify(tags)}`)
      // Before anything it governs: the first element after the character set.
      if (head.indexOf('http-equiv="Content-Security-Policy"') > head.search(/<(script|link|style)\b/))
        wrong.push('its policy comes after a script, link or style')
      if (!head.includes(`<meta name="referrer" content="${fileHeaders.get('referrer-policy')}" />`))
        wrong.push('its head has no referrer policy')
      return wrong
    })
    expect(problems).toEqual([])
  })

  it('says its language, and a Spanish page names its English page and is named by it', () => {
    const byRoute = new Map(pages.map((page) => [page.route, facts(page.html)]))
    const problems = everyPage(({ route }) => {
      const page = byRoute.get(route)!
      const { language, address } = splitAddress(route)
      const wrong: string[] = []
      if (page.lang !== language) wrong.push(`<html lang="${page.lang}">, expected ${language}`)
      if (language === 'es') {
        if (page.meta('property', 'og:locale') !== 'es_US') wrong.push('og:locale is not es_US')
        const expected = { en: `${siteUrl}${address}`, es: `${siteUrl}${route}`, 'x-default': `${siteUrl}${address}` }
        if (JSON.stringify(page.alternates) !== JSON.stringify(expected))
          wrong.push(`its alternates are ${JSON.stringify(page.alternates)}, expected ${JSON.stringify(expected)}`)
        const english = byRoute.get(address)
        if (!english) wrong.push(`its English page ${address} was not built`)
        else if (english.alternates.es !== `${siteUrl}${route}`)
          wrong.push(`${address} does not name it as its Spanish page`)
        // Every day it shows is written in Spanish too ("27 de noviembre de 2026").
        for (const time of page.all.filter((element) => element.name === 'time'))
          if (
            /January|February|March|April|May|June|July|August|September|October|November|December/.test(textOf(time))
          )
            wrong.push(`shows the day "${textOf(time)}" in English`)
      }
      return wrong
    })
    expect(problems).toEqual([])
  })

  it("says beside the clinic's phone number, in its own language, that a caller may ask for a free interpreter", () => {
    const clinic = `tel:${site.contact.phone.replace(/[^0-9+]/g, '')}`
    const problems = everyPage(({ route, html }) => {
      const { language } = splitAddress(route)
      const words = language === 'es' ? siteWordsIn(language).labels.languageHelp : site.labels.languageHelp
      const all = elements(html)
      if (!all.some((element) => element.name === 'a' && element.attribs.href === clinic)) return []
      const said = all.filter((element) => 'data-language-help' in element.attribs).map(textOf)
      return said.length && said.every((text) => decode(text) === words)
        ? []
        : [`dials ${site.contact.phone} without "${words}" (labels.languageHelp)`]
    })
    expect(problems).toEqual([])
  })

  it('heads its main content with the h1, then goes down one heading level at a time', () => {
    const problems = everyPage(({ html }) => {
      const all = elements(html)
      const main = all.find((element) => element.name === 'main')
      if (!main) return ['no <main>']
      const levels = all
        .filter((element) => /^h[1-6]$/.test(element.name ?? '') && within(main, element))
        .map((element) => ({ level: Number(element.name?.[1]), text: decode(textOf(element)).trim().slice(0, 50) }))
      if (levels[0]?.level !== 1)
        return [`its main content starts with ${levels[0] ? `an h${levels[0].level}` : 'no heading'}, not the h1`]
      return levels.flatMap(({ level, text }, index) =>
        index > 0 && level > levels[index - 1].level + 1
          ? [`the h${level} "${text}" comes right after an h${levels[index - 1].level}: a level is skipped`]
          : [],
      )
    })
    expect(problems).toEqual([])
  })

  it('has a title of its own: no two pages share one', () => {
    const seen = new Map<string, string>()
    const problems: string[] = []
    for (const page of pages) {
      const { title } = facts(page.html)
      if (seen.has(title)) problems.push(`${page.route} has the title of ${seen.get(title)}: "${title}"`)
      else seen.set(title, page.route)
    }
    expect(problems).toEqual([])
  })

  it('makes every booking button a plain link, in the same window, to the one booking address at #initial-visit', () => {
    const hrefs = new Set<string>()
    const problems = everyPage(({ html }) =>
      elements(html)
        .filter((element) => 'data-booking' in element.attribs)
        .flatMap((element) => {
          hrefs.add(element.attribs.href ?? '')
          return [
            ...(element.name === 'a' ? [] : [`a booking button is a <${element.name}>, not a link`]),
            ...(element.attribs.target ? [`a booking button opens in ${element.attribs.target}`] : []),
          ]
        }),
    )
    expect(problems).toEqual([])
    expect([...hrefs]).toHaveLength(1)
    const [href] = hrefs
    expect(href).toMatch(/^https:\/\/.+#initial-visit$/)
  })

  it('gives every review record a link to the editorial policy and an e-mail that names the page', () => {
    const fill = (template: string, values: Record<string, string>) =>
      template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
    const reviewed = new Set([
      ...[...published('conditions'), ...published('guides')].map((entry) => entry.address!),
      '/neurological-assessments',
    ])
    let records = 0
    const problems = everyPage(({ route, html }) => {
      const { language } = splitAddress(route)
      const { editorial } =
        language === 'en' ? site : { ...site, editorial: { ...site.editorial, ...siteWordsIn(language).editorial } }
      const all = elements(html)
      const found = all.filter((element) => 'data-review' in element.attribs)
      if (reviewed.has(route) && !found.length) return ['no review record']
      const title = facts(html).title.replace(` | ${site.name}`, '')
      return found.flatMap((record) => {
        records++
        const inRecord: Element[] = []
        const walk = (node: Element) => {
          if (node.name === 'a') inRecord.push(node)
          for (const child of node.children ?? []) walk(child)
        }
        walk(record)
        const wrong: string[] = []
        const policy = inRecord.find((link) => decode(textOf(link)).trim() === editorial.policy.label)
        if (!policy?.attribs.href.endsWith(editorial.policy.href))
          wrong.push('its record has no link to the editorial policy')
        const report = inRecord.find((link) => decode(textOf(link)).trim() === editorial.reportLabel)
        if (!report) return [...wrong, 'its record has no report link']
        const mail = new URL(decode(report.attribs.href))
        const address = `${siteUrl}${route}`
        if (mail.protocol !== 'mailto:' || mail.pathname !== editorial.reportEmail)
          wrong.push(`its report link is ${mail.href}`)
        if (mail.searchParams.get('subject') !== fill(editorial.reportSubject, { title }))
          wrong.push(`its report e-mail's subject is "${mail.searchParams.get('subject')}"`)
        if (
          mail.searchParams.get('body') !== fill(editorial.reportBody.trim(), { title, address }).replace(/\n/g, '\r\n')
        )
          wrong.push(`its report e-mail's body does not name the page`)
        return wrong
      })
    })
    expect(problems).toEqual([])
    expect(records).toBeGreaterThan(0)
  })
})

describe('every page that shows a health entry', () => {
  // A health entry is a content file that names a clinicalTopic; its signature in content/reviews
  // verifies over its words now, or it does not (lib/content/review.ts).
  const states = reviewStates(process.cwd())
  const signed = (file: string) => states.get(file)?.status === 'reviewed'
  type Health = { file: string; clinicalTopic?: string; address: string | null }
  const health = <T extends Health>(entries: T[]) => entries.filter((entry) => entry.clinicalTopic)
  /** The pages that show each health entry: as the page's own review record, or as a note under a listed item. */
  const shownOn = new Map<string, Array<{ file: string; own: boolean }>>()
  const show = (address: string | null, file: string, own: boolean) => {
    if (address) shownOn.set(address, [...(shownOn.get(address) ?? []), { file, own }])
  }
  for (const entry of [
    ...health(published('conditions')),
    ...health(published('guides')),
    ...health(published('pages')),
  ])
    show(entry.address, entry.file, true)
  // A post's card shows no review state: its own page has the record.
  for (const post of health(published('posts'))) show(post.address, post.file, true)
  for (const service of health(published('services'))) show('/services', service.file, false)
  for (const category of health(published('assessments'))) show('/neurological-assessments', category.file, true)
  const faqPage = { resources: '/resources', contact: '/contact', assessments: '/neurological-assessments' } as const
  for (const faq of health(published('faqs'))) show(faqPage[faq.group], faq.file, false)

  it('claims a clinical review only where a signature backs it, and says review is pending everywhere else', () => {
    expect(shownOn.size, 'the content names health pages, so that this rule has pages to read').toBeGreaterThan(0)
    const problems = [...shownOn].flatMap(([address, entries]) => {
      const page = pages.find((built) => built.route === address)
      if (!page) return [`${address}: not built`]
      const all = elements(page.html)
      const marked = (mark: string) => all.filter((element) => mark in element.attribs)
      const records = marked('data-review')
      const inRecord = (element: Element) => records.some((record) => within(record, element))
      const pending = marked('data-review-pending')
      const own = entries.filter((entry) => entry.own)
      const notes = entries.filter((entry) => !entry.own)
      const count = (list: typeof entries, isSigned: boolean) =>
        list.filter((entry) => signed(entry.file) === isSigned).length
      const counts = {
        // A review record (the page's own, or an assessment category's) holds the facts only when signed.
        'signed review records': [
          all.filter((element) => element.name === 'dl' && inRecord(element)).length,
          count(own, true),
        ],
        'pending review records': [pending.filter(inRecord).length, count(own, false)],
        // A note under a listed answer, post or service.
        'signed notes': [marked('data-review-note').length, count(notes, true)],
        'pending notes': [pending.filter((element) => !inRecord(element)).length, count(notes, false)],
      }
      const wrong = Object.entries(counts)
        .filter(([, [shown, expected]]) => shown !== expected)
        .map(([what, [shown, expected]]) => `${shown} ${what}, expected ${expected}`)
      for (const element of pending)
        if (decode(textOf(element)).trim() !== site.labels.reviewPending)
          wrong.push(`a pending review says "${decode(textOf(element)).trim()}"`)
      // Where nothing on the page is signed, the words "Reviewed by" appear nowhere, nor does schema.org's review.
      if (!entries.some((entry) => signed(entry.file))) {
        const main = all.find((element) => element.name === 'main')
        if (main && decode(textOf(main)).includes(site.labels.reviewedBy))
          wrong.push(`says "${site.labels.reviewedBy}" with no signature`)
        if (/"(reviewedBy|lastReviewed)"/.test(page.html))
          wrong.push('names a review in its structured data with no signature')
      }
      // Schema.org names only signers.
      for (const block of facts(page.html).structuredData)
        for (const match of block.matchAll(/"reviewedBy":\{"@type":"Person","name":"([^"]+)"/g))
          if (!entries.some((entry) => signed(entry.file) && states.get(entry.file)!.signer!.name === match[1]))
            wrong.push(`names ${match[1]} as reviewer without their signature`)
      return wrong.map((problem) => `${address}: ${problem}`)
    })
    expect(problems).toEqual([])
  })
})

describe('every long page', () => {
  it('lists its sections under "On this page", each a link to its heading, and ends with a way back to the top', () => {
    let listed = 0
    const problems = everyPage(({ route, html }) => {
      const all = elements(html)
      const main = all.find((element) => element.name === 'main')
      if (!main) return ['no <main>']
      const inMain = all.filter((element) => within(main, element))
      const contents = inMain.filter((element) => 'data-on-this-page' in element.attribs)
      const wrong = ['data-contents-slot', 'data-back-to-top-slot']
        .filter((mark) => html.includes(mark))
        .map((mark) => `a ${mark} mark is left in the page`)
      const language = splitAddress(route).language
      const { labels } = language === 'en' ? site : { labels: { ...site.labels, ...siteWordsIn(language).labels } }
      const toTop = inMain.filter((element) => 'data-back-to-top' in element.attribs)
      if (contents.length > 1) return [...wrong, 'two "On this page" lists']
      // The sections a reader can reach by a link: h2 headings with an id, outside closed and hidden parts.
      const shut = inMain.filter(
        (element) =>
          'hidden' in element.attribs ||
          element.attribs['aria-hidden'] === 'true' ||
          element.attribs.role === 'tabpanel' ||
          element.name === 'details' ||
          element.name === 'template',
      )
      const headings = inMain.filter(
        (element) => element.name === 'h2' && element.attribs.id && !shut.some((part) => within(part, element)),
      )
      const [list] = contents
      if (!list) {
        if (headings.length >= MIN_SECTIONS && splitAddress(route).address !== '/')
          wrong.push(`${headings.length} sections and no "On this page" list`)
        if (toTop.length) wrong.push('"Back to top" without a list of sections')
        return wrong
      }
      listed++
      if (list.attribs['aria-label'] !== labels.onThisPage)
        wrong.push(`the list is named "${list.attribs['aria-label']}"`)
      const links = all.filter((element) => element.name === 'a' && within(list, element))
      // The page's sections: those after its main heading, in their order.
      const h1 = inMain.findIndex((element) => element.name === 'h1')
      const after = headings.filter((heading) => inMain.indexOf(heading) > h1)
      const expected = after.map(
        (heading) => `#${heading.attribs.id} ${decode(textOf(heading)).replace(/\s+/g, ' ').trim()}`,
      )
      const shown = links.map((link) => `${link.attribs.href} ${decode(textOf(link)).trim()}`)
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        wrong.push(`"On this page" lists ${JSON.stringify(shown)}, the page's sections are ${JSON.stringify(expected)}`)
      if (toTop.length !== 1) wrong.push(`${toTop.length} "Back to top" links`)
      else {
        const link = all.find((element) => element.name === 'a' && within(toTop[0], element))
        if (!link || !all.some((element) => element.attribs.id === link.attribs.href?.slice(1)))
          wrong.push('"Back to top" leads nowhere on the page')
        else if (decode(textOf(link)).trim() !== labels.backToTop) wrong.push(`"Back to top" says "${textOf(link)}"`)
      }
      return wrong
    })
    expect(problems).toEqual([])
    expect(listed).toBeGreaterThan(0)
  })
})

describe('every condition page', () => {
  it('ends with a booking button: nothing to read after the last one, however long the page', () => {
    const conditionPages = pages.filter((page) => /^\/conditions\/[^/]+$/.test(splitAddress(page.route).address))
    expect(conditionPages.length).toBeGreaterThan(0)
    const problems = conditionPages.flatMap(({ route, html }) => {
      const all = elements(html)
      const main = all.find((element) => element.name === 'main')
      const inMain = main ? all.filter((element) => within(main, element)) : []
      const last = inMain
        .filter((element) => /^h[1-6]$/.test(element.name ?? '') || 'data-booking' in element.attribs)
        .at(-1)
      return last && 'data-booking' in last.attribs
        ? []
        : [`${route}: the last thing on the page is "${last ? textOf(last).trim() : 'nothing'}", not a booking button`]
    })
    expect(problems).toEqual([])
  })
})

describe('every translated page', () => {
  it("is headed with its translation's own words, never the English page's", () => {
    const headings = [
      ...translated('guides', 'es').map((entry) => ({ address: entry.address, heading: entry.title })),
      ...translated('conditions', 'es').map((entry) => ({ address: entry.address, heading: entry.name })),
    ]
    // A page of content/pages is headed in its body; its tab's title comes from its own title field.
    const titles = translated('pages', 'es').flatMap((entry) => {
      // The not-found and error pages have no address of their own.
      if (!entry.address) return []
      const page = pages.find((built) => built.route === entry.address)
      const title = page ? facts(page.html).title : ''
      return title.startsWith(entry.title) ? [] : [`${entry.address}: titled "${title}", not "${entry.title}"`]
    })
    expect(titles).toEqual([])
    const problems = headings.flatMap(({ address, heading }) => {
      const page = pages.find((built) => built.route === address)
      if (!page) return [`${address}: not built`]
      const h1 = elements(page.html).find((element) => element.name === 'h1')
      const shown = h1 ? decode(textOf(h1)).trim() : ''
      return shown === heading ? [] : [`${address}: headed "${shown}", not "${heading}"`]
    })
    expect(problems).toEqual([])
  })
})

/**
 * The links of the page at `route`, not in English, that lead to an English page of the site whose
 * page in the route's language is among `routes`. A link that says it leads to another language
 * (hreflang: the language switch, an outdated translation's link to its English page) is meant to.
 */
function linksOutOfLanguage(route: string, html: string, routes: Set<string>): string[] {
  const { language } = splitAddress(route)
  if (language === 'en') return []
  return elements(html).flatMap((element) => {
    const href = element.name === 'a' ? element.attribs.href : undefined
    const says = element.attribs.hreflang
    if (!href?.startsWith('/') || href.startsWith('//') || (says && says !== language)) return []
    const path = href.split(/[?#]/)[0].replace(/(.)\/$/, '$1')
    if (splitAddress(path).language !== 'en') return []
    const local = path === '/' ? `/${language}` : `/${language}${path}`
    return routes.has(local) ? [`a link leads to ${href}, though ${local} is the same page in its language`] : []
  })
}

describe('every page in a language other than English', () => {
  it("links to the site's own pages in its language wherever they are written in it", () => {
    const routes = new Set(pages.map((page) => page.route))
    expect(everyPage(({ route, html }) => linksOutOfLanguage(route, html, routes))).toEqual([])
  })

  it('may link to the English page where the link says so (hreflang), as the language switch does', () => {
    const routes = new Set(['/contact', '/es/contact', '/pricing'])
    const html = `<main><a href="/contact">Contacto</a> <a href="/contact" hreflang="en" lang="en">English</a> <a href="/pricing">Precios</a> <a href="/es/contact#map">Mapa</a></main>`
    expect(linksOutOfLanguage('/es/pricing', html, routes)).toEqual([
      'a link leads to /contact, though /es/contact is the same page in its language',
    ])
  })
})

describe('every breadcrumb trail', () => {
  it("starts at its own language's home page and stays in that language", () => {
    const problems = everyPage(({ route, html }) => {
      const { language } = splitAddress(route)
      const home = language === 'en' ? '/' : `/${language}`
      return facts(html).structuredData.flatMap((text) => {
        const data = JSON.parse(text) as { '@type'?: string; itemListElement?: Array<{ item?: string }> }
        if (data['@type'] !== 'BreadcrumbList') return []
        const paths = (data.itemListElement ?? []).map((step) => (step.item ? new URL(step.item).pathname : ''))
        const first = paths[0]?.replace(/(.)\/$/, '$1')
        const wrong = paths.filter((path) => splitAddress(path).language !== language)
        return [
          ...(first === home ? [] : [`the trail starts at ${first}, not ${home}`]),
          ...wrong.map((path) => `the trail leads to ${path}, a page in another language`),
        ]
      })
    })
    expect(problems).toEqual([])
  })
})

describe('the pages the site search indexes', () => {
  it('leave out the forwarding pages of old addresses, the not-found page and pages kept out of search engines', () => {
    const indexed = readBuiltPages(clientDir)
      .filter(
        (page) =>
          (page.route === '/404' || isRedirectPage(page.html) || isKeptOutOfSearch(page.html)) &&
          /data-pagefind-body/.test(page.html),
      )
      .map((page) => page.route)
    expect(indexed).toEqual([])
  })
})
