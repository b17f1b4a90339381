import ErrorContent from '../../content/pages/error.mdx'
import NotFoundContent from '../../content/pages/not-found.mdx'
import { ContentErrorNotice } from '../../components/ContentErrorNotice'
import { PageBody } from '../../components/PageBody'
import { usePageContext, usePageData } from '../../renderer/usePageContext'
import type { ErrorPageData } from './+data'

/** The not-found page (and the error page); lib/not-found.ts acts on the marked not-found page in the browser. */
export default function Page() {
  const { is404 } = usePageContext()
  const { contentError } = usePageData<ErrorPageData>()
  const notFound = is404 !== false
  return (
    <PageBody data-not-found={notFound ? '' : undefined}>
      {notFound ? <NotFoundContent /> : <ErrorContent />}
      {contentError ? <ContentErrorNotice message={contentError} /> : null}
    </PageBody>
  )
}
