/** The latest articles (content/posts), newest first, each linking to /resources/blog/<slug of its title>. */
import { withBase } from '../lib/site'
import { getCollection } from '../lib/content/collections'
import { MEDIA_CARD_SIZES, MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { PostMeta } from './PostMeta'
import styles from './BlogPosts.module.css'
import { currentLanguage } from '../lib/language'
import { EntryPicture } from './Picture'

export function BlogPosts() {
  const posts = getCollection('posts', currentLanguage())
  return (
    <MediaCardGrid>
      {posts.map((post) => (
        <MediaCard key={post.id} data-post={post.id}>
          <EntryPicture entry={post} width={400} height={225} loading="lazy" sizes={MEDIA_CARD_SIZES} />
          <MediaCardBody>
            <PostMeta category={post.category} date={post.date} />
            <h3>
              <a className={styles.titleLink} data-card-link="" href={withBase(post.address ?? '')}>
                {post.title}
              </a>
            </h3>
            <p>{post.excerpt}</p>
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
