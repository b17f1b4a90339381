import { forThisShare } from '../../../../renderer/prerender-shares'
import { getCollection } from '../../../../lib/content/collections'

/** One page per guide file. */
export const onBeforePrerenderStart = () => forThisShare(getCollection('guides').flatMap((guide) => (guide.address ? [guide.address] : [])))
