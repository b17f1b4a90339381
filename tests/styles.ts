/**
 * The site's tokens as components/global.css declares them, for tests that check colours and
 * widths against what the site is styled with.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import postcss, { type Root } from 'postcss'

const components = resolve(import.meta.dirname, '../components')

/** A stylesheet of components/ as postcss reads it; `from` makes its errors name the file. */
export function stylesheet(file: string): Root {
  const path = join(components, file)
  return postcss.parse(readFileSync(path, 'utf8'), { from: path })
}

/** Every CSS module of components/, by file name. */
export function cssModules(): string[] {
  return readdirSync(components)
    .filter((file) => file.endsWith('.module.css'))
    .sort()
}

/** The custom properties declared on `:root`, in the light scheme or, inside the dark media query, the dark one. */
function rootProperties(scheme: 'light' | 'dark'): Record<string, string> {
  const properties: Record<string, string> = {}
  stylesheet('global.css').walkRules(':root', (rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as { params: string }).params : ''
    if ((scheme === 'dark') !== media.includes('prefers-color-scheme: dark')) return
    rule.walkDecls(/^--/, (declaration) => {
      properties[declaration.prop] = declaration.value
    })
  })
  return properties
}

/** Each palette's colours by custom property name (`--color-surface`), as hex. */
export const palettes = {
  light: colours(rootProperties('light')),
  dark: colours(rootProperties('dark')),
}

function colours(properties: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(properties).filter(([name]) => name.startsWith('--color-')))
}

/** The widths a media query may name (--breakpoint-*), in rem, by name. */
export const breakpoints: Record<string, number> = Object.fromEntries(
  Object.entries(rootProperties('light'))
    .filter(([name]) => name.startsWith('--breakpoint-'))
    .map(([name, value]) => [name.slice('--breakpoint-'.length), Number.parseFloat(value)]),
)
