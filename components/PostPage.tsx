/**
 * A blog post's page: its category and date, its title, its picture, the body written in its file,
 * the review record when it gives health information, and the links to the newer and older post.
 */
import { ArrowLeft, ArrowRight } from 'lucide-react'
import type { ComponentType } from 'react'
import styled from 'styled-components'
import type { CollectionEntry } from '../lib/content/collections'
import { fill, site, withBase } from '../lib/site'
import { Container, FULL_BLEED, PageBody } from './PageBody'
import { PostMeta } from './PostMeta'
import { ReviewRecord } from './ReviewRecord'
import { SourceList } from './SourceList'
import { media, theme } from './theme'

export interface PostNeighbour {
  title: string
  address: string
}

const Hero = styled.header`
  background: linear-gradient(180deg, ${theme.colors.tint} 0%, ${theme.colors.surface} 100%);
  padding: ${theme.space.xxl} 0 ${theme.space.xl};
  h1 { font-size: ${theme.font.size.hero}; margin: ${theme.space.md} 0; max-width: 48rem; }
`

const Excerpt = styled.p`
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.muted};
  max-width: 48rem;
  margin: 0;
`

const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 48rem;
  height: auto;
  margin: ${theme.space.xl} 0;
  border-radius: ${theme.radius.lg};
`

const Neighbours = styled.nav`
  ul { list-style: none; margin: ${theme.space.xl} 0 0; padding: 0; display: grid; gap: ${theme.space.md}; }
  ${media.md} { ul { grid-template-columns: 1fr 1fr; } }
  a {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
    min-height: 2.75rem;
    padding: ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    font-weight: 600;
  }
  [data-older] a { justify-content: flex-end; text-align: right; }
  ${media.md} { [data-older] { grid-column: 2; } }
  svg { flex: none; }
`

interface PostPageProps {
  post: CollectionEntry<'posts'>
  Body: ComponentType
  newer?: PostNeighbour
  older?: PostNeighbour
}

export function PostPage({ post, Body, newer, older }: PostPageProps) {
  return (
    <PageBody data-post-page="">
      <Hero {...FULL_BLEED}>
        <Container>
          <PostMeta category={post.category} date={post.date} onTint />
          <h1>{post.title}</h1>
          <Excerpt>{post.excerpt}</Excerpt>
        </Container>
      </Hero>
      <Picture src={withBase(post.image)} alt={post.imageAlt} width={768} height={432} />
      <Body />
      {post.clinicalTopic ? (
        <ReviewRecord file={post.file} sources={post.sources} />
      ) : (
        <SourceList sources={post.sources} />
      )}
      {newer || older ? (
        <Neighbours aria-label={site.labels.postNavigation}>
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
        </Neighbours>
      ) : null}
    </PageBody>
  )
}
