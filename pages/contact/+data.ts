import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** Search engines get the institute's details and the page's questions and answers. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'contact'))
  const faqs = getCollection('faqs', (faq) => faq.group === 'contact')
  return { ...page, head: { ...page.head, structuredData: [medicalClinic(site), faqStructuredData(faqs)] } }
}
