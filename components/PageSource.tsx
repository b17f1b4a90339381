/**
 * Where a page comes from, for writers and readers: a "Draft" banner over a draft and a "Changed
 * since clinical review" banner over a health page whose words changed after a clinician signed
 * them (both seen only in the live preview and preview builds), and at the page's foot the day its content file last changed and,
 * when content/site.yaml names the repository, a link to edit that file.
 */
import styled from 'styled-components'
import { showDrafts } from '../lib/content/collections'
import { reviewShown } from '../lib/content/reviews-shown'
import { formatDay } from '../lib/dates'
import { fill, site } from '../lib/site'
import { usePageContext } from '../renderer/usePageContext'
import { Container } from './PageBody'
import { theme } from './theme'

const Banner = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.draftSurface};
  color: ${theme.colors.heading};
  border-bottom: 3px solid ${theme.colors.draftBorder};
  font-weight: 700;
  text-align: center;
`

const Foot = styled.footer`
  padding: ${theme.space.lg} 0;
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.muted};
  font-size: ${theme.font.size.sm};
  p { display: flex; flex-wrap: wrap; gap: ${theme.space.xs} ${theme.space.lg}; margin: 0; }
  a { color: ${theme.colors.primary}; }
`

export function DraftBanner() {
  const { source } = usePageContext().data
  if (!source?.draft) return null
  return <Banner data-draft-banner="">{site.labels.draft}</Banner>
}

/** Over a page whose words changed since a clinician signed them, in previews only: the published page says that review is pending. */
export function ReviewChangedBanner() {
  const { source } = usePageContext().data
  if (!showDrafts || !source) return null
  const review = reviewShown(source.file)
  if (review.status !== 'pending' || !review.changedSince) return null
  return (
    <Banner data-review-changed-banner="">
      {fill(site.labels.changedSinceReview, { name: review.changedSince.name })}
    </Banner>
  )
}

export function PageFoot() {
  const { source } = usePageContext().data
  if (!source || source.hideFoot) return null
  // The label says where the day goes ("Last updated: {date}").
  const [before, after = ''] = site.labels.lastUpdated.split('{date}')
  return (
    <Foot data-page-source="" data-pagefind-ignore="">
      <Container>
        <p>
          <span>
            {before}
            <time dateTime={source.lastUpdated}>{formatDay(source.lastUpdated)}</time>
            {after}
          </span>
          {source.editUrl ? <a href={source.editUrl}>{site.labels.editPage}</a> : null}
        </p>
      </Container>
    </Foot>
  )
}
