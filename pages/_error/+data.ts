import type { PageContextServer } from 'vike/types'
import { getEntry, requireEntry } from '../../lib/content/collections'
import { routeData, routeLanguage } from '../../lib/content/route-data'
import { CONTENT_ERROR_HEADING, ContentError, formatProblems } from '../../lib/content/problems'
import { SOURCE_LANGUAGE } from '../../lib/language'
import type { PageData } from '../../renderer/types'

export interface ErrorPageData extends PageData {
  /** In the live preview, the content mistake that stopped the page, so the writer sees it in the browser. */
  contentError?: string
}

export const data = (pageContext: PageContextServer): ErrorPageData => {
  // Under /es/ the page speaks Spanish where content/es/pages/ translates it (renderer/+onBeforeRoute.ts, +onPrerenderStart.ts).
  const id = pageContext.is404 === false ? 'error' : 'not-found'
  const entry = getEntry('pages', id, routeLanguage(pageContext)) ?? requireEntry('pages', id, SOURCE_LANGUAGE)
  const { head, source } = routeData(entry, { language: entry.language })
  const error = pageContext.errorWhileRendering
  // The live preview may hand the error on wrapped, so it is known by its message.
  const message =
    error instanceof ContentError
      ? formatProblems(error.problems)
      : error instanceof Error && error.message.includes(CONTENT_ERROR_HEADING)
        ? error.message.slice(error.message.indexOf(CONTENT_ERROR_HEADING) + CONTENT_ERROR_HEADING.length).trim()
        : undefined
  const contentError = import.meta.env.DEV ? message : undefined
  // The not-found page is not where a page's words are edited: it shows no date or edit link. Its tab
  // says only what happened, as written ("Page Not Found"), without the institute's name.
  return {
    head: { ...head, title: entry.title, noindex: true },
    source: source && { ...source, hideFoot: true },
    contentError,
  }
}
