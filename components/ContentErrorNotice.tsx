/** In the live preview only: the content mistake that stopped a page, as the check reports it. */
import { site } from '../lib/site'
import { siteIds } from '../lib/site-ids'
import styles from './ContentErrorNotice.module.css'

export function ContentErrorNotice({ message }: { message: string }) {
  return (
    <section className={styles.notice} role="alert" aria-labelledby={siteIds.contentError}>
      <h2 id={siteIds.contentError}>{site.labels.contentError}</h2>
      <pre>{message}</pre>
    </section>
  )
}
