import { reviewStructuredData } from '../../../../lib/content/reviews-shown'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PostNeighbour } from '../../../../components/PostPage'
import { getCollection, sourceOf, type CollectionEntry } from '../../../../lib/content/collections'
import { site } from '../../../../lib/site'
import { pageDescriptionOf, pageTitleOf } from '../../../../lib/content/addresses'
import { blogPosting } from '../../../../lib/structured-data'
import type { PageData } from '../../../../renderer/types'

export interface PostData extends PageData {
  post: CollectionEntry<'posts'>
  newer?: PostNeighbour
  older?: PostNeighbour
}

const neighbour = (post: CollectionEntry<'posts'> | undefined): PostNeighbour | undefined =>
  post?.address ? { title: post.title, address: post.address } : undefined

export const data = (pageContext: PageContextServer): PostData => {
  // Newest first, as the Blog tab lists them.
  const posts = getCollection('posts')
  const index = posts.findIndex((post) => post.address === pageContext.urlPathname)
  if (index === -1) throw render(404)
  const post = posts[index]
  return {
    head: {
      title: pageTitleOf('posts', post, site.name)!,
      description: pageDescriptionOf('posts', post)!,
      type: 'article',
      modified: reviewStructuredData(post.file).lastReviewed ?? post.date,
      breadcrumbs: [
        { name: site.name, path: '/' },
        { name: post.title, path: pageContext.urlPathname },
      ],
      structuredData: [blogPosting(site, post, { standalone: true, review: reviewStructuredData(post.file) })],
    },
    source: sourceOf(post),
    post,
    newer: neighbour(posts[index - 1]),
    older: neighbour(posts[index + 1]),
  }
}
