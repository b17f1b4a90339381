/**
 * Every kind of content, by name: one record each (lib/content/collections/<name>.ts). A new kind
 * of content is a new record file and a line here; its schema, addresses and place in the changes
 * tool come from the record.
 */
import type { z } from 'zod'
import type { CollectionRecord } from './collections/record'
import { markedFieldsOf, wordsRoleAt } from './fields'
import pages from './collections/pages'
import conditions from './collections/conditions'
import services from './collections/services'
import team from './collections/team'
import faqs from './collections/faqs'
import posts from './collections/posts'
import videos from './collections/videos'
import plans from './collections/plans'
import assessments from './collections/assessments'
import education from './collections/education'
import guides from './collections/guides'

export const records = {
  pages,
  conditions,
  services,
  team,
  faqs,
  posts,
  videos,
  plans,
  assessments,
  education,
  guides,
} as const

export type CollectionName = keyof typeof records

/** The collections whose entries are pages of their own: their records give an address. */
export type PageCollectionName = {
  [N in CollectionName]: (typeof records)[N] extends { address: unknown } ? N : never
}[CollectionName]

/** The names of the collections whose entries are pages, in the records' order. */
export const pageCollections = (Object.keys(records) as CollectionName[]).filter(
  (name): name is PageCollectionName => 'address' in records[name],
)

/** The fields whose component explains [[term]] marks, in every collection, as the check's message names them. */
const markedPlaces = Object.values(records)
  .flatMap((record) => {
    const fields = markedFieldsOf(record.schema)
    return fields.length ? [`${fields.join(', ')} of content/${record.folder}`] : []
  })
  .join('; ')

/** Where a file of `schema` may mark terms, for the check (lib/content/glossary.ts, frontmatterMarkProblems). */
export function markRuleOf(schema: z.ZodType): { allowed(path: ReadonlyArray<PropertyKey>): boolean; where: string } {
  return { allowed: (path) => wordsRoleAt(schema, path).marked, where: markedPlaces }
}

/** Whether a list page shows every entry of `collection` (its record's shownOn.lists), so each is linked from there. */
export function isListed(collection: string): boolean {
  const shownOn: CollectionRecord['shownOn'] | undefined = Object.hasOwn(records, collection)
    ? records[collection as CollectionName].shownOn
    : undefined
  return Boolean(shownOn?.lists?.length)
}
