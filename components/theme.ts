/** The one theme: colours, spacing, type and breakpoints. Components read tokens from here, never literals. */
export const theme = {
  colors: {
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
    /** Each condition icon's own colour (dark enough for 4.5:1 on white and on its tinted badge). */
    conditionIcons: {
      blue: '#1d4ed8',
      purple: '#6d28d9',
      orange: '#c2410c',
      red: '#b91c1c',
      indigo: '#4338ca',
      pink: '#be185d',
      amber: '#92400e',
      teal: '#0f766e',
      green: '#15803d',
      cyan: '#0e7490',
      slate: '#475569',
      rose: '#9f1239',
    },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', section: '4rem' },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1rem', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', base: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.875rem', hero: 'clamp(2rem, 5vw, 3.25rem)' },
    lineHeight: 1.6,
  },
  shadow: { card: '0 1px 3px rgb(15 23 42 / 0.12), 0 1px 2px rgb(15 23 42 / 0.08)', header: '0 2px 10px rgb(15 23 42 / 0.12)' },
  layout: { maxWidth: '72rem', headerHeight: '4.5rem', cardDescriptionMinHeight: '80px' },
  /** min-width breakpoints */
  breakpoints: { sm: '40rem', md: '48rem', lg: '64rem' },
} as const

export type Theme = typeof theme

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowLg: `@media (max-width: calc(${theme.breakpoints.lg} - 0.02rem))`,
  motion: '@media (prefers-reduced-motion: no-preference)',
  print: '@media print',
}
