import type { PageContextServer } from 'vike/types'
import { routeData, routeEntry } from '../../lib/content/route-data'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** The home page is the institute's own page for search engines. */
export const data = (pageContext: PageContextServer): PageData =>
  routeData(routeEntry(pageContext, 'pages', 'home'), pageContext, { structuredData: [medicalClinic(site)] })
