/** A titled part of a page. "tinted" sections span the window on a soft background. */
import type { ReactNode } from 'react'
import styles from './Section.module.css'
import { slugify } from '../lib/slug'
import { Container, FULL_BLEED } from './PageBody'

interface SectionProps {
  title: string
  /** The anchor of the section; made from the title unless given. */
  id?: string
  intro?: string
  tinted?: boolean
  children?: ReactNode
}

export function Section({ title, id, intro, tinted = false, children }: SectionProps) {
  const anchor = id ?? slugify(title)
  const body = (
    <>
      <h2 id={anchor} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </>
  )
  return tinted ? (
    <section className={styles.wrapper} {...FULL_BLEED} aria-labelledby={anchor}>
      <Container>{body}</Container>
    </section>
  ) : (
    <section className={styles.wrapper} aria-labelledby={anchor}>
      {body}
    </section>
  )
}
