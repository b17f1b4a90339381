import type { PageContextServer } from 'vike/types'
import { routeData, routeEntry } from '../../lib/content/route-data'
import type { PageData } from '../../renderer/types'

export const data = (pageContext: PageContextServer): PageData =>
  routeData(routeEntry(pageContext, 'pages'), pageContext)
