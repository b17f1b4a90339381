/**
 * The rules of the site's stylesheets: components read tokens, never literals; media queries name
 * only the site's breakpoints; and a part uses only classes its CSS module defines (a misspelt
 * `styles.name` would otherwise leave an element unstyled without a word).
 */
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { breakpoints, cssModules, palettes, stylesheet } from '../styles'

const declared = new Set([...Object.keys(palettes.light), ...readRootNames()])

function readRootNames(): string[] {
  const names: string[] = []
  stylesheet('global.css').walkDecls(/^--/, (declaration) => void names.push(declaration.prop))
  return names
}

/** Every class a CSS module defines (the names `styles.x` reads). */
function classesOf(file: string): Set<string> {
  const classes = new Set<string>()
  stylesheet(file).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1])
  })
  return classes
}

describe.each(cssModules())('components/%s', (file) => {
  test('reads colours, spacing and type as tokens that components/global.css declares', () => {
    const problems: string[] = []
    stylesheet(file).walkDecls((declaration) => {
      const where = `line ${declaration.source?.start?.line}: ${declaration.prop}: ${declaration.value}`
      for (const [, name] of declaration.value.matchAll(/var\((--[\w-]+)/g))
        if (!declared.has(name)) problems.push(`${where} reads ${name}, which components/global.css does not declare`)
      if (/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(declaration.value))
        problems.push(`${where} is a colour literal: use a --color-* token`)
    })
    expect(problems).toEqual([])
  })

  test("names only the site's breakpoints in media queries", () => {
    const allowed = new Set(
      Object.values(breakpoints).flatMap((rem) => [`min-width: ${rem}rem`, `max-width: ${rem - 0.02}rem`]),
    )
    const problems: string[] = []
    stylesheet(file).walkAtRules('media', (rule) => {
      for (const [width] of rule.params.matchAll(/(min|max)-width: *[\d.]+rem/g))
        if (!allowed.has(width.replace(/: */, ': ')))
          problems.push(
            `line ${rule.source?.start?.line}: @media ${rule.params} (breakpoints: ${[...allowed].join(', ')})`,
          )
    })
    expect(problems).toEqual([])
  })

  test('is used by its part only through classes it defines', () => {
    const part = ['.tsx', '.ts']
      .map((extension) => resolve(import.meta.dirname, '../../components', file.replace('.module.css', extension)))
      .find((path) => existsSync(path))
    expect(part, `the part that imports ${file}`).toBeDefined()
    const classes = classesOf(file)
    const used = Array.from(readFileSync(part!, 'utf8').matchAll(/\bstyles\.(\w+)/g), ([, name]) => name)
    expect(used.filter((name) => !classes.has(name))).toEqual([])
  })
})
