import { forThisShare } from '../../../renderer/prerender-shares'
import { getCollection } from '../../../lib/content/collections'

/** One page per condition file. */
export const onBeforePrerenderStart = () => forThisShare(getCollection('conditions').map((condition) => `/conditions/${condition.id}`))
