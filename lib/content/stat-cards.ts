/**
 * A key fact is only as good as its date: every <StatCard> names the year of its figures in
 * `source`, and a figure more than a few years old must say its year on the card itself.
 * Called from the walk over the body (body-rules.ts).
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { Problem } from './problems'

/** How many years old a figure may be before the card must say its year where the reader sees it. */
const MAX_FIGURE_AGE_YEARS = 3

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

/** The text of a card's text prop (label or value), written name="..." or name={"..."}. */
function textProp(node: MdxJsxFlowElement | MdxJsxTextElement, name: string): string {
  const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)
  if (!attribute || attribute.type !== 'mdxJsxAttribute') return ''
  if (typeof attribute.value === 'string') return attribute.value
  return /^\s*(["'])(.*)\1\s*$/.exec(attribute.value?.value ?? '')?.[2] ?? ''
}

/**
 * `today` (YYYY-MM-DD, the day of the check or build) is what a figure's age is counted from. The
 * figures' year is the first year the source names (a source may name a newer edition after it). A
 * figure more than 3 years old is honest when the card says its year where the reader sees it, in
 * the label or the value ("In 2021, about 6.2 million Americans..."); otherwise the check warns.
 */
export function statCardProblems(
  file: string,
  node: MdxJsxFlowElement | MdxJsxTextElement,
  today = new Date().toISOString().slice(0, 10),
): Problem[] {
  const { line, column } = node.position?.start ?? { line: 1, column: 1 }
  const at = { file, line, column, field: 'source' }
  const source = sourceOf(node)
  if (source === undefined || !source.trim()) {
    return [
      { ...at, message: `a key fact needs its source with the year of the figures: add ${EXAMPLE}`, severity: 'error' },
    ]
  }
  const years = yearsIn(source)
  if (!years.length) {
    return [
      {
        ...at,
        message: `"${source}" names no year: add the year the figures were published, e.g. source="${source}, 2024"`,
        severity: 'error',
      },
    ]
  }
  const year = years[0]
  const thisYear = Number(today.slice(0, 4))
  const shown = `${textProp(node, 'value')} ${textProp(node, 'label')}`
  if (thisYear - year > MAX_FIGURE_AGE_YEARS && !yearsIn(shown).includes(year)) {
    return [
      {
        ...at,
        message: `the figures are from ${year}, more than ${MAX_FIGURE_AGE_YEARS} years ago, and the card reads as if they were today's: say their year in the label (label="In ${year}, ..."), and name a newer edition in the source if there is one; or update value, label and source to newer figures`,
        severity: 'warning',
      },
    ]
  }
  return []
}
