import { useEffect } from 'react'
import ErrorContent from '../../content/pages/error.mdx'
import NotFoundContent from '../../content/pages/not-found.mdx'
import { PageBody } from '../../components/PageBody'
import { usePageContext } from '../../renderer/usePageContext'

export default function Page() {
  const { is404, urlPathname } = usePageContext()
  const notFound = is404 !== false

  useEffect(() => {
    if (notFound) console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [notFound, urlPathname])

  return <PageBody>{notFound ? <NotFoundContent /> : <ErrorContent />}</PageBody>
}
