/** Key facts as large figures, each with what it counts and where the figure comes from. */
import { Children, isValidElement, type ReactNode } from 'react'
import styled from 'styled-components'
import { site } from '../lib/site'
import { cardGrid } from './CardGrid'
import { Reveal } from './motion'
import { theme } from './theme'

const Grid = styled.ul`
  ${cardGrid({ sm: 2, lg: 4 })}
`

const Card = styled.div`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`

const Value = styled.p`
  margin: 0;
  font-size: ${theme.font.size.xxl};
  font-weight: 700;
  line-height: 1.15;
  color: ${theme.colors.primary};
`

const Label = styled.p`
  margin: 0;
  color: ${theme.colors.heading};
`

const Source = styled.p`
  margin: auto 0 0;
  padding-top: ${theme.space.sm};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.muted};
`

export function StatCards({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children).filter(isValidElement)
  return (
    <Grid>
      {cards.map((card, index) => (
        <Reveal as="li" key={card.key ?? index} delay={0.1 * index}>
          {card}
        </Reveal>
      ))}
    </Grid>
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
    <Card data-stat="">
      <Value>{value}</Value>
      <Label>{label}</Label>
      <Source>
        {site.labels.statSource} {source}
      </Source>
    </Card>
  )
}
