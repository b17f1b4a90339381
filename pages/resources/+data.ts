import { getCollection, requireEntry } from '../../lib/content/collections'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { blog } from '../../lib/structured-data'
import type { PageData } from '../../renderer/types'

/** Search engines get the page's questions and answers and the blog's posts. */
export const data = (): PageData => {
  const page = pageData(requireEntry('pages', 'resources'))
  const faqs = getCollection('faqs', (faq) => faq.group === 'resources')
  return {
    ...page,
    head: { ...page.head, structuredData: [faqStructuredData(faqs), blog(site, getCollection('posts'))] },
  }
}
