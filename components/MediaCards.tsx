/** The one shape of cards that open with a picture (team, services, posts, videos): the grid, the card and its body. */
import styled from 'styled-components'
import { media, theme } from './theme'

/** One column on phones, two on tablets, three on wide screens. */
export const MediaCardGrid = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

export const MediaCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  img { display: block; width: 100%; height: auto; }
  /* a card made clickable by its title link shows that link's focus around the whole card */
  &:has(a[data-card-link]:focus-visible) { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`

/** Title, text and an optional closing button or link that lines up with the neighbours' at the bottom. */
export const MediaCardBody = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  h3 { font-size: ${theme.font.size.lg}; margin: 0; }
  p { margin: 0; color: ${theme.colors.muted}; }
  > :is(a, button):last-child { margin-top: auto; align-self: flex-start; }
`
