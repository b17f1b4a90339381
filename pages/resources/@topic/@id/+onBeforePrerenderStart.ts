import { getCollection } from '../../../../lib/content/collections'
import { toRender } from '../../../../renderer/prerender-shares'

/** One page per guide file. */
export const onBeforePrerenderStart = () =>
  toRender(getCollection('guides').flatMap((guide) => (guide.address ? [guide.address] : [])))
