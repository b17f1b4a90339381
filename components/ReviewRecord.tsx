/** The review record of a health page: who checked the facts, when, when the next check is due, and the references. */
import { useId } from 'react'
import styled from 'styled-components'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { formatDay } from '../lib/dates'
import { site } from '../lib/site'
import { ReviewLinks } from './ReviewLinks'
import { SmartLink } from './SmartLink'
import { media, theme } from './theme'

type ReviewRecordProps = Pick<ConditionFrontmatter, 'reviewedBy' | 'sources'> & {
  /** Left out where no clinician has given the day (a guide may have none yet): the record then names the reviewer alone. */
  lastReviewed?: string
  nextReview?: string
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
  li + li { margin-top: ${theme.space.xs}; }
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

export function ReviewRecord({ reviewedBy, lastReviewed, nextReview, sources, headingLevel = 2 }: ReviewRecordProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  const labels = site.labels
  const headingId = useId()
  const sourcesId = useId()
  return (
    <Box aria-labelledby={headingId} data-review="">
      <Heading id={headingId} data-part="title">
        {labels.medicalReview}
      </Heading>
      <Facts>
        <div>
          <dt>{labels.reviewedBy}</dt>
          <dd>
            {reviewedBy.name}, {reviewedBy.role}
          </dd>
        </div>
        {lastReviewed ? (
          <div>
            <dt>{labels.lastReviewed}</dt>
            <dd>
              <time dateTime={lastReviewed}>{formatDay(lastReviewed)}</time>
            </dd>
          </div>
        ) : null}
        {nextReview ? (
          <div>
            <dt>{labels.nextReview}</dt>
            <dd>
              <time dateTime={nextReview}>{formatDay(nextReview)}</time>
            </dd>
          </div>
        ) : null}
      </Facts>
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
