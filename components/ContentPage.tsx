/** A page written whole in its content file (content/pages/…): the body in the page's column. */
import { usePageBody } from '../renderer/usePageContext'
import { PageBody } from './PageBody'

export function ContentPage() {
  const Body = usePageBody()
  return (
    <PageBody>
      <Body />
    </PageBody>
  )
}
