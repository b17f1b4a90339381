import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { findCondition, type Condition } from '../../../lib/content/conditions.server'
import { conditionHead } from '../../../lib/content/head'
import { site } from '../../../lib/site'
import type { PageData } from '../../../renderer/types'

export interface ConditionData extends PageData {
  condition: Condition
}

export const data = (pageContext: PageContextServer): ConditionData => {
  const condition = findCondition(pageContext.routeParams.id)
  // Only known ids are prerendered; this covers the live preview (hosts use public/_redirects and the not-found page).
  if (!condition) throw redirect('/conditions')
  return { head: conditionHead(condition, { name: site.name, url: site.url, conditionsList: site.labels.conditionsList }), condition }
}
