import type { PageContextServer } from 'vike/types'
import { requireEntry } from '../../lib/content/collections'
import { SOURCE_LANGUAGE } from '../../lib/language'
import { pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** The home page is the institute's own page for search engines. */
export const data = (pageContext: PageContextServer): PageData => {
  const page = pageData(requireEntry('pages', 'home', pageContext.language ?? SOURCE_LANGUAGE))
  return { ...page, head: { ...page.head, structuredData: [medicalClinic(site)] } }
}
