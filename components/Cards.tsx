/** A grid of titled text cards (types, approaches, phases, values, steps), with an optional icon: 1, 2 or 3 columns as the screen widens. */
import { Children, isValidElement, type ReactNode } from 'react'
import clsx from 'clsx'
import { cardGrid } from './CardGrid'
import { Icon, IconBadge } from './Icon'
import { Reveal } from './motion'
import styles from './Cards.module.css'

export function Cards({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement)
  return (
    <ul className={clsx(cardGrid({ md: 2, lg: 3 }), styles.grid)} data-count={cards.length}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.key ?? index} delay={0.1 * index}>
          {card}
        </Reveal>
      ))}
    </ul>
  )
}

interface CardProps {
  title: string
  /** A short fact shown under the title, such as a share ("87% of strokes") or a time span ("1-3 months"). */
  meta?: string
  /** An optional icon above the title (one of the names in Icon.tsx, e.g. "shield"). */
  icon?: string
  children: ReactNode
}

export function Card({ title, meta, icon, children }: CardProps) {
  return (
    <article className={styles.panel}>
      {icon ? (
        <IconBadge className={styles.cardIcon}>
          <Icon name={icon} />
        </IconBadge>
      ) : null}
      <h3>{title}</h3>
      {meta ? <p className={styles.meta}>{meta}</p> : null}
      {children}
    </article>
  )
}
