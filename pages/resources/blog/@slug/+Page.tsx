import { PostPage } from '../../../../components/PostPage'
import { usePageBody, usePageData } from '../../../../renderer/usePageContext'
import type { PostData } from './+data'

export default function Page() {
  const { post, newer, older } = usePageData<PostData>()
  return <PostPage post={post} Body={usePageBody()} newer={newer} older={older} />
}
