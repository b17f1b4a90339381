import type { PageContextServer } from 'vike/types'
import { requireEntry } from '../../lib/content/collections'
import { pageData } from '../../lib/content/head'
import { addressIn, SOURCE_LANGUAGE } from '../../lib/language'
import { siteIn } from '../../lib/site'
import type { PageData } from '../../renderer/types'

/** The list sits under the home page in the breadcrumb trail search engines show. */
export const data = (pageContext: PageContextServer): PageData => {
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const site = siteIn(language)
  const page = pageData(requireEntry('pages', 'conditions', language))
  const breadcrumbs = [
    { name: site.name, path: addressIn(language, '/') },
    { name: site.labels.conditionsList, path: addressIn(language, '/conditions') },
  ]
  return { ...page, head: { ...page.head, breadcrumbs } }
}
