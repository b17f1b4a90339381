import type { PageContextServer } from 'vike/types'
import { frontmatter as errorPage } from '../../content/pages/error.mdx'
import { frontmatter as notFoundPage } from '../../content/pages/not-found.mdx'
import { pageData } from '../../lib/content/head'

export const data = (pageContext: PageContextServer) => {
  const { head } = pageData(pageContext.is404 === false ? errorPage : notFoundPage)
  return { head: { ...head, noindex: true } }
}
