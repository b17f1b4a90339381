/** A full-width call to action on the brand colour. */
import type { ReactNode } from 'react'
import { Container, FULL_BLEED } from './PageBody'
import styles from './CtaBand.module.css'

export function CtaBand({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.band} {...FULL_BLEED}>
      <Container>
        <h2>{title}</h2>
        {children}
      </Container>
    </section>
  )
}
