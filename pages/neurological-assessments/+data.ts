import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { reviewStructuredData } from '../../lib/content/reviews-shown'
import type { PageData } from '../../renderer/types'

/** Health information: search engines and link previews get the latest day a clinician signed a category (when one has), and the questions and answers. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'neurological-assessments'))
  const modified = getCollection('assessments')
    .flatMap((category) => reviewStructuredData(category.file).lastReviewed ?? [])
    .sort()
    .at(-1)
  const faqs = getCollection('faqs', (faq) => faq.group === 'assessments')
  return { ...page, head: { ...page.head, type: 'article', modified, structuredData: [faqStructuredData(faqs)] } }
}
