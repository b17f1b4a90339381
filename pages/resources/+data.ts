import { frontmatter } from '../../content/pages/resources.mdx'
import type { PostsData } from '../../components/BlogPosts'
import type { EducationData } from '../../components/EducationLists'
import type { FaqData } from '../../components/FaqAccordion'
import type { VideosData } from '../../components/VideoCards'
import { entriesOf } from '../../lib/content/entries'
import { faqStructuredData, pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import { blog } from '../../lib/structured-data'
import type { EducationListFrontmatter, FaqFrontmatter, PostFrontmatter, VideoFrontmatter } from '../../lib/content/schema'

type ResourcesData = ReturnType<typeof pageData> & EducationData & FaqData & PostsData & VideosData

export const data = (): ResourcesData => {
  const faqs = entriesOf<FaqFrontmatter>(import.meta.glob('/content/faqs/*.mdx', { eager: true, import: 'frontmatter' })).filter((faq) => faq.group === 'resources')
  const { head } = pageData(frontmatter)
  // Newest first.
  const posts = entriesOf<PostFrontmatter>(import.meta.glob('/content/posts/*.mdx', { eager: true, import: 'frontmatter' })).sort((a, b) => b.date.localeCompare(a.date))
  return {
    head: { ...head, structuredData: [faqStructuredData(faqs), blog(site, posts)] },
    education: entriesOf<EducationListFrontmatter>(import.meta.glob('/content/education/*.mdx', { eager: true, import: 'frontmatter' })),
    faqs,
    posts,
    videos: entriesOf<VideoFrontmatter>(import.meta.glob('/content/videos/*.mdx', { eager: true, import: 'frontmatter' })),
  }
}
