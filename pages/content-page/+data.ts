import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection } from '../../lib/content/collections'
import { pageData } from '../../lib/content/head'
import { addressIn, SOURCE_LANGUAGE } from '../../lib/language'
import type { PageData } from '../../renderer/types'

export const data = (pageContext: PageContextServer): PageData => {
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const address = addressIn(language, pageContext.urlPathname)
  const page = getCollection('pages', language).find((entry) => entry.address === address)
  if (!page) throw render(404)
  return pageData(page)
}
