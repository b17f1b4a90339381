/**
 * The output gate: what no built page may hold, checked after prerendering and before the new build
 * replaces the last good one. The site's content security policy allows no inline script and no
 * inline style, so a page must not carry any (nor event-handler attributes, nor script addresses,
 * nor a <style> element or style attribute: styles come as files), must not embed other
 * documents, must write its addresses so every browser reads them alike, must have one <h1>, and
 * must link only to what exists, and must give each id to one element only.
 *
 * Each page is parsed once with htmlparser2; the links are resolved after every page is read.
 * Where browsers would read the HTML differently from htmlparser2, the page fails too, since the
 * other checks would then be checking something browsers never see.
 */
import { mailtoFault } from './mailto'
import { Parser } from 'htmlparser2'
import { unencodedCharacter } from './address-rules'
import { fileExists } from './built-site'

interface GatePage {
  /** "/", "/conditions/stroke", or "/404" for the not-found page, as readBuiltPages gives them. */
  route: string
  html: string
}

interface PageFacts {
  problems: string[]
  ids: Set<string>
  links: string[]
}

/**
 * What the gate read of a page that passed it, by route: the ids in it and the addresses it links
 * to. A page whose facts are known is not read again (the build's pages kept from the last build).
 */
export interface PassedPage {
  ids: string[]
  links: string[]
}
export type PassedPages = Map<string, PassedPage>

/** Elements that load another document or plugin into the page. */
const EMBEDS = new Set(['iframe', 'frame', 'object', 'embed'])
/** Attributes that browsers read as one address. */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
  'longdesc',
  'manifest',
])
/** Attributes that hold a list of addresses, each followed by its size ("a.png 1x, b.png 2x"). */
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset'])
/** Attributes that only ever load a picture, where an inline data:image/… picture is harmless. */
const IMAGE_ATTRIBUTES = new Set(['src', 'srcset', 'imagesrcset', 'poster'])
/** <meta> properties whose content is an address that link previews show. */
const URL_METAS = new Set(['og:url', 'og:image', 'twitter:image'])
/** Structured-data keys whose string value is an address. */
const LD_URL_KEYS = new Set(['url', '@id', 'item'])
/** Elements htmlparser2 always reads as plain text, while inside <svg> or <math> browsers read elements there. */
const PARSER_TEXT = new Set(['script', 'style', 'title', 'textarea', 'xmp'])
/** Elements browsers read as plain text up to their end tag, while htmlparser2 reads elements there. */
const BROWSER_TEXT = new Set(['noscript', 'noembed', 'noframes'])
/** Script types that browsers never run. Only JSON is let through: any other type is, or may one day be, run. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/

// eslint-disable-next-line no-control-regex -- control characters are what this collapses, so a report stays one line
const oneLine = (text: string) => text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
const clip = (text: string, length = 100) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)
const quote = (text: string) => JSON.stringify(clip(text))
/** The tag the parser has just read, as written, for reports. */
const tagOf = (html: string, parser: Parser) => clip(oneLine(html.slice(parser.startIndex, parser.endIndex + 1)))

/** The rule an address breaks and why, or undefined. `image` is true where only a picture can load. */
function addressProblem(value: string, image: boolean): [rule: string, why: string] | undefined {
  // Browsers skip leading spaces and control characters and drop every tab and newline before
  // reading the scheme, so "\tjava\nscript:" is a javascript: address.
  // eslint-disable-next-line no-control-regex -- control characters are what browsers skip before the scheme, so this does too
  const url = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '')
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url)?.[1].toLowerCase()
  if (scheme === 'javascript' || scheme === 'vbscript') return ['unsafe-url', `a ${scheme}: address runs script`]
  if (scheme === 'data')
    return image && /^data:image\//i.test(url)
      ? undefined
      : ['unsafe-url', 'a data: address may hold a document or script']
  const bad = unencodedCharacter(value)
  return bad ? ['unencoded-url', bad.why] : undefined
}

/** The candidates' addresses in a srcset; a comma inside an address only splits it into shorter pieces, each still checked. */
const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

