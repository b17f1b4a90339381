/** The one grid for lists of cards: a column on phones, more as the screen widens. */
import clsx from 'clsx'
import styles from './CardGrid.module.css'

/**
 * The column counts the site's grids use, each a class of CardGrid.module.css. A new count needs
 * its class there and its entry here.
 */
const columns = {
  sm: { 2: styles.sm2 },
  md: { 2: styles.md2, 3: styles.md3 },
  lg: { 3: styles.lg3, 4: styles.lg4 },
} as const

interface GridColumns {
  sm?: keyof typeof columns.sm
  md?: keyof typeof columns.md
  lg?: keyof typeof columns.lg
}

/**
 * The grid's classes: the base grid and one column class per breakpoint given. A part that wants
 * another gap or margin sets them in a class of its own, joined after this one.
 */
export function cardGrid({ sm, md, lg }: GridColumns): string {
  return clsx(styles.grid, sm && columns.sm[sm], md && columns.md[md], lg && columns.lg[lg])
}
