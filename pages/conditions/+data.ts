import type { PageContextServer } from 'vike/types'
import { listTrail, routeData, routeEntry } from '../../lib/content/route-data'
import type { PageData } from '../../renderer/types'

/** The list sits under the home page in the breadcrumb trail search engines show, as each condition sits under it. */
export const data = (pageContext: PageContextServer): PageData =>
  routeData(routeEntry(pageContext, 'pages', 'conditions'), pageContext, {
    breadcrumbs: listTrail('conditions', pageContext),
  })
