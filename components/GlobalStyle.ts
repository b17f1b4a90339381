import { createGlobalStyle } from 'styled-components'
import { ISLAND_TAG, SLOT_TAG } from '../renderer/islands'
import { colorProperty, media, palettes, theme, type ColorName } from './theme'

/** A palette as custom property declarations: `--color-text:#1f2937;` and so on. */
const declarations = (palette: Record<ColorName, string>) =>
  Object.entries(palette)
    .map(([name, value]) => `${colorProperty(name as ColorName)}:${value};`)
    .join('')

export const GlobalStyle = createGlobalStyle`
  /* The colours, set before anything paints, so a dark page never flashes light; on paper always the light ones. */
  :root { color-scheme: light dark; ${declarations(palettes.light)} }
  @media screen and (prefers-color-scheme: dark) {
    :root { ${declarations(palettes.dark)} }
    /* Pictures keep their own light backgrounds; a little dimmer, they do not glare on a dark page. */
    main img { filter: brightness(0.9); }
  }
  ${media.print} { :root { color-scheme: light; } }
  *, *::before, *::after { box-sizing: border-box; }
  /* The wrappers of interactive parts and of the content inside them take no box of their own. */
  ${ISLAND_TAG}, ${SLOT_TAG} { display: contents; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md}); }
  ${media.motion} { html { scroll-behavior: smooth; } }
  body {
    margin: 0;
    font-family: ${theme.font.body};
    font-size: ${theme.font.size.base};
    line-height: ${theme.font.lineHeight};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    overflow-wrap: break-word;
  }
  h1, h2, h3, h4 { color: ${theme.colors.heading}; line-height: 1.25; margin: 0 0 ${theme.space.md}; }
  h2 { font-size: ${theme.font.size.xxl}; }
  h3 { font-size: ${theme.font.size.xl}; }
  p, ul, ol { margin: 0 0 ${theme.space.md}; }
  img, svg { max-width: 100%; height: auto; }
  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryHover}; }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
  ${media.print} {
    body { color: #000; background: #fff; }
    [data-reveal] { opacity: 1 !important; transform: none !important; }
    /* An external link's address follows it, in the text flow even where the link stretches over a card. */
    a[href^="http"]::after { content: " (" attr(href) ")"; position: static; inset: auto; font-size: 0.85em; overflow-wrap: anywhere; }
    h1, h2, h3, h4 { break-after: avoid; }
    li, article, figure, blockquote, tr, img { break-inside: avoid; }
  }
  @page { margin: 15mm; }
`
