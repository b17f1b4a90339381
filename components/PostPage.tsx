/**
 * A blog post's page: its category and date, its title, its picture, the body written in its file,
 * the review record when it gives health information, and the links to the newer and older post.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ComponentType } from 'react'
import type { CollectionEntry } from '../lib/content/collections'
import { fill, site, withBase } from '../lib/site'
import { Container, FULL_BLEED, PageBody } from './PageBody'
import { ContentsSlot } from './OnThisPage'
import { PostMeta } from './PostMeta'
import { ReviewRecord } from './ReviewRecord'
import { SourceList } from './SourceList'
import styles from './PostPage.module.css'
import { EntryPicture } from './Picture'

export interface PostNeighbour {
  title: string
  address: string
}

interface PostPageProps {
  post: CollectionEntry<'posts'>
  Body: ComponentType
  newer?: PostNeighbour
  older?: PostNeighbour
}

export function PostPage({ post, Body, newer, older }: PostPageProps) {
  return (
    <PageBody data-post-page="">
      <header className={styles.hero} {...FULL_BLEED}>
        <Container>
          <PostMeta category={post.category} date={post.date} onTint />
          <h1>{post.title}</h1>
          <p className={styles.excerpt}>{post.excerpt}</p>
        </Container>
      </header>
      <EntryPicture entry={post} className={styles.picture} width={768} height={432} />
      <ContentsSlot />
      <Body />
      {post.clinicalTopic ? (
        <ReviewRecord file={post.file} sources={post.sources} />
      ) : (
        <SourceList sources={post.sources} />
      )}
      {newer || older ? (
        <nav className={styles.neighbours} aria-label={site.labels.postNavigation}>
          <ul>
            {newer ? (
              <li data-newer="">
                <a href={withBase(newer.address)}>
                  <ArrowLeft aria-hidden="true" size={20} />
                  {fill(site.labels.newerPost, { title: newer.title })}
                </a>
              </li>
            ) : null}
            {older ? (
              <li data-older="">
                <a href={withBase(older.address)}>
                  {fill(site.labels.olderPost, { title: older.title })}
                  <ArrowRight aria-hidden="true" size={20} />
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </PageBody>
  )
}
