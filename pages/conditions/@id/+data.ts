import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getEntry, type CollectionEntry } from '../../../lib/content/collections'
import { routeData, routeLanguage } from '../../../lib/content/route-data'
import { addressIn } from '../../../lib/language'
import type { PageData } from '../../../renderer/types'

export interface ConditionData extends PageData {
  condition: CollectionEntry<'conditions'>
}

export const data = (pageContext: PageContextServer): ConditionData => {
  const language = routeLanguage(pageContext)
  const condition = getEntry('conditions', pageContext.routeParams.id, language)
  // Only known ids are prerendered; this covers the live preview (hosts use the rules of content/redirects.yaml and the not-found page).
  if (!condition) throw redirect(addressIn(language, '/conditions'))
  return { ...routeData(condition, pageContext), condition }
}
