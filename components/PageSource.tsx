/**
 * Where a page comes from, for writers and readers: a "Draft" banner over a draft and a "Changed
 * since clinical review" banner over a health page whose words changed after a clinician signed
 * them (both seen only in the live preview and preview builds), and at the page's foot the day its content file last changed and,
 * when content/site.yaml names the repository, a link to edit that file.
 */
import { showDrafts } from '../lib/content/collections'
import { reviewShown } from '../lib/content/reviews-shown'
import { formatDay } from '../lib/dates'
import { fill, site } from '../lib/site'
import { usePageContext } from '../renderer/usePageContext'
import { Container } from './PageBody'
import styles from './PageSource.module.css'

export function DraftBanner() {
  const { source } = usePageContext().data
  if (!source?.draft) return null
  return (
    <p className={styles.banner} data-draft-banner="">
      {site.labels.draft}
    </p>
  )
}

/** Over a page whose words changed since a clinician signed them, in previews only: the published page says that review is pending. */
export function ReviewChangedBanner() {
  const { source } = usePageContext().data
  if (!showDrafts || !source) return null
  const review = reviewShown(source.file)
  if (review.status !== 'pending' || !review.changedSince) return null
  return (
    <p className={styles.banner} data-review-changed-banner="">
      {fill(site.labels.changedSinceReview, { name: review.changedSince.name })}
    </p>
  )
}

export function PageFoot() {
  const { source } = usePageContext().data
  if (!source || source.hideFoot) return null
  // The label says where the day goes ("Last updated: {date}").
  const [before, after = ''] = site.labels.lastUpdated.split('{date}')
  return (
    <footer className={styles.foot} data-page-source="" data-pagefind-ignore="">
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
    </footer>
  )
}
