/** Patients' own words: first name and initial, and the condition they came for. */
import type { ReactNode } from 'react'
import clsx from 'clsx'
import { cardGrid } from './CardGrid'
import styles from './Testimonials.module.css'

export function Testimonials({ children }: { children: ReactNode }) {
  return <ul className={clsx(cardGrid({ md: 3 }), styles.grid)}>{children}</ul>
}

export function Testimonial({ name, condition, children }: { name: string; condition: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <figure>
        <blockquote>{children}</blockquote>
        <figcaption>
          <strong>{name}</strong>
          {condition}
        </figcaption>
      </figure>
    </li>
  )
}
