import Resources from '../../content/pages/resources.mdx'
import { BlogPosts } from '../../components/BlogPosts'
import { EducationLists } from '../../components/EducationLists'
import { FaqAccordion } from '../../components/FaqAccordion'
import { NewsletterForm } from '../../components/NewsletterForm'
import { VideoCards } from '../../components/VideoCards'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { BlogPosts, EducationLists, FaqAccordion, NewsletterForm, VideoCards }

export default function Page() {
  return (
    <PageBody>
      <Resources components={components} />
    </PageBody>
  )
}
