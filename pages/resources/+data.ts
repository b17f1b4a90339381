import type { PageContextServer } from 'vike/types'
import { getCollection } from '../../lib/content/collections'
import { faqStructuredData, routeData, routeEntry, routeLanguage } from '../../lib/content/route-data'
import { siteIn } from '../../lib/site'
import { blog } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** Search engines get the page's questions and answers and the blog's posts. */
export const data = (pageContext: PageContextServer): PageData => {
  const language = routeLanguage(pageContext)
  const faqs = getCollection('faqs', language, (faq) => faq.group === 'resources')
  return routeData(routeEntry(pageContext, 'pages', 'resources'), pageContext, {
    structuredData: [faqStructuredData(faqs), blog(siteIn(language), getCollection('posts', language))],
  })
}
