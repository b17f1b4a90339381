/** A full-width call to action on the brand colour. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Container, FULL_BLEED } from './PageBody'
import { theme } from './theme'

const Band = styled.section`
  background: ${theme.colors.band};
  color: ${theme.colors.bandText};
  padding: ${theme.space.xxl} 0;
  text-align: center;
  h2 { color: ${theme.colors.bandText}; }
  p { max-width: 40rem; margin-left: auto; margin-right: auto; font-size: ${theme.font.size.lg}; }
  /* prose links only: links styled as buttons keep their own colours */
  a:not([data-button]) { color: ${theme.colors.bandText}; }
`

export function CtaBand({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Band {...FULL_BLEED}>
      <Container>
        <h2>{title}</h2>
        {children}
      </Container>
    </Band>
  )
}
