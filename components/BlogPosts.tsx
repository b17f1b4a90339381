/** The latest articles (content/posts), newest first, each linking to /resources/blog/<slug of its title>. */
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { getCollection } from '../lib/content/collections'
import { MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { theme } from './theme'
import { PostMeta } from './PostMeta'
import { ReviewNote } from './ReviewNote'

/** The whole card is clickable through the title link, which screen readers hear as one clear link. */
const TitleLink = styled.a`
  color: ${theme.colors.heading};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; }
  &:hover { color: ${theme.colors.primary}; text-decoration: underline; }
  &:focus-visible { outline: none; }
`

export function BlogPosts() {
  const posts = getCollection('posts')
  return (
    <MediaCardGrid>
      {posts.map((post) => (
        <MediaCard key={post.id} data-post={post.id}>
          <img src={withBase(post.image)} alt={post.imageAlt} width={400} height={225} loading="lazy" />
          <MediaCardBody>
            <PostMeta category={post.category} date={post.date} />
            <h3>
              <TitleLink data-card-link="" href={withBase(post.address ?? '')}>
                {post.title}
              </TitleLink>
            </h3>
            <p>{post.excerpt}</p>
            <ReviewNote {...post} />
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
