/** A page written whole in its content file (content/pages/…): the body in the page's column. */
import { PageContent } from '../renderer/usePageContext'
import { PageBody } from './PageBody'

export function ContentPage() {
  return (
    <PageBody>
      <PageContent />
    </PageBody>
  )
}
