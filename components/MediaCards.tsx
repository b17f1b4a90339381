/** The one shape of cards that open with a picture (team, services, posts, videos): the grid, the card and its body. */
import clsx from 'clsx'
import type { ComponentProps } from 'react'
import styles from './MediaCards.module.css'

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
