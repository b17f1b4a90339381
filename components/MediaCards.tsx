/** The one shape of cards that open with a picture (team, services, posts, videos): the grid, the card and its body. */
import clsx from 'clsx'
import type { ComponentProps } from 'react'
import styles from './MediaCards.module.css'

/**
 * How wide a card's picture shows, for the browser's choice of file (the grid's columns, below):
 * the window's width on phones and small tablets, half of it from 48 rem, a third of the widest
 * column (about 23 rem) from 64 rem. In rem, as the grid is, so a larger default font still gets its file.
 */
export const MEDIA_CARD_SIZES = '(min-width: 64rem) 25rem, (min-width: 48rem) 50vw, 100vw'

/** One column on phones, two on tablets, three on wide screens. */
export function MediaCardGrid({ className, ...props }: ComponentProps<'ul'>) {
  return <ul {...props} className={clsx(styles.mediaCardGrid, className)} />
}

export function MediaCard({ className, ...props }: ComponentProps<'li'>) {
  return <li {...props} className={clsx(styles.mediaCard, className)} />
}

/** Title, text and an optional closing button or link that lines up with the neighbours' at the bottom. */
export function MediaCardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.mediaCardBody, className)} />
}
