/**
 * The review record of a health page: who checked the facts, when, when the next check is due, and
 * the references. Who and when come only from a clinician's verified signature over the page's words
 * (lib/content/reviews-shown.ts); without one the record says that clinical review is pending.
 */
import { useId } from 'react'
import { reviewShown } from '../lib/content/reviews-shown'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { formatDay } from '../lib/dates'
import { site } from '../lib/site'
import { ReviewLinks } from './ReviewLinks'
import { SmartLink } from './SmartLink'
import styles from './ReviewRecord.module.css'

type ReviewRecordProps = Pick<ConditionFrontmatter, 'sources'> & {
  /** The page's content file (content/conditions/sleep.mdx): its signature says who reviewed it. */
  file: string
  /** 2 (the default) when the record is a part of the page; 3 inside a titled part such as a tab panel. */
  headingLevel?: 2 | 3
}

export function ReviewRecord({ file, sources, headingLevel = 2 }: ReviewRecordProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4'
  const labels = site.labels
  const headingId = useId()
  const sourcesId = useId()
  const review = reviewShown(file)
  return (
    <section className={styles.box} aria-labelledby={headingId} data-review="">
      <Heading id={headingId} data-part="title">
        {labels.medicalReview}
      </Heading>
      {review.status === 'reviewed' ? (
        <dl className={styles.facts}>
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
        </dl>
      ) : (
        <p className={styles.pending} data-review-pending="">
          {labels.reviewPending}
        </p>
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
    </section>
  )
}
