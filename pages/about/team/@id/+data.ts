import type { PageContextServer } from 'vike/types'
import { getCollection, type CollectionEntry } from '../../../../lib/content/collections'
import { routeData, routeEntry } from '../../../../lib/content/route-data'
import type { PageData } from '../../../../renderer/types'

export interface ProfileData extends PageData {
  member: CollectionEntry<'team'>
  /** The conditions of the topics the person reviews, in the conditions list's order, with their pages. */
  conditions: Array<{ name: string; address: string }>
}

export const data = (pageContext: PageContextServer): ProfileData => {
  // Team files are written in English only: a profile is published in English alone (renderer/+onBeforeRoute.ts).
  const member = routeEntry(pageContext, 'team')
  const topics: readonly string[] = member.review?.topics ?? []
  const conditions = getCollection('conditions', member.language)
    .filter((condition) => topics.includes(condition.clinicalTopic))
    .flatMap((condition) => (condition.address ? [{ name: condition.name, address: condition.address }] : []))
  return { ...routeData(member, pageContext), member, conditions }
}
