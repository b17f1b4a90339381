import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection, sourceOf, type CollectionEntry } from '../../../../lib/content/collections'
import { guideHead } from '../../../../lib/content/head'
import { site } from '../../../../lib/site'
import type { PageData } from '../../../../renderer/types'

export interface GuideData extends PageData {
  guide: CollectionEntry<'guides'>
}

export const data = (pageContext: PageContextServer): GuideData => {
  const guide = getCollection('guides').find((entry) => entry.address === pageContext.urlPathname)
  if (!guide) throw render(404)
  return { head: guideHead(guide, { name: site.name, url: site.url }), source: sourceOf(guide), guide }
}
