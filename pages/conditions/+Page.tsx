import ConditionsList from '../../content/pages/conditions.mdx'
import { ConditionCards } from '../../components/ConditionCards'
import { PageBody } from '../../components/PageBody'
import { usePageData } from '../../renderer/usePageContext'
import type { ConditionsListData } from './+data'

/** What <ConditionCards /> in content/pages/conditions.mdx shows: every condition file, in list order. */
function AllConditionCards() {
  const { conditions } = usePageData<ConditionsListData>()
  return <ConditionCards conditions={conditions} />
}

const components = { ConditionCards: AllConditionCards }

export default function Page() {
  return (
    <PageBody>
      <ConditionsList components={components} />
    </PageBody>
  )
}
