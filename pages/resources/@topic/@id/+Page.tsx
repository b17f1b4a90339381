import { GuidePage } from '../../../../components/GuidePage'
import { usePageBody, usePageData } from '../../../../renderer/usePageContext'
import type { GuideData } from './+data'

export default function Page() {
  const { guide } = usePageData<GuideData>()
  return <GuidePage guide={guide} Body={usePageBody()} />
}
