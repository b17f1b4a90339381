/** One line under a health answer or post: who checked it and when. Shows nothing for entries without a review. */
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
}

export function ReviewNote({ reviewedBy, lastReviewed }: ReviewNoteProps) {
  if (!reviewedBy || !lastReviewed) return null
  return (
    <Note data-review-note="">
      {site.labels.reviewedBy} {reviewedBy.name}, {reviewedBy.role}. {site.labels.lastReviewed} <time dateTime={lastReviewed}>{formatDay(lastReviewed)}</time>.
    </Note>
  )
}
