/** Design tokens: the two colour palettes and the one theme. Components read tokens from here, never literals. */

/**
 * The site's two palettes, one value per colour name. The light one is the site as designed; the
 * dark one is what visitors get when their system asks for a dark scheme (light sensitivity is a
 * symptom of migraine). Every text colour keeps at least 4.5:1 on the surfaces it is used on, in
 * both. GlobalStyle writes them once as CSS custom properties, so switching needs no script.
 */
export const palettes = {
  light: {
    text: '#1f2937',
    muted: '#4b5563',
    heading: '#0f172a',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    accent: '#6d28d9',
    surface: '#ffffff',
    surfaceAlt: '#f1f5f9',
    tint: '#eff6ff',
    border: '#d1d5db',
    focus: '#b45309',
    urgent: '#991b1b',
    urgentSurface: '#fef2f2',
    /** The banner over a draft page: unmistakably not the published look. */
    draftSurface: '#fef3c7',
    draftBorder: '#b45309',
    footer: '#0f172a',
    footerText: '#e2e8f0',
    footerMuted: '#cbd5e1',
    /** The call-to-action band and its words. */
    band: '#1e40af',
    bandText: '#ffffff',
    /** Behind the words a search matched. */
    highlight: '#fef08a',
    /** Each condition icon's own colour (dark enough for 4.5:1 on white and on its tinted badge). */
    iconBlue: '#1d4ed8',
    iconPurple: '#6d28d9',
    iconOrange: '#c2410c',
    iconRed: '#b91c1c',
    iconIndigo: '#4338ca',
    iconPink: '#be185d',
    iconAmber: '#92400e',
    iconTeal: '#0f766e',
    iconGreen: '#15803d',
    iconCyan: '#0e7490',
    iconSlate: '#475569',
    iconRose: '#9f1239',
  },
  /** Dark surfaces, light words; the brand and urgent colours turn light so they keep their contrast. */
  dark: {
    text: '#e2e8f0',
    muted: '#a5b4c8',
    heading: '#f8fafc',
    primary: '#93c5fd',
    primaryHover: '#bfdbfe',
    primaryText: '#0f172a',
    accent: '#c4b5fd',
    surface: '#0f172a',
    surfaceAlt: '#1e293b',
    tint: '#172554',
    border: '#475569',
    focus: '#fbbf24',
    urgent: '#fca5a5',
    urgentSurface: '#450a0a',
    draftSurface: '#422006',
    draftBorder: '#fbbf24',
    footer: '#020617',
    footerText: '#e2e8f0',
    footerMuted: '#cbd5e1',
    band: '#1e3a8a',
    bandText: '#ffffff',
    highlight: '#854d0e',
    iconBlue: '#93c5fd',
    iconPurple: '#c4b5fd',
    iconOrange: '#fdba74',
    iconRed: '#fca5a5',
    iconIndigo: '#a5b4fc',
    iconPink: '#f9a8d4',
    iconAmber: '#fcd34d',
    iconTeal: '#5eead4',
    iconGreen: '#86efac',
    iconCyan: '#67e8f9',
    iconSlate: '#cbd5e1',
    iconRose: '#fda4af',
  },
} as const satisfies Record<'light' | 'dark', Record<string, string>>

export type ColorName = keyof typeof palettes.light

/** The custom property that holds a colour, e.g. `--color-primary-hover`. */
export const colorProperty = (name: ColorName) =>
  `--color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`

const color = (name: ColorName) => `var(${colorProperty(name)})`

/** Every colour of the palettes as a reference to its custom property, so it follows the visitor's colour scheme. */
const colors = Object.fromEntries(
  (Object.keys(palettes.light) as ColorName[]).map((name) => [name, color(name)]),
) as Record<ColorName, string>

/** The one theme: colours, spacing, type and breakpoints. */
export const theme = {
  colors: {
    ...colors,
    conditionIcons: {
      blue: color('iconBlue'),
      purple: color('iconPurple'),
      orange: color('iconOrange'),
      red: color('iconRed'),
      indigo: color('iconIndigo'),
      pink: color('iconPink'),
      amber: color('iconAmber'),
      teal: color('iconTeal'),
      green: color('iconGreen'),
      cyan: color('iconCyan'),
      slate: color('iconSlate'),
      rose: color('iconRose'),
    },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: '4rem' },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1rem', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: {
      sm: '0.875rem',
      base: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.875rem',
      hero: 'clamp(2rem, 5vw, 3.25rem)',
    },
    lineHeight: 1.6,
  },
  shadow: {
    card: '0 1px 3px rgb(15 23 42 / 0.12), 0 1px 2px rgb(15 23 42 / 0.08)',
    header: '0 2px 10px rgb(15 23 42 / 0.12)',
  },
  /** `headerMaxWidth`: wider than the content, so the full header's row has room beside the name on wide screens. */
  layout: { maxWidth: '72rem', headerMaxWidth: '80rem', headerHeight: '4.5rem', cardDescriptionMinHeight: '80px' },
  /**
   * min-width breakpoints. `header` is where the full header fits: the width its content needs with
   * the name on two lines and Book Appointment on one (measured by tests/e2e/widths.spec.ts), plus
   * room for a classic 17 px scrollbar. Below it the header shows its menu button.
   */
  breakpoints: { sm: '40rem', md: '48rem', lg: '64rem', header: '80rem' },
} as const

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowLg: `@media (max-width: calc(${theme.breakpoints.lg} - 0.02rem))`,
  /** The full header, and below it the compact one with its menu button. */
  header: `@media (min-width: ${theme.breakpoints.header})`,
  belowHeader: `@media (max-width: calc(${theme.breakpoints.header} - 0.02rem))`,
  motion: '@media (prefers-reduced-motion: no-preference)',
  print: '@media print',
}
