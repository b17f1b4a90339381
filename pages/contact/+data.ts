import type { PageContextServer } from 'vike/types'
import { getCollection, requireEntry } from '../../lib/content/collections'
import { SOURCE_LANGUAGE } from '../../lib/language'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** Search engines get the institute's details and the page's questions and answers. */
export const data = (pageContext: PageContextServer): PageData => {
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const page = pageData(requireEntry('pages', 'contact', language))
  const faqs = getCollection('faqs', language, (faq) => faq.group === 'contact')
  return { ...page, head: { ...page.head, structuredData: [medicalClinic(site), faqStructuredData(faqs)] } }
}
