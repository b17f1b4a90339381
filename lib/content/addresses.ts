/**
 * Which content files are pages, and at which address, from the collections' records
 * (lib/content/collections/<name>.ts). The build's routes, the content check (links, vanished
 * addresses) and the host rules all ask here.
 */
import { addressIn, sourceFileOf, splitAddress, SOURCE_LANGUAGE, type Language } from '../language'
import { records, type CollectionName } from './records'
import type { z } from 'zod'
import type { AddressPattern, CollectionRecord } from './collections/record'

import { postAddress } from './collections/posts'

export { postAddress }

/** Whether `address` is where posts are published, in any language (/resources/blog/…, /es/resources/blog/…). */
export function isPostAddress(address: string): boolean {
  return splitAddress(address).address.startsWith(postAddress(''))
}

/**
 * content/<collection>/<id>.mdx → its id. Only page files may sit in sub-folders
 * (content/pages/partners/hospitals.mdx has the id partners/hospitals).
 */
export function entryIdOf(file: string): string {
  // A translation has its source's id: content/es/conditions/stroke.mdx is "stroke".
  const match = /^\/?content\/[^/]+\/(.+)\.mdx$/.exec(sourceFileOf(file))
  return match ? match[1] : file.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
}

/**
 * The address an entry is published at, or null for entries that are shown inside other pages (a
 * FAQ, a plan, a team member); a translation's is its source's under its language (/es/conditions/stroke).
 */
export function addressOf(
  collection: CollectionName | string,
  id: string,
  data: unknown,
  language: Language = SOURCE_LANGUAGE,
): string | null {
  const address = sourceAddressOf(collection, id, data)
  return address === null ? null : addressIn(language, address)
}

function sourceAddressOf(collection: CollectionName | string, id: string, data: unknown): string | null {
  const record = recordOf(collection)
  const pattern = record?.address && patternOf(record.address)
  if (!pattern) return null
  if (pattern.except && Object.hasOwn(pattern.except, id)) return pattern.except[id]
  const fields = (data ?? {}) as Record<string, unknown>
  const parts: string[] = []
  for (const part of pattern.parts) {
    if ('literal' in part) parts.push(part.literal)
    else if (part.name === 'id') parts.push(id)
    else {
      const made = pattern.from?.[part.name]
      const value = fields[made ? made.field : part.name]
      // Unknown until the field is given (a file being written, or one a branch adds, read where it was not).
      if (typeof value !== 'string') return null
      parts.push(made ? made.value(value) : value)
    }
  }
  return `/${parts.join('/')}`
}

type Part = { literal: string } | { name: string; rest: boolean }
type Pattern = Exclude<AddressPattern, string> & { parts: Part[] }

const patterns = new Map<AddressPattern, Pattern>()

/**
 * A record's address pattern, read into its parts once. Written here rather than with path-to-regexp:
 * the patterns are a few literal and named parts, and a part is checked against its field's schema.
 */
function patternOf(address: AddressPattern): Pattern {
  let known = patterns.get(address)
  if (!known) {
    const given = typeof address === 'string' ? { pattern: address } : address
    const parts = given.pattern
      .split('/')
      .filter(Boolean)
      .map((part): Part => {
        const param = /^:([a-z]+)(\*?)$/i.exec(part)
        return param ? { name: param[1], rest: param[2] === '*' } : { literal: part }
      })
    known = { ...given, parts }
    patterns.set(address, known)
  }
  return known
}

const recordOf = (collection: string): CollectionRecord | undefined =>
  Object.hasOwn(records, collection) ? records[collection as CollectionName] : undefined

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What an address of `record`'s pattern stands for: the id and the fields its parts give (a part
 * made from a field, as a post's slug, only its name); undefined when `address` is not one of its
 * addresses. With `schema`, a field value its schema refuses is not one (a guide's topic outside
 * its list); without, the address has the pattern's shape, which its route takes.
 */
function matchAddress(
  record: CollectionRecord,
  address: string,
  { schema }: { schema: boolean },
): Record<string, string> | undefined {
  const pattern = record.address && patternOf(record.address)
  if (!pattern) return undefined
  const except = Object.entries(pattern.except ?? {}).find(([, at]) => at === address)
  if (except) return { id: except[0] }
  const segments = address.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  const shape = (record.schema as { shape?: Record<string, z.ZodType> }).shape ?? {}
  for (const [index, part] of pattern.parts.entries()) {
    if ('literal' in part) {
      if (segments[index] !== part.literal) return undefined
      continue
    }
    const value = part.rest ? segments.slice(index).join('/') : segments[index]
    if (!value || !value.split('/').every((segment) => SLUG.test(segment))) return undefined
    const field = part.name !== 'id' && !pattern.from?.[part.name] ? shape[part.name] : undefined
    if (schema && field?.safeParse(value).success === false) return undefined
    params[part.name] = value
    if (part.rest) break
  }
  const rest = pattern.parts.some((part) => 'name' in part && part.rest)
  if (!rest && segments.length !== pattern.parts.length) return undefined
  // A file the pattern names apart (home.mdx, shown at /) is at no other address.
  return pattern.except && Object.hasOwn(pattern.except, params.id ?? '') ? undefined : params
}

