import Pricing from '../../content/pages/pricing.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <Pricing />
    </PageBody>
  )
}
