/**
 * A key fact is only as good as its date: every <StatCard> names the year of its figures in
 * `source`, and a figure much older than today is flagged for a fresh look.
 * Called from the walk over the body (body-rules.ts).
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Problem } from './problems'

/** How many years old a figure may be before the check asks for newer figures. */
export const MAX_FIGURE_AGE_YEARS = 3

const EXAMPLE = 'source="Centers for Disease Control and Prevention, Stroke Facts, 2024"'

/** The years a source names (1900 to 2099), as four separate digits. */
function yearsIn(source: string): number[] {
  return [...source.matchAll(/(?<!\d)(19|20)\d{2}(?!\d)/g)].map((match) => Number(match[0]))
}

/** The text of the card's source prop: written source="..." or source={"..."}. */
function sourceOf(node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'source')
  if (!attribute || attribute.type !== 'mdxJsxAttribute') return undefined
  if (typeof attribute.value === 'string') return attribute.value
  const literal = /^\s*(["'])(.*)\1\s*$/.exec(attribute.value?.value ?? '')
  return literal ? literal[2] : undefined
}

/** `today` (YYYY-MM-DD) is the day the figures' age is counted to. */
export function statCardProblems(file: string, node: MdxJsxFlowElement | MdxJsxTextElement, today?: string): Problem[] {
  const { line, column } = node.position?.start ?? { line: 1, column: 1 }
  const at = { file, line, column, field: 'source' }
  const source = sourceOf(node)
  if (source === undefined || !source.trim()) {
    return [{ ...at, message: `a key fact needs its source with the year of the figures: add ${EXAMPLE}`, severity: 'error' }]
  }
  const years = yearsIn(source)
  if (!years.length) {
    return [{ ...at, message: `"${source}" names no year: add the year the figures were published, e.g. source="${source}, 2024"`, severity: 'error' }]
  }
  const year = Math.max(...years)
  const thisYear = today ? Number(today.slice(0, 4)) : NaN
  if (thisYear - year > MAX_FIGURE_AGE_YEARS) {
    return [
      {
        ...at,
        message: `the figures are from ${year}, more than ${MAX_FIGURE_AGE_YEARS} years before ${thisYear}: look for newer figures and update value, label and source`,
        severity: 'warning',
      },
    ]
  }
  return []
}
