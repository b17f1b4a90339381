/**
 * The real content as the published site shows it, read with Node alone, for tests that run outside
 * the build's module graph (the browser tests): each collection's published entries in the order the
 * site lists them (lib/content/list-order.ts, as getCollection), their front-matter checked by the
 * schemas, and content/site.yaml. Tests take what they expect of the real site from here, so a
 * writer's change to the words never turns them red.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { addressOf } from '../lib/content/addresses'
import { splitContent, storedEntries } from '../lib/content/store'
import { inListOrder } from '../lib/content/list-order'
import { collections, type Navigation, type SiteConfig, type SiteWords } from '../lib/content/schema'
import { SOURCE_LANGUAGE, type Language } from '../lib/language'
import type { z } from 'zod'

type Collections = typeof collections
export type Entry<N extends keyof Collections> = z.output<Collections[N]> & {
  id: string
  file: string
  address: string | null
}

const root = process.cwd()

/** The published entries of a collection in `language` (drafts left out, and translations held back with theirs), read through the content store, checked by its schema, in list order. */
function entriesOf<N extends keyof Collections>(name: N, language: Language): Array<Entry<N>> {
  return storedEntries(root)
    .filter((entry) => entry.collection === name && entry.language === language && !entry.draft)
    .map((entry) => {
      // A translation's record of its source is not a field of the collection.
      const { translation: _, ...fields } = entry.data
      const data = collections[name].parse(fields) as z.output<Collections[N]>
      return { ...data, id: entry.id, file: entry.file, address: addressOf(name, entry.id, data, language) } as Entry<N>
    })
    .sort(inListOrder)
}

/** The published entries of a collection (drafts left out), in list order. */
export function published<N extends keyof Collections>(name: N): Array<Entry<N>> {
  return entriesOf(name, SOURCE_LANGUAGE)
}

/** The published translations into `language` of a collection (content/es/<name>/), with their Spanish addresses, in list order. */
export function translated<N extends keyof Collections>(name: N, language: Language): Array<Entry<N>> {
  return entriesOf(name, language)
}

/** The words of the shared parts in `language` (content/es/site.yaml). */
export const siteWordsIn = (language: Language) =>
  parse(readFileSync(join(root, 'content', language, 'site.yaml'), 'utf8')) as SiteWords

/** content/site.yaml. */
export const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as SiteConfig

/** content/navigation.yaml. */
export const navigation = parse(readFileSync(join(root, 'content/navigation.yaml'), 'utf8')) as Navigation

/** The links of the header's menu labelled `label`, as content/navigation.yaml lists them. */
export function menuLinks(label: string): Array<{ label: string; href: string }> {
  const menu = navigation.header.find((item) => item.label === label)
  return menu && 'items' in menu ? menu.items : []
}

/** A word of a published generic condition's symptoms (its page lists them) that its name does not hold, to find the condition by in the site search. */
export function aSymptomWord(): { word: string; address: string } {
  for (const condition of published('conditions').filter((entry) => entry.layout !== 'bespoke')) {
    const word = condition.symptoms
      .flatMap((symptom) => symptom.match(/[A-Za-z]{5,}/g) ?? [])
      .find((candidate) => !condition.name.toLowerCase().includes(candidate.toLowerCase()))
    if (word && condition.address) return { word: word.toLowerCase(), address: condition.address }
  }
  throw new Error('No published condition has a symptom word of five letters or more to search for')
}

/** The body of a page of content/pages (its MDX after the front matter), by id ('about', 'resources/patients'), or of any content file by its path ('content/conditions/stroke.mdx'). */
export function pageBody(id: string): string {
  const file = id.startsWith('content/') ? id : `content/pages/${id}.mdx`
  return splitContent(readFileSync(join(root, file), 'utf8')).body
}

/** The words of the last Markdown heading (`## …`) before `inside` in a page's body: the heading a writer gave the part there. */
export function headingBefore(id: string, inside: string): string {
  const body = pageBody(id)
  const at = body.indexOf(inside)
  if (at < 0) throw new Error(`${id} does not hold ${inside}`)
  const heading = [...body.slice(0, at).matchAll(/^#{2,6} +(.+)$/gm)].at(-1)?.[1]
  if (!heading) throw new Error(`No heading stands before ${inside} in ${id}`)
  return heading.trim()
}

/** The end of the opening tag that starts at `from`: its `>`, outside quotes and braces. */
function openingTagEnd(body: string, from: number): number {
  let depth = 0
  let quote = ''
  for (let index = from; index < body.length; index++) {
    const char = body[index]
    if (quote) quote = char === quote ? '' : quote
    else if (char === '"' || char === "'") quote = char
    else if (char === '{') depth++
    else if (char === '}') depth--
    else if (char === '>' && depth === 0) return index
  }
  throw new Error(`An opening tag at ${from} does not end`)
}

/**
 * Every `<Part …>` placed in a page, in order, with the words a writer gave it: its quoted props (those
 * inside an object prop too, such as a form's `labels={{ phone: "Phone Number" }}`, by their own key),
 * and the plain text between its tags as `text` when it holds no other part.
 */
export function parts(pageId: string, part: string): Array<Record<string, string>> {
  const body = pageBody(pageId)
  const found: Array<Record<string, string>> = []
  for (const match of body.matchAll(new RegExp(`<${part}(?=[\\s/>])`, 'g'))) {
    const end = openingTagEnd(body, match.index)
    const tag = body.slice(match.index, end + 1)
    const props: Record<string, string> = {}
    for (const [, key, value] of tag.matchAll(/([A-Za-z]+)(?:=|:\s*)"([^"]*)"/g)) props[key] = value
    if (!tag.endsWith('/>')) {
      const close = body.indexOf(`</${part}>`, end)
      const inner = close < 0 ? '' : body.slice(end + 1, close)
      if (!inner.includes('<')) props.text = inner.replace(/\s+/g, ' ').trim()
    }
    found.push(props)
  }
  return found
}

/** The titles of a page's `<Section>`s, in order, each with the source it holds. */
export function sections(pageId: string): Array<{ title: string; source: string }> {
  const body = pageBody(pageId)
  return [...body.matchAll(/<Section(?=[\s>])/g)].map((match) => {
    const end = openingTagEnd(body, match.index)
    const close = body.indexOf('</Section>', end)
    const title = /title="([^"]*)"/.exec(body.slice(match.index, end))?.[1] ?? ''
    return { title, source: body.slice(end + 1, close < 0 ? undefined : close) }
  })
}

/** The title of the `<Section>` of a page that holds `inside` (a part such as '<TeamMembers', or words). */
export function sectionHolding(pageId: string, inside: string | RegExp): string {
  const found = sections(pageId).find((section) =>
    typeof inside === 'string' ? section.source.includes(inside) : inside.test(section.source),
  )
  if (!found) throw new Error(`No section of content/pages/${pageId}.mdx holds ${String(inside)}`)
  return found.title
}

/** The longest run of plain words in a text (letters, digits, spaces, commas, full stops), to find it in HTML whatever its escaping of quotes and apostrophes. */
export function plainRun(text: string): string {
  return (text.match(/[A-Za-z0-9 ,.]+/g) ?? []).reduce(
    (longest, run) => (run.trim().length > longest.length ? run.trim() : longest),
    '',
  )
}
