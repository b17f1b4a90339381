/** The opening band of a page: its one h1, an intro sentence, its main actions and an optional picture. */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { Container, FULL_BLEED } from './PageBody'
import { media, theme } from './theme'

const Band = styled.section`
  background: linear-gradient(180deg, ${theme.colors.tint} 0%, ${theme.colors.surface} 100%);
  padding: ${theme.space.xxl} 0;
  ${media.md} { padding: ${theme.space.section} 0; }
`

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${media.md} { &[data-has-image] { grid-template-columns: 3fr 2fr; } }
`

const Title = styled.h1`
  font-size: ${theme.font.size.hero};
  margin-bottom: ${theme.space.md};
  /* A long word ("Electroencephalogram") breaks rather than push the page sideways at 400 % zoom. */
  overflow-wrap: anywhere;
`

const Intro = styled.p`
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.muted};
  max-width: 40rem;
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  margin-top: ${theme.space.lg};
  /* MDX wraps inline children in a paragraph */
  > p { display: contents; }
`

const Picture = styled.img`
  width: 100%;
  height: auto;
  ${media.belowLg} { max-width: 22rem; margin: 0 auto; }
`

interface PageHeroProps {
  title: string
  intro?: string
  /** A picture from public/, with its size and its description. */
  image?: string
  imageAlt?: string
  imageWidth?: number
  imageHeight?: number
  /** The hero's buttons. */
  children?: ReactNode
}

export function PageHero({
  title,
  intro,
  image,
  imageAlt = '',
  imageWidth = 480,
  imageHeight = 400,
  children,
}: PageHeroProps) {
  return (
    <Band {...FULL_BLEED}>
      <Grid data-has-image={image ? '' : undefined}>
        <div>
          <Title>{title}</Title>
          {intro ? <Intro>{intro}</Intro> : null}
          {children ? <Actions>{children}</Actions> : null}
        </div>
        {image ? <Picture src={withBase(image)} alt={imageAlt} width={imageWidth} height={imageHeight} /> : null}
      </Grid>
    </Band>
  )
}
