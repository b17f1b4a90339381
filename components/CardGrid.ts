/** The one grid for lists of cards: a column on phones, more as the screen widens. */
import { css } from 'styled-components'
import { media, theme } from './theme'

interface GridColumns {
  sm?: number
  md?: number
  lg?: number
  gap?: string
  /** Space around the grid; by default it keeps room below for what follows. */
  margin?: string
}

export function cardGrid({ sm, md, lg, gap = theme.space.lg, margin = `0 0 ${theme.space.xl}` }: GridColumns) {
  return css`
    /* a grid, wider than the prose column's reading width */
    && { max-width: none; }
    list-style: none;
    margin: ${margin};
    padding: 0;
    display: grid;
    gap: ${gap};
    ${sm ? css`${media.sm} { grid-template-columns: repeat(${sm}, 1fr); }` : ''}
    ${md ? css`${media.md} { grid-template-columns: repeat(${md}, 1fr); }` : ''}
    ${lg ? css`${media.lg} { grid-template-columns: repeat(${lg}, 1fr); }` : ''}
  `
}
