/** One line under a health answer or post: who checked it, when, and when it is checked again. Nothing for entries without a review. */
import styled from 'styled-components'
import { formatDay } from '../lib/dates'
import { site } from '../lib/site'
import { theme } from './theme'

const Note = styled.p`
  margin: ${theme.space.sm} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.muted};
`

interface ReviewNoteProps {
  reviewedBy?: { name: string; role: string }
  lastReviewed?: string
  nextReview?: string
}

export function ReviewNote({ reviewedBy, lastReviewed, nextReview }: ReviewNoteProps) {
  if (!reviewedBy || !lastReviewed || !nextReview) return null
  return (
    <Note data-review-note="">
      {site.labels.reviewedBy} {reviewedBy.name}, {reviewedBy.role}. {site.labels.lastReviewed} <time dateTime={lastReviewed}>{formatDay(lastReviewed)}</time>. {site.labels.nextReview}{' '}
      <time dateTime={nextReview}>{formatDay(nextReview)}</time>.
    </Note>
  )
}
