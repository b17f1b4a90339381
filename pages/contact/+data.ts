import type { PageContextServer } from 'vike/types'
import { getCollection } from '../../lib/content/collections'
import { faqStructuredData, routeData, routeEntry, routeLanguage } from '../../lib/content/route-data'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** Search engines get the institute's details and the page's questions and answers. */
export const data = (pageContext: PageContextServer): PageData => {
  const faqs = getCollection('faqs', routeLanguage(pageContext), (faq) => faq.group === 'contact')
  return routeData(routeEntry(pageContext, 'pages', 'contact'), pageContext, {
    structuredData: [medicalClinic(site), faqStructuredData(faqs)],
  })
}
