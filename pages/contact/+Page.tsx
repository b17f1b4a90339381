import Contact from '../../content/pages/contact.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <Contact />
    </PageBody>
  )
}
