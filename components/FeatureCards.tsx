/** A grid of cards, each a short pitch with an icon that links somewhere. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { cardGrid } from './CardGrid'
import { Icon, IconBadge } from './Icon'
import { theme } from './theme'

const Grid = styled.ul`
  ${cardGrid({ md: 2, lg: 3 })}
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.font.size.lg}; margin: ${theme.space.sm} 0 0; }
  p { margin: 0; color: ${theme.colors.muted}; }
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`

/** The whole card is clickable; the link text is the title, so screen readers hear one clear link. */
const CardLink = styled.a`
  color: ${theme.colors.heading};
  text-decoration: none;
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.lg}; }
  &:hover { color: ${theme.colors.primary}; text-decoration: underline; }
  &:focus-visible { outline: none; }
`

export function FeatureCards({ children }: { children: ReactNode }) {
  return <Grid>{children}</Grid>
}

interface FeatureCardProps {
  title: string
  href: string
  icon: string
  children: ReactNode
}

export function FeatureCard({ title, href, icon, children }: FeatureCardProps) {
  return (
    <Card>
      <IconBadge>
        <Icon name={icon} />
      </IconBadge>
      <h3>
        <CardLink href={withBase(href)}>{title}</CardLink>
      </h3>
      {children}
    </Card>
  )
}
