import type { OnPrerenderStartSync } from 'vike/types'
import { getEntry } from '../lib/content/collections'
import { LANGUAGES, SOURCE_LANGUAGE } from '../lib/language'
import { inShare } from './prerender-shares'

/**
 * The pages this process renders: all of them, unless the build's render step gave it a share of a
 * large site (PRERENDER_SHARE, scripts/build/render.ts). Routes list only these pages (toRender);
 * the pages Vike lists by itself (routes without parameters) are left out here.
 */
export const onPrerenderStart: OnPrerenderStartSync = (prerenderContext) => {
  // The configuration has been read: the render step may start the next share's renderer.
  if (process.env.PRERENDER_SHARE) process.send?.('configured')
  // Copies, as Vike's own examples return: Vike reads its outdated `url` getter on the objects this
  // hook returns, and that getter warns, with a stack trace, that the hook used it.
  const pageContexts = prerenderContext.pageContexts
    .filter((pageContext) => inShare(pageContext.urlOriginal))
    .map((pageContext) => ({ ...pageContext }))
  // The not-found page once more in each language that translates it (/es/404.html): the host serves it for a missing /es/ address (scripts/build/host-files.ts writes the rule).
  for (const notFound of pageContexts.filter((pageContext) => pageContext.is404)) {
    for (const language of LANGUAGES) {
      if (language !== SOURCE_LANGUAGE && getEntry('pages', 'not-found', language))
        pageContexts.push({ ...notFound, urlOriginal: `/${language}/404`, language })
    }
  }
  return { prerenderContext: { pageContexts } }
}
