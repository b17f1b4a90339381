import { ConditionBooking, ConditionPage } from '../../../components/ConditionPage'
import { PageBody } from '../../../components/PageBody'
import { ReviewRecord } from '../../../components/ReviewRecord'
import { PageContent, usePageBody, usePageData } from '../../../renderer/usePageContext'
import type { ConditionData } from './+data'

export default function Page() {
  const { condition } = usePageData<ConditionData>()
  const Body = usePageBody()
  if (condition.layout === 'generic') return <ConditionPage condition={condition} Body={Body} />
  // A bespoke page is written whole in its file, with components; the review record and booking close it.
  return (
    <PageBody>
      <PageContent />
      <ReviewRecord file={condition.file} sources={condition.sources} />
      <ConditionBooking name={condition.name} />
    </PageBody>
  )
}
