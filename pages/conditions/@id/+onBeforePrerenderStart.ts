import { getCollection } from '../../../lib/content/collections'

/** One page per condition file. */
export const onBeforePrerenderStart = () => getCollection('conditions').map((condition) => `/conditions/${condition.id}`)
