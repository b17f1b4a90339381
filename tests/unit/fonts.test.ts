/**
 * The site's typeface and its fallbacks (components/fonts.css): each fallback is scaled to the
 * typeface's metrics as Capsize computes them from both fonts, so text keeps its size and lines
 * when the typeface swaps in; the body's font stack names them in that order; and every file the
 * stylesheet names is in the installed package.
 */
import { createFontStack } from '@capsizecss/core'
import arial from '@capsizecss/metrics/arial'
import atkinson from '@capsizecss/metrics/atkinsonHyperlegibleNext'
import helvetica from '@capsizecss/metrics/helvetica'
import roboto from '@capsizecss/metrics/roboto'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import postcss from 'postcss'
import { describe, expect, test } from 'vitest'
import { stylesheet } from '../styles'

const stack = createFontStack([atkinson, arial, helvetica, roboto])
const unquote = (value: string) => value.trim().replace(/^["']|["']$/g, '')

/** Each @font-face of a stylesheet by family, with its declarations. */
function faces(root: postcss.Root): Map<string, Record<string, string>[]> {
  const found = new Map<string, Record<string, string>[]>()
  root.walkAtRules('font-face', (rule) => {
    const declarations: Record<string, string> = {}
    rule.walkDecls((declaration) => void (declarations[declaration.prop] = declaration.value.replace(/\s+/g, ' ')))
    const family = unquote(declarations['font-family'] ?? '')
    found.set(family, [...(found.get(family) ?? []), declarations])
  })
  return found
}

const site = faces(stylesheet('fonts.css'))
const expected = faces(postcss.parse(stack.fontFaces))

describe('components/fonts.css', () => {
  test.each([...expected.keys()])('%s is scaled to the typeface as Capsize computes it', (family) => {
    const [want] = expected.get(family)!
    const [have] = site.get(family) ?? []
    expect(have, `components/fonts.css has no @font-face for "${family}"`).toBeDefined()
    const quoted = (value = '') => value.replace(/"/g, "'")
    for (const [property, value] of Object.entries(want)) {
      if (property === 'font-family') continue
      // The faces may name more local fonts of the same metrics (Liberation Sans for Arial), never fewer.
      if (property === 'src')
        for (const local of quoted(value).split(/,\s*/))
          expect(quoted(have.src).split(/,\s*/), `"${family}": src`).toContain(local)
      else expect(quoted(have[property]), `"${family}": ${property}`).toBe(quoted(value))
    }
  })

  test("the body's font stack starts with the typeface and its fallbacks, in Capsize's order", () => {
    let body = ''
    stylesheet('global.css').walkDecls('--font-body', (declaration) => void (body ||= declaration.value))
    const families = body.split(',').map(unquote)
    const wanted = stack.fontFamily
      .split(',')
      .map(unquote)
      .slice(0, expected.size + 1)
    expect(families.slice(0, wanted.length)).toEqual(wanted)
  })

  test('every file the typeface names is in the installed package', () => {
    const require = createRequire(import.meta.url)
    const typeface = site.get(unquote(stack.fontFamily.split(',')[0])) ?? []
    expect(typeface.length).toBeGreaterThan(0)
    for (const face of typeface) {
      const [, file] = /url\(['"]?([^'")]+)['"]?\)/.exec(face.src) ?? []
      expect(file, `a face of the typeface has no url(): ${face.src}`).toBeDefined()
      expect(existsSync(require.resolve(file)), file).toBe(true)
    }
  })
})
