import type { OnPrerenderStartSync } from 'vike/types'
import { inShare } from './prerender-shares'

/**
 * The pages this process renders. `npm run build` renders the site in several processes at once
 * (scripts/build.mjs), each given its share in PRERENDER_SHARE; a process given none renders them all.
 */
export const onPrerenderStart: OnPrerenderStartSync = (prerenderContext) => {
  // The configuration has been read: the build may start the next renderer (scripts/build.mjs).
  process.send?.('configured')
  // Copies, as Vike's own examples return: Vike reads its outdated `url` getter on the objects this
  // hook returns, and that getter warns, with a stack trace, that the hook used it.
  const pageContexts = prerenderContext.pageContexts.filter((pageContext) => inShare(pageContext.urlOriginal)).map((pageContext) => ({ ...pageContext }))
  return { prerenderContext: { pageContexts } }
}
