/**
 * What a health page says about its clinical review, from the signatures alone (lib/content/review.ts,
 * verified when the site is built: `virtual:reviews`). A page no valid signature covers says that
 * review is pending; nothing here can be typed into a content file.
 */
import { reviews } from 'virtual:reviews'

/** A verified signature over the page's words now, or a pending review (never signed, refused, or changed since, with who signed last). */
type ShownReview =
  | { status: 'reviewed'; name: string; credentials: string; date: string; due: string }
  | { status: 'pending'; changedSince?: { name: string; date: string } }

export function reviewShown(file: string): ShownReview {
  const state = reviews[file]
  if (state?.status === 'reviewed')
    return { status: 'reviewed', name: state.name, credentials: state.credentials, date: state.date, due: state.due }
  if (state?.status === 'changed') return { status: 'pending', changedSince: { name: state.name, date: state.date } }
  return { status: 'pending' }
}

/** schema.org's reviewedBy and lastReviewed, only from a verified signature. */
export function reviewStructuredData(file: string): { reviewedBy?: Record<string, string>; lastReviewed?: string } {
  const review = reviewShown(file)
  if (review.status !== 'reviewed') return {}
  return {
    reviewedBy: { '@type': 'Person', name: review.name, jobTitle: review.credentials },
    lastReviewed: review.date,
  }
}
