import Pricing from '../../content/pages/pricing.mdx'
import { PricingPlans } from '../../components/PricingPlans'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { PricingPlans }

export default function Page() {
  return (
    <PageBody>
      <Pricing components={components} />
    </PageBody>
  )
}
