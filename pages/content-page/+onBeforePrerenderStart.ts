import { getCollection } from '../../lib/content/collections'
import { LANGUAGES } from '../../lib/language'
import { toRender } from '../../renderer/prerender-shares'

/**
 * One page per page file, in each language it is written in; addresses that also have a route of
 * their own are rendered by that route (/es/contact too, routed as /contact: renderer/+onBeforeRoute.ts).
 */
export const onBeforePrerenderStart = () =>
  toRender(
    LANGUAGES.flatMap((language) =>
      getCollection('pages', null, language).flatMap((page) => (page.address ? [page.address] : [])),
    ),
  )
