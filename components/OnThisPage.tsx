/**
 * "On this page": the sections of a long page, listed near its top, and the way back up at its end.
 * A layout marks where each goes (<ContentsSlot />, <BackToTopSlot />); once the page has rendered,
 * renderer/contents.tsx reads the page's own section headings and fills the marks, or drops them on a
 * page too short to need them. Plain links and a <details>: nothing here needs JavaScript.
 */
import { ArrowUp, ListTree } from 'lucide-react'
import { site } from '../lib/site'
import { siteIds } from '../lib/site-ids'
import styles from './OnThisPage.module.css'

/** Where "On this page" goes: after the page's opening band. */
export const CONTENTS_SLOT = 'data-contents-slot'
/** Where "Back to top" goes: after the page's last section. */
export const BACK_TO_TOP_SLOT = 'data-back-to-top-slot'

export function ContentsSlot() {
  return <template {...{ [CONTENTS_SLOT]: '' }} />
}

export function BackToTopSlot() {
  return <template {...{ [BACK_TO_TOP_SLOT]: '' }} />
}

export interface PageSection {
  id: string
  title: string
}

/**
 * The list, shut on a phone until tapped, so the page's own words still open the first screen; open
 * beside the page on a wide screen (components/PageBody.tsx, WithSide), under a title that is not a
 * control, as nothing there needs opening. The nav's own name says the title to screen readers.
 */
export function OnThisPage({ sections }: { sections: PageSection[] }) {
  return (
    <nav className={styles.contents} aria-label={site.labels.onThisPage} data-on-this-page="" data-pagefind-ignore="">
      <p className={styles.title} aria-hidden="true">
        <ListTree focusable="false" size={20} />
        {site.labels.onThisPage}
      </p>
      <details>
        <summary>
          <ListTree aria-hidden="true" focusable="false" size={20} />
          {site.labels.onThisPage}
        </summary>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  )
}

export function BackToTop() {
  return (
    <p className={styles.backToTop} data-back-to-top="" data-pagefind-ignore="">
      <a href={`#${siteIds.root}`}>
        <ArrowUp aria-hidden="true" focusable="false" size={18} />
        {site.labels.backToTop}
      </a>
    </p>
  )
}
