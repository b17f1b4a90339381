/**
 * The column that page prose flows in. Prose keeps a readable width; parts marked full-bleed
 * (heroes, bands, tinted sections) span the window and centre their own content.
 */
import clsx from 'clsx'
import type { ComponentProps } from 'react'
import styles from './PageBody.module.css'

export const FULL_BLEED = { 'data-bleed': '' } as const

export function PageBody({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.pageBody, className)} />
}

/** The inner width of a full-bleed part. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div {...props} className={clsx(styles.container, className)} />
}
