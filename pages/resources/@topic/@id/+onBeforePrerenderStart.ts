import { getCollection } from '../../../../lib/content/collections'

/** One page per guide file. */
export const onBeforePrerenderStart = () =>
  getCollection('guides').flatMap((guide) => (guide.address ? [guide.address] : []))
