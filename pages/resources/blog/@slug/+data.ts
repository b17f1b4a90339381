import { reviewStructuredData } from '../../../../lib/content/reviews-shown'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import type { PostNeighbour } from '../../../../components/PostPage'
import { getCollection, sourceOf, type CollectionEntry } from '../../../../lib/content/collections'
import { siteIn } from '../../../../lib/site'
import { addressIn, SOURCE_LANGUAGE } from '../../../../lib/language'
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
  // The page's own language, never the default: a Spanish post is read from content/es/posts/.
  const language = pageContext.language ?? SOURCE_LANGUAGE
  const site = siteIn(language)
  // urlPathname is the address without its /es/ (renderer/+onBeforeRoute.ts); entries carry theirs.
  const address = addressIn(language, pageContext.urlPathname)
  // Newest first, as the Blog tab lists them.
  const posts = getCollection('posts', language)
  const index = posts.findIndex((post) => post.address === address)
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
