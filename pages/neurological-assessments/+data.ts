import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { reviewStructuredData } from '../../lib/content/reviews-shown'
import type { PageContextServer } from 'vike/types'
import { SOURCE_LANGUAGE } from '../../lib/language'
import type { PageData } from '../../renderer/types'

/** Health information: search engines and link previews get the latest day a clinician signed a category (when one has), and the questions and answers. */
export const data = (pageContext: PageContextServer): PageData => {
  // The page's own language, never the default: a translation of this page is read in Spanish.
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const page = pageData(requireEntry('pages', 'neurological-assessments', language))
  const modified = getCollection('assessments', language)
    .flatMap((category) => reviewStructuredData(category.file).lastReviewed ?? [])
    .sort()
    .at(-1)
  const faqs = getCollection('faqs', language, (faq) => faq.group === 'assessments')
  return { ...page, head: { ...page.head, type: 'article', modified, structuredData: [faqStructuredData(faqs)] } }
}
