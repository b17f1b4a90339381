import type { PageContextServer } from 'vike/types'
import { frontmatter as errorPage } from '../../content/pages/error.mdx'
import { frontmatter as notFoundPage } from '../../content/pages/not-found.mdx'
import { pageData } from '../../lib/content/head'
import { CONTENT_ERROR_HEADING, ContentError, formatProblems } from '../../lib/content/problems'

export interface ErrorPageData {
  head: ReturnType<typeof pageData>['head']
  /** In the live preview, the content mistake that stopped the page, so the writer sees it in the browser. */
  contentError?: string
}

export const data = (pageContext: PageContextServer): ErrorPageData => {
  const { head } = pageData(pageContext.is404 === false ? errorPage : notFoundPage)
  const error = pageContext.errorWhileRendering
  // The live preview may hand the error on wrapped, so it is known by its message.
  const message = error instanceof ContentError ? formatProblems(error.problems) : error instanceof Error && error.message.includes(CONTENT_ERROR_HEADING) ? error.message.slice(error.message.indexOf(CONTENT_ERROR_HEADING) + CONTENT_ERROR_HEADING.length).trim() : undefined
  const contentError = import.meta.env.DEV ? message : undefined
  return { head: { ...head, noindex: true }, contentError }
}
