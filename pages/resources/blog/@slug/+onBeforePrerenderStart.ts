import { getCollection } from '../../../../lib/content/collections'
import { toRender } from '../../../../renderer/prerender-shares'

/** One page per post, at /resources/blog/<slug of its title>. */
export const onBeforePrerenderStart = () =>
  toRender(getCollection('posts').flatMap((post) => (post.address ? [post.address] : [])))
