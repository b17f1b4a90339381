import type { PageContextServer } from 'vike/types'
import { getCollection } from '../../lib/content/collections'
import { faqStructuredData, routeData, routeEntry, routeLanguage } from '../../lib/content/route-data'
import { reviewStructuredData } from '../../lib/content/reviews-shown'
import type { PageData } from '../../renderer/types'

/** Health information: search engines and link previews get the latest day a clinician signed a category (when one has), and the questions and answers. */
export const data = (pageContext: PageContextServer): PageData => {
  const language = routeLanguage(pageContext)
  const modified = getCollection('assessments', language)
    .flatMap((category) => reviewStructuredData(category.file).lastReviewed ?? [])
    .sort()
    .at(-1)
  const faqs = getCollection('faqs', language, (faq) => faq.group === 'assessments')
  return routeData(routeEntry(pageContext, 'pages', 'neurological-assessments'), pageContext, {
    type: 'article',
    modified,
    structuredData: [faqStructuredData(faqs)],
  })
}
