/** Patients' own words: first name and initial, and the condition they came for. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { cardGrid } from './CardGrid'
import { theme } from './theme'

const Grid = styled.ul`
  ${cardGrid({ md: 3, margin: '0' })}
`

const Card = styled.li`
  display: flex;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  figure { margin: 0; display: flex; flex-direction: column; justify-content: space-between; gap: ${theme.space.md}; }
  blockquote { margin: 0; font-size: ${theme.font.size.lg}; }
  blockquote p:last-child { margin-bottom: 0; }
  figcaption { color: ${theme.colors.muted}; }
  strong { display: block; color: ${theme.colors.heading}; }
`

export function Testimonials({ children }: { children: ReactNode }) {
  return <Grid>{children}</Grid>
}

export function Testimonial({ name, condition, children }: { name: string; condition: string; children: ReactNode }) {
  return (
    <Card>
      <figure>
        <blockquote>{children}</blockquote>
        <figcaption>
          <strong>{name}</strong>
          {condition}
        </figcaption>
      </figure>
    </Card>
  )
}
