/**
 * Which content files are pages, and at which address, from the collections' records
 * (lib/content/collections/<name>.ts). The build's routes, the content check (links, vanished
 * addresses) and the host rules all ask here.
 */
import { addressIn, sourceFileOf, splitAddress, SOURCE_LANGUAGE, type Language } from '../language'
import { records, type CollectionName } from './records'
import type { CollectionRecord } from './collections/record'

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
  const record: CollectionRecord | undefined = Object.hasOwn(records, collection)
    ? records[collection as CollectionName]
    : undefined
  return record?.address ? record.address(id, data) : null
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
 * The browser-tab title of an entry's page: its title, as its collection's record gives it, then
 * " | <institute>", unless the title names the institute already (the home page's). Undefined for
 * entries that are not pages.
 */
export function pageTitleOf(collection: CollectionName | string, data: unknown, siteName: string): string | undefined {
  const record: CollectionRecord | undefined = Object.hasOwn(records, collection)
    ? records[collection as CollectionName]
    : undefined
  const title = record?.title?.(data as never)
  return title === undefined || title.includes(siteName) ? title : `${title} | ${siteName}`
}

/** The description of an entry's page for search results, as its collection's record gives it (its description field unless said otherwise). */
export function pageDescriptionOf(collection: CollectionName | string, data: unknown): string | undefined {
  const record: CollectionRecord | undefined = Object.hasOwn(records, collection)
    ? records[collection as CollectionName]
    : undefined
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
  for (const record of others) {
    const file = record.fileFor?.(address)
    if (file) return file
  }
  return records.pages.fileFor!(address)!
}
