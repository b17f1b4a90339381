/**
 * The column that page prose flows in. Prose keeps a readable width; parts marked full-bleed
 * (heroes, bands, tinted sections) span the window and centre their own content.
 */
import styled from 'styled-components'
import { ISLAND_TAG } from '../renderer/islands'
import { theme } from './theme'

export const FULL_BLEED = { 'data-bleed': '' } as const

export const PageBody = styled.div`
  display: grid;
  grid-template-columns:
    [full-start] minmax(${theme.space.md}, 1fr)
    [content-start] min(${theme.layout.maxWidth}, 100% - 2 * ${theme.space.md})
    [content-end] minmax(${theme.space.md}, 1fr) [full-end];
  padding-bottom: ${theme.space.section};
  /* An island's wrapper (renderer/islands.tsx) takes no box: its part is the grid's item. */
  > *, > ${ISLAND_TAG} > * { grid-column: content; min-width: 0; }
  > [data-bleed], > ${ISLAND_TAG} > [data-bleed] { grid-column: full; }
  > h2 { margin-top: ${theme.space.xxl}; }
  > p, > ul, > ol { max-width: 48rem; }
`

/** The inner width of a full-bleed part. */
export const Container = styled.div`
  max-width: calc(${theme.layout.maxWidth} + 2 * ${theme.space.md});
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`
