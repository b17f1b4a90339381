/** A grid of titled text cards (types, approaches, phases, values, steps), with an optional icon: 1, 2 or 3 columns as the screen widens. */
import { Children, isValidElement, type ReactNode } from 'react'
import styled from 'styled-components'
import { cardGrid } from './CardGrid'
import { Icon, IconBadge } from './Icon'
import { ISLAND_TAG } from '../renderer/islands'
import { Reveal } from './motion'
import { media, theme } from './theme'

const Grid = styled.ul`
  ${cardGrid({ md: 2, lg: 3 })}
  /* four cards read better as two rows of two than as three and one */
  ${media.lg} { &[data-count='4'] { grid-template-columns: repeat(2, 1fr); } }
`

const Panel = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.font.size.xl}; margin-bottom: ${theme.space.sm}; }
  > :last-child { margin-bottom: 0; }
  /* a card's closing button (an interactive one sits in its island's wrapper) lines up with its neighbours' at the bottom */
  > :is(a, button):last-child, > ${ISLAND_TAG}:last-child > button { margin-top: auto; align-self: flex-start; }
`

const CardIcon = styled(IconBadge)`
  margin-bottom: ${theme.space.md};
`

const Meta = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space.sm};
  padding: ${theme.space.xs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.tint};
  color: ${theme.colors.primaryHover};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`

export function Cards({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement)
  return (
    <Grid data-count={cards.length}>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.key ?? index} delay={0.1 * index}>
          {card}
        </Reveal>
      ))}
    </Grid>
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
    <Panel>
      {icon ? (
        <CardIcon>
          <Icon name={icon} />
        </CardIcon>
      ) : null}
      <h3>{title}</h3>
      {meta ? <Meta>{meta}</Meta> : null}
      {children}
    </Panel>
  )
}