/** The address in a refresh's content, "0; url=/somewhere". */
const refreshUrl = (content: string) =>
  /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/is.exec(content)![1].replace(/^(['"])(.*)\1$/s, '$2')

/**
 * Keeps one copy of each id and address for the whole check. htmlparser2's values are slices of the
 * page's HTML, and a slice keeps the whole page in memory: the links of 10,000 pages held 1.2 GB.
 */
function interner(): (text: string) => string {
  const kept = new Map<string, string>()
  return (text) => {
    let copy = kept.get(text)
    if (copy === undefined) {
      copy = Buffer.from(text).toString()
      kept.set(copy, copy)
    }
    return copy
  }
}

/** Reads one page: its own problems, the ids it has and the addresses its links point to. */
function readPage(html: string, keep: (text: string) => string): PageFacts {
  const problems: string[] = []
  const ids = new Set<string>()
  const links: string[] = []
  const h1s: string[] = []
  let h1Depth = 0
  let isRedirect = false
  let foreignDepth = 0
  // The element whose text is being collected: a script, or a text element inside <svg> or <math>.
  let text: { name: string; tag: string; src?: string; type?: string; foreign: boolean; body: string } | undefined
  const browserText: number[] = []

  const checkAddress = (label: string, value: string, image = false) => {
    const problem = addressProblem(value, image)
    if (problem) problems.push(`${problem[0]}: ${label}=${quote(value)} (${problem[1]})`)
  }
  const checkStructuredData = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(checkStructuredData)
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (typeof item === 'string' && LD_URL_KEYS.has(key)) checkAddress(`ld+json ${key}`, item)
        else checkStructuredData(item)
      }
    }
  }
  const endText = ({ name, tag, src, type, foreign, body }: NonNullable<typeof text>) => {
    if (foreign && body.includes('<'))
      problems.push(`parser-mismatch: browsers read elements inside <svg>/<math> <${name}>: ${quote(oneLine(body))}`)
    if (name !== 'script') return
    // "<!--" starts a state in which browsers look past the first </script>; the parser here does not.
    if (/<!--|<\/script/i.test(body)) problems.push(`script-body: holds "<!--" or "</script": ${quote(oneLine(body))}`)
    if (src !== undefined) return
    const essence = (type ?? '').split(';')[0].trim().toLowerCase()
    if (!JSON_TYPE.test(essence)) {
      problems.push(`inline-script: ${clip(oneLine(`${tag}${body}</script>`))}`)
      return
    }
    let data: unknown
    try {
      data = JSON.parse(body)
    } catch {
      // A string holding "</script>" ends the element early and leaves this part unparsable.
      problems.push(`json-script: not valid JSON (ended early?): ${quote(oneLine(body))}`)
      return
    }
    if (essence === 'application/ld+json') checkStructuredData(data)
  }

  const parser = new Parser({
    onopentag(name, attribs) {
      if (attribs.id !== undefined) {
        // Links, labels and the browser's find-by-id read the first of two equal ids only; an empty one names nothing.
        if (attribs.id.trim() === '') problems.push(`empty-id: ${tagOf(html, parser)}`)
        else if (ids.has(attribs.id))
          problems.push(`duplicate-id: "${clip(oneLine(attribs.id))}" again in ${tagOf(html, parser)}`)
        ids.add(keep(attribs.id))
      }
      if ((name === 'a' || name === 'area') && attribs.href !== undefined) links.push(keep(attribs.href))
      if (EMBEDS.has(name)) problems.push(`embedded-document: ${tagOf(html, parser)}`)
      if (name === 'style') problems.push(`inline-style: ${tagOf(html, parser)}`)
      for (const attribute in attribs) {
        const value = attribs[attribute]
        if (attribute.startsWith('on')) problems.push(`event-handler: ${attribute} in ${tagOf(html, parser)}`)
        else if (attribute === 'style') problems.push(`inline-style: ${tagOf(html, parser)}`)
        else if (URL_ATTRIBUTES.has(attribute))
          checkAddress(`${name} ${attribute}`, value, IMAGE_ATTRIBUTES.has(attribute))
        else if (SRCSET_ATTRIBUTES.has(attribute))
          for (const url of srcsetUrls(value)) checkAddress(`${name} ${attribute}`, url, true)
      }
      // SVG animation can set a link's address, as in <set attributeName="href" to="javascript:…">.
      if ((name === 'set' || name === 'animate') && /^(xlink:)?href$/i.test(attribs.attributename ?? '')) {
        for (const attribute of ['to', 'from', 'by', 'values']) {
          for (const url of attribs[attribute]?.split(';') ?? []) checkAddress(`${name} ${attribute}`, url.trim())
        }
      }
      if (name === 'meta') {
        if (attribs['http-equiv']?.trim().toLowerCase() === 'refresh') {
          isRedirect = true
          checkAddress('meta refresh', refreshUrl(attribs.content ?? ''))
        }
        const property = attribs.property ?? attribs.name ?? ''
        if (URL_METAS.has(property)) checkAddress(`meta ${property}`, attribs.content ?? '')
      }
      if (name === 'h1') {
        h1s.push('')
        h1Depth++
      }
      if (name === 'svg' || name === 'math') foreignDepth++
      if (name === 'script' || (foreignDepth > 0 && PARSER_TEXT.has(name))) {
        text = {
          name,
          tag: tagOf(html, parser),
          src: attribs.src,
          type: attribs.type,
          foreign: foreignDepth > 0,
          body: '',
        }
      }
      if (BROWSER_TEXT.has(name)) browserText.push(parser.endIndex + 1)
    },
    ontext(data) {
      if (text) text.body += data
      if (h1Depth > 0) h1s[h1s.length - 1] += data
    },
    onclosetag(name) {
      if (name === 'h1') h1Depth--
      if (name === 'svg' || name === 'math') foreignDepth--
      if (text?.name === name) {
        endText(text)
        text = undefined
      }
      if (BROWSER_TEXT.has(name)) {
        // Browsers end the element at the first "</name", even inside what is an attribute here.
        const inside = html.slice(browserText.pop(), parser.startIndex)
        if (inside.toLowerCase().includes(`</${name}`))
          problems.push(`parser-mismatch: browsers end <${name}> earlier: ${quote(oneLine(inside))}`)
      }
    },
    oncomment(data) {
      // Browsers also end a comment at "--!>", and end "<![CDATA[" at the first ">".
      if (data.includes('--!>') || (data.startsWith('[CDATA[') && data.includes('>'))) {
        problems.push(`parser-mismatch: browsers end this comment earlier: ${quote(oneLine(data))}`)
      }
    },
  })
  parser.end(html)

  // A page that only forwards to another address is never read, so it needs no heading.
  if (!isRedirect && h1s.length !== 1) {
    const found = h1s.map((heading) => quote(oneLine(heading).trim())).join(', ')
    problems.push(
      h1s.length
        ? `h1: ${h1s.length} <h1> elements (${found}); a page has exactly one`
        : 'h1: no <h1>; a page has exactly one',
    )
  }
  return { problems, ids, links }
}

