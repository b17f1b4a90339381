import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection, getEntry, sourceOf, type CollectionEntry } from '../../../../lib/content/collections'
import { guideHead } from '../../../../lib/content/head'
import { addressIn, SOURCE_LANGUAGE } from '../../../../lib/language'
import { siteIn } from '../../../../lib/site'
import type { PageData } from '../../../../renderer/types'

export interface GuideData extends PageData {
  guide: CollectionEntry<'guides'>
}

export const data = (pageContext: PageContextServer): GuideData => {
  // The page's own language, never the default: a Spanish guide is read from content/es/guides/.
  const language = pageContext.language ?? SOURCE_LANGUAGE
  // urlPathname is the address without its /es/ (renderer/+onBeforeRoute.ts); entries carry theirs.
  const address = addressIn(language, pageContext.urlPathname)
  const guide = getCollection('guides', language).find((entry) => entry.address === address)
  if (!guide) throw render(404)
  const site = siteIn(language)
  const resources = getEntry('pages', 'resources', language)
  return {
    head: guideHead(guide, {
      name: site.name,
      url: site.url,
      resources: resources?.address ? { name: resources.title, path: resources.address } : undefined,
    }),
    source: sourceOf(guide),
    guide,
  }
}
