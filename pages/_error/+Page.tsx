import { useEffect } from 'react'
import ErrorContent from '../../content/pages/error.mdx'
import NotFoundContent from '../../content/pages/not-found.mdx'
import { PageBody } from '../../components/PageBody'
import { withBase } from '../../lib/site'
import { usePageContext, usePageData } from '../../renderer/usePageContext'
import type { ErrorPageData } from './+data'
import { ContentErrorNotice } from '../../components/ContentErrorNotice'

/** Unknown condition addresses end at the list, on hosts that do not read public/_redirects too. */
const CONDITIONS = withBase('/conditions')

export default function Page() {
  const { is404, urlPathname } = usePageContext()
  const { contentError } = usePageData<ErrorPageData>()
  const notFound = is404 !== false

  useEffect(() => {
    if (!notFound) return
    const path = window.location.pathname
    if (path.startsWith(`${CONDITIONS}/`)) {
      window.location.replace(CONDITIONS)
      return
    }
    console.error('404 Error: User attempted to access non-existent route:', path)
  }, [notFound, urlPathname])

  return (
    <PageBody>
      {notFound ? <NotFoundContent /> : <ErrorContent />}
      {contentError ? <ContentErrorNotice message={contentError} /> : null}
    </PageBody>
  )
}
