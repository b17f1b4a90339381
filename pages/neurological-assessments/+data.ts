import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import type { PageData } from '../../renderer/types'

/** Reviewed health information: search engines and link previews get the latest review date, and the questions and answers. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'neurological-assessments'))
  const modified = getCollection('assessments')
    .map((category) => category.lastReviewed)
    .sort()
    .at(-1)
  const faqs = getCollection('faqs', (faq) => faq.group === 'assessments')
  return { ...page, head: { ...page.head, type: 'article', modified, structuredData: [faqStructuredData(faqs)] } }
}