/** Why a link that leaves the page lands nowhere, or undefined. */
function linkProblem(
  href: string,
  byRoute: Map<string, PageFacts>,
  clientDir: string,
  base: string,
): string | undefined {
  const mailto = mailtoFault(href)
  if (mailto) return `${href}: the e-mail link ${mailto}`
  if (/^(mailto:|tel:)/.test(href)) return undefined
  if (href.startsWith('//') || /^[a-z]+:/i.test(href)) {
    return href.startsWith('https://') ? undefined : `${href}: external links must be absolute https:// addresses`
  }
  if (!href.startsWith(base)) return `${href}: internal links must start with ${base} (a path from the site's root)`
  const [pathAndQuery, hash] = `/${href.slice(base.length)}`.split('#')
  const path = pathAndQuery.split('?')[0]
  const route = path.length > 1 ? path.replace(/\/$/, '') : path
  const target = byRoute.get(route)
  if (target && route !== '/404') {
    return hash && !target.ids.has(hash) ? `${href}: ${route} has no element with id "${hash}"` : undefined
  }
  if (!fileExists(clientDir, path)) {
    return `${href}: no page at ${route} (add the file that makes it or a redirect in content/redirects.yaml, or link to a page that exists)`
  }
  return undefined
}

/**
 * Every problem in a built site, one line each: "<route>  <rule>: <detail>". `clientDir` is where
 * linked files are looked for; `base` is the path the site is served under. The pages `passed`
 * holds are taken as it says (they passed before, so they have no problem of their own, and only
 * their links are checked again); every other page is read, and added to it.
 */
export function checkOutput(
  pages: readonly GatePage[],
  clientDir: string,
  base = '/',
  passed: PassedPages = new Map(),
  redirects: ReadonlyArray<{ from: string; to: string }> = [],
): string[] {
  const keep = interner()
  const byRoute = new Map<string, PageFacts>()
  for (const page of pages) {
    const known = passed.get(page.route)
    const facts = known ? { problems: [], ids: new Set(known.ids), links: known.links } : readPage(page.html, keep)
    if (!known) passed.set(page.route, { ids: [...facts.ids], links: facts.links })
    byRoute.set(page.route, facts)
  }
  // A link's target is the same from every page, so each address is resolved once.
  const resolved = new Map<string, string | undefined>()
  const problems: string[] = []
  for (const page of pages) {
    const facts = byRoute.get(page.route)!
    // One line per problem, whatever an address in it holds.
    const report = (problem: string) =>
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces, so a report stays one line
      problems.push(`${page.route}  ${problem.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')}`)
    facts.problems.forEach(report)
    for (const href of facts.links) {
      if (href.startsWith('#')) {
        if (href.length > 1 && !facts.ids.has(href.slice(1)))
          report(`broken-link: ${href}: no element with id "${href.slice(1)}" on this page`)
        continue
      }
      if (!resolved.has(href)) resolved.set(href, linkProblem(href, byRoute, clientDir, base))
      const problem = resolved.get(href)
      if (problem) report(`broken-link: ${problem}`)
    }
  }
  // Where content/redirects.yaml sends an old address (a folder/* rule too, which has no page of its
  // own): the page, and the part of it a #anchor names, must be there.
  for (const rule of redirects) {
    const href = rule.to.startsWith('/') ? `${base}${rule.to.slice(1)}` : rule.to
    if (!resolved.has(href)) resolved.set(href, linkProblem(href, byRoute, clientDir, base))
    const problem = resolved.get(href)
    if (problem) problems.push(`${rule.from} (content/redirects.yaml)  broken-link: ${problem}`)
  }
  return problems
}
