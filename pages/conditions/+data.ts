import { requireEntry } from '../../lib/content/collections'
import { pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import type { PageData } from '../../renderer/types'

/** The list sits under the home page in the breadcrumb trail search engines show. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'conditions'))
  const breadcrumbs = [
    { name: site.name, path: '/' },
    { name: site.labels.conditionsList, path: '/conditions' },
  ]
  return { ...page, head: { ...page.head, breadcrumbs } }
}
