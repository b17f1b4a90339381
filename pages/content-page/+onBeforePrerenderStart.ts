import { forThisShare } from '../../renderer/prerender-shares'
import { getCollection } from '../../lib/content/collections'

/** One page per page file; addresses that also have a route of their own are rendered by that route. */
export const onBeforePrerenderStart = () => forThisShare(getCollection('pages').flatMap((page) => (page.address ? [page.address] : [])))
