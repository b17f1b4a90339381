/**
 * One line under a health answer or post: who checked it, when, and when it is checked again, from a
 * clinician's verified signature only (lib/content/reviews-shown.ts); for a health entry without one,
 * that clinical review is pending. Nothing for entries that give no health information.
 */
import { formatDay } from '../lib/dates'
import { reviewShown } from '../lib/content/reviews-shown'
import { site } from '../lib/site'
import styles from './ReviewNote.module.css'

interface ReviewNoteProps {
  /** The entry's content file; its signature says who reviewed it. */
  file: string
  /** Only entries that name a clinical topic give health information. */
  clinicalTopic?: string
}

export function ReviewNote({ file, clinicalTopic }: ReviewNoteProps) {
  if (!clinicalTopic) return null
  const review = reviewShown(file)
  if (review.status !== 'reviewed')
    return (
      <p className={styles.note} data-review-pending="">
        {site.labels.reviewPending}
      </p>
    )
  return (
    <p className={styles.note} data-review-note="">
      {site.labels.reviewedBy} {review.name}, {review.credentials}. {site.labels.lastReviewed}{' '}
      <time dateTime={review.date}>{formatDay(review.date)}</time>. {site.labels.nextReview}{' '}
      <time dateTime={review.due}>{formatDay(review.due)}</time>.
    </p>
  )
}
