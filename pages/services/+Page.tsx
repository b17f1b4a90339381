import Services from '../../content/pages/services.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <Services />
    </PageBody>
  )
}
