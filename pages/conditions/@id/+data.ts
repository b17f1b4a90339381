import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getEntry, sourceOf, type CollectionEntry } from '../../../lib/content/collections'
import { conditionHead } from '../../../lib/content/head'
import { addressIn, SOURCE_LANGUAGE } from '../../../lib/language'
import { siteIn } from '../../../lib/site'
import type { PageData } from '../../../renderer/types'

export interface ConditionData extends PageData {
  condition: CollectionEntry<'conditions'>
}

export const data = (pageContext: PageContextServer): ConditionData => {
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const condition = getEntry('conditions', pageContext.routeParams.id, language)
  // Only known ids are prerendered; this covers the live preview (hosts use the rules of content/redirects.yaml and the not-found page).
  if (!condition) throw redirect(addressIn(language, '/conditions'))
  const site = siteIn(language)
  return {
    head: conditionHead(condition, { name: site.name, url: site.url, conditionsList: site.labels.conditionsList }),
    source: sourceOf(condition),
    condition,
  }
}
