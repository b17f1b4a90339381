import { TeamProfile } from '../../../../components/TeamProfile'
import { usePageBody, usePageData } from '../../../../renderer/usePageContext'
import type { ProfileData } from './+data'

export default function Page() {
  const { member, conditions } = usePageData<ProfileData>()
  return <TeamProfile member={member} conditions={conditions} Body={usePageBody()} />
}
