import Services from '../../content/pages/services.mdx'
import { ServiceCards } from '../../components/ServiceCards'
import { ServiceTabs } from '../../components/ServiceTabs'
import { PageBody } from '../../components/PageBody'

/** The parts only this page's words place: they show the data its +data.ts loads. */
const components = { ServiceCards, ServiceTabs }

export default function Page() {
  return (
    <PageBody>
      <Services components={components} />
    </PageBody>
  )
}
