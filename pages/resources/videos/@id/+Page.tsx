import { VideoPage } from '../../../../components/VideoPage'
import { usePageBody, usePageData } from '../../../../renderer/usePageContext'
import type { VideoData } from './+data'

export default function Page() {
  const { video, transcript } = usePageData<VideoData>()
  const Body = usePageBody()
  return <VideoPage video={video} Body={transcript ? Body : undefined} />
}
