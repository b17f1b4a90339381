import type { PageContextServer } from 'vike/types'
import type { PostNeighbour } from '../../../../components/PostPage'
import { getCollection, type CollectionEntry } from '../../../../lib/content/collections'
import { routeData, routeEntry, routeLanguage } from '../../../../lib/content/route-data'
import type { PageData } from '../../../../renderer/types'

export interface PostData extends PageData {
  post: CollectionEntry<'posts'>
  newer?: PostNeighbour
  older?: PostNeighbour
}

const neighbour = (post: CollectionEntry<'posts'> | undefined): PostNeighbour | undefined =>
  post?.address ? { title: post.title, address: post.address } : undefined

export const data = (pageContext: PageContextServer): PostData => {
  const post = routeEntry(pageContext, 'posts')
  // Newest first, as the Blog tab lists them.
  const posts = getCollection('posts', routeLanguage(pageContext))
  const index = posts.findIndex((candidate) => candidate.id === post.id)
  return {
    ...routeData(post, pageContext),
    post,
    newer: neighbour(posts[index - 1]),
    older: neighbour(posts[index + 1]),
  }
}
