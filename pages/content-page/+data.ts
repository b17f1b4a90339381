import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection } from '../../lib/content/collections'
import { pageData } from '../../lib/content/head'
import type { PageData } from '../../renderer/types'

export const data = (pageContext: PageContextServer): PageData => {
  const page = getCollection('pages').find((entry) => entry.address === pageContext.urlPathname)
  if (!page) throw render(404)
  return pageData(page)
}
