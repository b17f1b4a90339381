import { ContentErrorNotice } from '../../components/ContentErrorNotice'
import { PageBody } from '../../components/PageBody'
import { PageContent, usePageContext, usePageData } from '../../renderer/usePageContext'
import type { ErrorPageData } from './+data'

/** The not-found page (and the error page); renderer/client/not-found.ts acts on the marked not-found page in the browser. */
export default function Page() {
  const { is404 } = usePageContext()
  const { contentError } = usePageData<ErrorPageData>()
  return (
    <PageBody data-not-found={is404 !== false ? '' : undefined}>
      <PageContent />
      {contentError ? <ContentErrorNotice message={contentError} /> : null}
    </PageBody>
  )
}
