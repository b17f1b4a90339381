/** A grid of short cards, each with an optional icon, a title and a few words: values, steps, reasons. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Icon } from './Icon'
import { media, theme } from './theme'

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: ${theme.space.lg} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr); }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.font.size.lg}; margin: 0; }
  p { margin: 0; color: ${theme.colors.muted}; }
  > :last-child:is(a, button, p:has(> a:only-child), p:has(> button:only-child)) { margin-top: auto; }
`

const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.tint};
  color: ${theme.colors.primary};
`

/** `columns` is how many cards stand side by side on wide screens (2 to 4; 3 unless given). */
export function InfoCards({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return <Grid $columns={columns}>{children}</Grid>
}

export function InfoCard({ title, icon, children }: { title: string; icon?: string; children?: ReactNode }) {
  return (
    <Card>
      {icon ? (
        <IconBadge>
          <Icon name={icon} />
        </IconBadge>
      ) : null}
      <h3>{title}</h3>
      {children}
    </Card>
  )
}
