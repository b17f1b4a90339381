/** A titled part of a page. "tinted" sections span the window on a soft background. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { slugify } from '../lib/slug'
import { Container, FULL_BLEED } from './PageBody'
import { theme } from './theme'

const Wrapper = styled.section`
  padding: ${theme.space.xxl} 0;
  &[data-bleed] { background: ${theme.colors.surfaceAlt}; }
`

const Intro = styled.p`
  color: ${theme.colors.muted};
  font-size: ${theme.font.size.lg};
  max-width: 48rem;
`

interface SectionProps {
  title: string
  /** The anchor of the section; made from the title unless given. */
  id?: string
  intro?: string
  tinted?: boolean
  children?: ReactNode
}

export function Section({ title, id, intro, tinted = false, children }: SectionProps) {
  const anchor = id ?? slugify(title)
  const body = (
    <>
      <h2 id={anchor} tabIndex={-1}>
        {title}
      </h2>
      {intro ? <Intro>{intro}</Intro> : null}
      {children}
    </>
  )
  return tinted ? (
    <Wrapper {...FULL_BLEED} aria-labelledby={anchor}>
      <Container>{body}</Container>
    </Wrapper>
  ) : (
    <Wrapper aria-labelledby={anchor}>{body}</Wrapper>
  )
}
