/**
 * The settings each placeable part takes, as its component declares them (read from the components'
 * types into part-props.json by `npm run docs:content`), and the rule a written value must follow.
 */
import type { Expression } from 'estree'
import type { PartProps, PropKind, PropRule } from './part-props-source'
// The attribute Node's own loader asks of a JSON module: without it, a script that reaches this file
// outside the bundler (a test fixture run by tsx) may fail to load it.
import declared from './part-props.json' with { type: 'json' }

export const partProps = declared as PartProps

const kindWords: Record<PropKind, string> = {
  text: 'text in quotes',
  number: 'a number',
  boolean: 'true or false',
  list: 'a list [...]',
  group: 'a group {{ ... }}',
  content: 'words',
  any: 'a value',
}

/** What a written value is: a bare name (`tinted`) is true. */
export function kindOfValue(expression: Expression | null): { kind: PropKind | 'null'; text?: string } {
  if (expression === null) return { kind: 'boolean' }
  switch (expression.type) {
    case 'Literal':
      if (typeof expression.value === 'string') return { kind: 'text', text: expression.value }
      if (typeof expression.value === 'number') return { kind: 'number' }
      if (typeof expression.value === 'boolean') return { kind: 'boolean' }
      return { kind: 'null' }
    case 'TemplateLiteral':
      return { kind: 'text', text: expression.quasis[0]?.value.cooked ?? '' }
    case 'UnaryExpression':
      return { kind: 'number' }
    case 'ArrayExpression':
      return { kind: 'list' }
    case 'ObjectExpression':
      return { kind: 'group' }
    default:
      return { kind: 'any' }
  }
}

/** Why a value does not fit a prop's rule, in the writer's words, or null. */
export function valueFault(rule: PropRule, value: { kind: PropKind | 'null'; text?: string }): string | null {
  const kinds = new Set(rule.kinds)
  if (kinds.has('any')) return null
  if (value.kind === 'null') return rule.required ? 'needs a value' : null
  const fits =
    kinds.has(value.kind as PropKind) || (kinds.has('content') && (value.kind === 'text' || value.kind === 'number'))
  if (!fits)
    return `expected ${rule.kinds
      .filter((kind) => kind !== 'content' || kinds.size === 1)
      .map((kind) => kindWords[kind])
      .join(' or ')}`
  if (rule.values && value.kind === 'text' && !rule.values.includes(value.text ?? ''))
    return `expected one of ${rule.values.map((word) => `"${word}"`).join(', ')}, got "${value.text}"`
  return null
}

/** The settings a part takes, for a message: "href, variant" or "none". */
export function settingsOf(part: string): string {
  const names = Object.keys(partProps[part] ?? {}).filter((name) => name !== 'children')
  return names.length ? names.join(', ') : 'none'
}
