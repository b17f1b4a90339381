import { frontmatter } from '../../content/pages/neurological-assessments.mdx'
import type { AssessmentsData } from '../../components/AssessmentTabs'
import type { FaqData } from '../../components/FaqAccordion'
import { entriesOf } from '../../lib/content/entries'
import { faqStructuredData, pageData } from '../../lib/content/head'
import type { AssessmentFrontmatter, FaqFrontmatter } from '../../lib/content/schema'

export const data = (): ReturnType<typeof pageData> & AssessmentsData & FaqData => {
  const assessments = entriesOf<AssessmentFrontmatter>(import.meta.glob('/content/assessments/*.mdx', { eager: true, import: 'frontmatter' }))
  const faqs = entriesOf<FaqFrontmatter>(import.meta.glob('/content/faqs/*.mdx', { eager: true, import: 'frontmatter' })).filter((faq) => faq.group === 'assessments')
  const { head } = pageData(frontmatter)
  return {
    // Reviewed health information: search engines and link previews get the latest review date.
    head: { ...head, type: 'article', modified: assessments.map((category) => category.lastReviewed).sort().at(-1), structuredData: [faqStructuredData(faqs)] },
    assessments,
    faqs,
  }
}
