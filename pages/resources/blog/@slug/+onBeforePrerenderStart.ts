import { getCollection } from '../../../../lib/content/collections'

/** One page per post, at /resources/blog/<slug of its title>. */
export const onBeforePrerenderStart = () =>
  getCollection('posts').flatMap((post) => (post.address ? [post.address] : []))
