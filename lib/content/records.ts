/**
 * Every kind of content, by name: one record each (lib/content/collections/<name>.ts). A new kind
 * of content is a new record file and a line here; its schema, addresses and place in the changes
 * tool come from the record.
 */
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

export const records = { pages, conditions, services, team, faqs, posts, videos, plans, assessments, education, guides } as const

export type CollectionName = keyof typeof records

/** The collections whose entries are pages of their own: their records give an address. */
export type PageCollectionName = { [N in CollectionName]: (typeof records)[N] extends { address: unknown } ? N : never }[CollectionName]

/** The names of the collections whose entries are pages, in the records' order. */
export const pageCollections = (Object.keys(records) as CollectionName[]).filter((name): name is PageCollectionName => 'address' in records[name])
