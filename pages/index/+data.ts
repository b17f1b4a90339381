import { requireEntry } from '../../lib/content/collections'
import { pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** The home page is the institute's own page for search engines. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'home'))
  return { ...page, head: { ...page.head, structuredData: [medicalClinic(site)] } }
}
