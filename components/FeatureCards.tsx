/** A grid of cards, each a short pitch with an icon that links somewhere. */
import type { ReactNode } from 'react'
import { withBase } from '../lib/site'
import { cardGrid } from './CardGrid'
import { Icon, IconBadge } from './Icon'
import styles from './FeatureCards.module.css'

export function FeatureCards({ children }: { children: ReactNode }) {
  return <ul className={cardGrid({ md: 2, lg: 3 })}>{children}</ul>
}

interface FeatureCardProps {
  title: string
  href: string
  icon: string
  children: ReactNode
}

export function FeatureCard({ title, href, icon, children }: FeatureCardProps) {
  return (
    <li className={styles.card}>
      <IconBadge>
        <Icon name={icon} />
      </IconBadge>
      <h3>
        <a className={styles.cardLink} href={withBase(href)}>
          {title}
        </a>
      </h3>
      {children}
    </li>
  )
}
