/**
 * The column that page prose flows in. Prose keeps a readable width; parts marked full-bleed
 * (heroes, bands, tinted sections) span the window and centre their own content.
 */
import clsx from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import styles from './PageBody.module.css'

export const FULL_BLEED = { 'data-bleed': '' } as const

export function PageBody({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.pageBody, className)} />
}

/** The inner width of a full-bleed part. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.container, className)} />
}

/**
 * A long page's sections with "On this page" beside them (renderer/contents.tsx places it): on a
 * phone the list comes first in the page's column; from 73rem, where the full header shows, it
 * stands at the right with booking, in sight as the page scrolls. The sections keep the column's
 * rules either way.
 */
export function WithSide({ side, booking, children }: { side: ReactNode; booking: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.withSide} data-with-side="">
      <div className={clsx(styles.column, styles.side)} data-side="">
        {side}
        <p className={styles.sideBooking}>{booking}</p>
      </div>
      <div className={styles.column}>{children}</div>
    </div>
  )
}
