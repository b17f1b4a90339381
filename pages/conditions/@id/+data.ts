import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getEntry, sourceOf, type CollectionEntry } from '../../../lib/content/collections'
import { conditionHead } from '../../../lib/content/head'
import { site } from '../../../lib/site'
import type { PageData } from '../../../renderer/types'

export interface ConditionData extends PageData {
  condition: CollectionEntry<'conditions'>
}

export const data = (pageContext: PageContextServer): ConditionData => {
  const condition = getEntry('conditions', pageContext.routeParams.id)
  // Only known ids are prerendered; this covers the live preview (hosts use the rules of content/redirects.yaml and the not-found page).
  if (!condition) throw redirect('/conditions')
  return { head: conditionHead(condition, { name: site.name, url: site.url, conditionsList: site.labels.conditionsList }), source: sourceOf(condition), condition }
}
