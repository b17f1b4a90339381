import Resources from '../../content/pages/resources.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <Resources />
    </PageBody>
  )
}
