import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { siteIn } from '../../lib/site'
import { blog } from '../../lib/structured-data'
import type { PageContextServer } from 'vike/types'
import { SOURCE_LANGUAGE } from '../../lib/language'
import type { PageData } from '../../renderer/types'

/** Search engines get the page's questions and answers and the blog's posts. */
export const data = (pageContext: PageContextServer): PageData => {
  // The page's own language, never the default: a translation of this page is read in Spanish.
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const page = pageData(requireEntry('pages', 'resources', language))
  const faqs = getCollection('faqs', language, (faq) => faq.group === 'resources')
  return {
    ...page,
    head: {
      ...page.head,
      structuredData: [faqStructuredData(faqs), blog(siteIn(language), getCollection('posts', language))],
    },
  }
}
