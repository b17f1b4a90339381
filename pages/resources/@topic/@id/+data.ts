import type { PageContextServer } from 'vike/types'
import type { CollectionEntry } from '../../../../lib/content/collections'
import { routeData, routeEntry } from '../../../../lib/content/route-data'
import type { PageData } from '../../../../renderer/types'

export interface GuideData extends PageData {
  guide: CollectionEntry<'guides'>
}

export const data = (pageContext: PageContextServer): GuideData => {
  const guide = routeEntry(pageContext, 'guides')
  return { ...routeData(guide, pageContext), guide }
}
