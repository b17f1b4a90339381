/** The frame of every page: skip link, header, the page in <main>, footer, and the notification area. */
import type { ReactNode } from 'react'
import { site } from '../lib/site'
import { Footer } from './Footer'
import { Header } from './Header'
import { EmergencyLine } from './EmergencyLine'
import { DraftBanner, PageFoot, ReviewChangedBanner } from './PageSource'
import { BackToTopSlot } from './OnThisPage'
import { Toaster } from './Toaster'
import { TranslationNotice } from './TranslationNotice'
import { siteIds } from '../lib/site-ids'
import styles from './Layout.module.css'

/** `searchable` marks the main content for the site search index (never the not-found page). */
export function Layout({ children, searchable }: { children: ReactNode; searchable: boolean }) {
  return (
    <>
      <a className={styles.skipLink} href={`#${siteIds.mainContent}`}>
        {site.labels.skipLink}
      </a>
      <Header />
      <main
        className={styles.main}
        id={siteIds.mainContent}
        tabIndex={-1}
        data-pagefind-body={searchable ? '' : undefined}
      >
        {/* Where to get help in an emergency comes first, before any notice about the page itself. */}
        <EmergencyLine placement="page" />
        <DraftBanner />
        <TranslationNotice />
        <ReviewChangedBanner />
        {children}
        <BackToTopSlot />
        <PageFoot />
      </main>
      <Footer />
      <Toaster />
    </>
  )
}
