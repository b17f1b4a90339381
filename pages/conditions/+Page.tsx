import ConditionsList from '../../content/pages/conditions.mdx'
import { PageBody } from '../../components/PageBody'

export default function Page() {
  return (
    <PageBody>
      <ConditionsList />
    </PageBody>
  )
}
