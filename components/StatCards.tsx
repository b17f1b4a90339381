/** Key facts as large figures, each with what it counts and where the figure comes from. */
import { Children, isValidElement, type ReactNode } from 'react'
import { site } from '../lib/site'
import { cardGrid } from './CardGrid'
import { Reveal } from './motion'
import styles from './StatCards.module.css'

export function StatCards({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement)
  return (
    <ul className={cardGrid({ sm: 2, lg: 4 })}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.key ?? index} delay={0.1 * index}>
          {card}
        </Reveal>
      ))}
    </ul>
  )
}

interface StatCardProps {
  /** The figure, exactly as it should read (e.g. "6.2 million"). */
  value: string
  /** What the figure counts, read after it. */
  label: string
  /** Who published the figure. */
  source: string
}

export function StatCard({ value, label, source }: StatCardProps) {
  return (
    <div className={styles.card} data-stat="">
      <p className={styles.value}>{value}</p>
      <p className={styles.label}>{label}</p>
      <p className={styles.source}>
        {site.labels.statSource} {source}
      </p>
    </div>
  )
}