/**
 * The folder of the collection whose route owns `address` (a source-language address), when it is
 * not the page files' (whose pattern takes every address no other claims): a page file there would
 * be shadowed by that route, which takes every address of its pattern's shape (pages/resources/@topic/@id/
 * every /resources/<a>/<b>, whichever the topic).
 */
export function ownerOf(address: string): string | undefined {
  const owner = ownerRecord(address)
  return owner && `content/${owner.folder}/`
}

function ownerRecord(address: string): CollectionRecord | undefined {
  return Object.values(records as Record<string, CollectionRecord>).find(
    (record) => record !== records.pages && matchAddress(record, address, { schema: false }),
  )
}

/**
 * content/<collection>/<id>.mdx → the collection's name, or null for files outside collections.
 * Only page files may sit in sub-folders: content/pages/partners/hospitals.mdx is /partners/hospitals.
 */
export function collectionOf(file: string): CollectionName | null {
  // A translation belongs to its source's collection: content/es/conditions/stroke.mdx is a condition.
  const match = /^\/?content\/([^/]+)\/(.+)\.mdx$/.exec(sourceFileOf(file))
  if (!match || !Object.hasOwn(records, match[1])) return null
  if (match[1] !== 'pages' && match[2].includes('/')) return null
  return match[1] as CollectionName
}

/** True for entries left out of the published site. */
export function isDraft(data: unknown): boolean {
  return (data as { draft?: boolean } | undefined)?.draft === true
}

/**
 * The one draft rule: an entry is left out of the published site while its front-matter says
 * draft: true, and a translation also while the file it translates does (`sourceData`, that file's
 * front-matter): it is published again with its English page. The check notes the second case.
 */
export function isHeldBack(data: unknown, sourceData?: unknown): boolean {
  return isDraft(data) || (sourceData !== undefined && isDraft(sourceData))
}

/**
 * The browser-tab title of an entry's page: its title, as its collection's record gives it, then
 * " | <institute>", unless the title names the institute already (the home page's). Undefined for
 * entries that are not pages.
 */
export function pageTitleOf(collection: CollectionName | string, data: unknown, siteName: string): string | undefined {
  const record = recordOf(collection)
  const title = record?.title?.(data as never)
  return title === undefined || title.includes(siteName) ? title : `${title} | ${siteName}`
}

/** The description of an entry's page for search results, as its collection's record gives it (its description field unless said otherwise). */
export function pageDescriptionOf(collection: CollectionName | string, data: unknown): string | undefined {
  const record = recordOf(collection)
  return record?.description
    ? record.description(data as never)
    : (data as { description?: string } | undefined)?.description
}

/** A condition page's browser-tab title: "<its title, or else its name> | <institute>". */
export function conditionTitle(condition: { title?: string; name: string }, siteName: string): string {
  return pageTitleOf('conditions', condition, siteName)!
}

/** The file a writer adds to make `address` a page, in words for a message. */
export function fileThatMakes(address: string): string {
  // A page in another language is a translation of the source's page: content/es/... at its path.
  const { language, address: source } = splitAddress(address)
  if (language !== SOURCE_LANGUAGE)
    return `the translation of ${fileThatMakes(source)} at content/${language}/ (npm run new translation ${language} <its file>)`
  // The collections whose routes own a pattern of addresses first, then the page files, which take any other.
  const others = Object.values(records as Record<string, CollectionRecord>).filter((record) => record !== records.pages)
  // An address of a collection's shape that none of its files can have (a guide's topic outside its list) is no page file's either.
  const owner = ownerRecord(address)
  for (const record of owner ? others : [...others, records.pages]) {
    const params = matchAddress(record, address, { schema: true })
    if (!params) continue
    const folder = `content/${record.folder}/`
    const made = Object.entries(patternOf(record.address!).from ?? {}).find(([name]) => name in params)
    if (made) return `a file of ${folder} whose ${made[1].field} gives that address`
    const fields = Object.entries(params).filter(([name]) => name !== 'id')
    return `${folder}${params.id}.mdx${fields.length ? ` with ${fields.map(([name, value]) => `${name}: ${value}`).join(', ')}` : ''}`
  }
  if (owner)
    return `none: ${address} is where content/${owner.folder}/ files are shown, and none of them can be at this one: theirs are ${patternOf(owner.address!).pattern}`
  const special = patternOf(records.pages.address!).except?.[address.slice(1)]
  if (special !== undefined)
    return `none: content/pages${address}.mdx is ${special ? `the page at ${special}` : 'shown when a page is missing or fails, at no address of its own'}`
  return `content/pages${address}.mdx`
}
