import { frontmatter } from '../../content/pages/contact.mdx'
import type { FaqData } from '../../components/FaqAccordion'
import { entriesOf } from '../../lib/content/entries'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { medicalClinic } from '../../lib/structured-data'
import type { FaqFrontmatter } from '../../lib/content/schema'

export const data = (): ReturnType<typeof pageData> & FaqData => {
  const faqs = entriesOf<FaqFrontmatter>(import.meta.glob('/content/faqs/*.mdx', { eager: true, import: 'frontmatter' })).filter((faq) => faq.group === 'contact')
  const { head } = pageData(frontmatter)
  return { head: { ...head, structuredData: [medicalClinic(site), faqStructuredData(faqs)] }, faqs }
}
