/**
 * The review record of a health page: who checked the facts, when, when the next check is due, and
 * the references. Who and when come only from a clinician's verified signature over the page's words
 * (lib/content/reviews-shown.ts); without one the record says that clinical review is pending.
 */
import { useId } from 'react'
import styled from 'styled-components'
import { reviewShown } from '../lib/content/reviews-shown'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { formatDay } from '../lib/dates'
import { site } from '../lib/site'
import { ReviewLinks } from './ReviewLinks'
import { SmartLink } from './SmartLink'
import { media, theme } from './theme'

type ReviewRecordProps = Pick<ConditionFrontmatter, 'sources'> & {
  /** The page's content file (content/conditions/sleep.mdx): its signature says who reviewed it. */
  file: string
  /** 2 (the default) when the record is a part of the page; 3 inside a titled part such as a tab panel. */
  headingLevel?: 2 | 3
}

const Box = styled.section`
  margin: ${theme.space.xxl} 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceAlt};
  [data-part='title'] { font-size: ${theme.font.size.xl}; }
  [data-part='sources'] { font-size: ${theme.font.size.lg}; margin: ${theme.space.lg} 0 ${theme.space.sm}; }
  ol { margin: 0; padding-left: ${theme.space.lg}; }
  ol > li + li { margin-top: ${theme.space.xs}; }
`

const Facts = styled.dl`
  display: grid;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  ${media.md} { grid-template-columns: repeat(3, auto); justify-content: start; }
  div { display: flex; flex-direction: column; }
  dt { font-size: ${theme.font.size.sm}; color: ${theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; color: ${theme.colors.heading}; }
`

const Pending = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.heading};
`

export function ReviewRecord({ file, sources, headingLevel = 2 }: ReviewRecordProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  const labels = site.labels
  const headingId = useId()
  const sourcesId = useId()
  const review = reviewShown(file)
  return (
    <Box aria-labelledby={headingId} data-review="">
      <Heading id={headingId} data-part="title">
        {labels.medicalReview}
      </Heading>
      {review.status === 'reviewed' ? (
        <Facts>
          <div>
            <dt>{labels.reviewedBy}</dt>
            <dd>
              {review.name}, {review.credentials}
            </dd>
          </div>
          <div>
            <dt>{labels.lastReviewed}</dt>
            <dd>
              <time dateTime={review.date}>{formatDay(review.date)}</time>
            </dd>
          </div>
          <div>
            <dt>{labels.nextReview}</dt>
            <dd>
              <time dateTime={review.due}>{formatDay(review.due)}</time>
            </dd>
          </div>
        </Facts>
      ) : (
        <Pending data-review-pending="">{labels.reviewPending}</Pending>
      )}
      {sources.length ? (
        <>
          <SubHeading id={sourcesId} data-part="sources">
            {labels.sources}
          </SubHeading>
          <ol aria-labelledby={sourcesId}>
            {sources.map((source) => (
              <li key={source.url}>
                <SmartLink href={source.url}>{source.title}</SmartLink>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <ReviewLinks />
    </Box>
  )
}
