/**
 * The words of a content file as a visitor meets them, each run of words with the place where it
 * stands in the file: the house style (style.ts) and the reading grade (readability.ts) read these,
 * never the raw file, so tags, code, YAML quoting and line endings cannot confuse them.
 */
import type { Nodes, Parent } from 'mdast'
import type { z } from 'zod'
import { wordsRoleAt } from './fields'

/** One run of words: a paragraph, heading, list item or table cell of the body, a part's text prop, or a front-matter value. */
export interface Passage {
  /** Where the words stand, as messages name it: "body", a part's prop ("intro"), or a front-matter field ("tools.0.measures"). */
  field: string
  /** Sentences a visitor reads, counted in the reading grade; false for headings, names, labels and button words, which only the house style checks. */
  prose: boolean
  text: string
  /** Where each piece of the text starts, in the text (`at`) and in the file. A paragraph with bold or a link has several. */
  pieces: Array<{ at: number; line: number; column: number }>
}

/** A file's words and its text (with the front-matter, line endings made plain), for finding where a word stands. */
export interface WrittenFile {
  file: string
  source: string
  passages: Passage[]
}

/** Part props that hold sentences; every other text prop is a heading, a label or a name. */
const PROSE_PROPS = new Set(['intro', 'description', 'note', 'sentText', 'question', 'StatCard.label'])

/** Part props that are addresses, ids or quoted sources rather than words of the site. */
const VERBATIM_PROPS = new Set(['href', 'to', 'id', 'icon', 'image', 'variant', 'group', 'phone', 'StatCard.source'])

/** Parts whose words are a button's label, not sentences. */
const LABEL_PARTS = new Set(['BookingButton', 'ButtonLink', 'Button', 'ScrollButton', 'ComingSoonButton'])

/**
 * The front-matter's words: every text value, with the line of its field, as parseYaml's `locate`
 * gives it. Whether a field's words are prose, or are not read at all (verbatim), its schema says
 * (lib/content/fields.ts: prose, verbatim).
 */
export function frontmatterPassages(
  data: unknown,
  locate: (path: ReadonlyArray<PropertyKey>) => { line: number; column: number },
  schema: z.ZodType,
  path: PropertyKey[] = [],
): Passage[] {
  if (typeof data === 'string') {
    const role = wordsRoleAt(schema, path)
    if (role.verbatim) return []
    const at = locate(path)
    const key = path.at(-1)
    // A map's value starts after "key:"; a list item where the item starts.
    const column = typeof key === 'string' ? at.column + key.length + 1 : at.column
    return [
      { field: path.map(String).join('.'), prose: role.prose, text: data, pieces: [{ at: 0, line: at.line, column }] },
    ]
  }
  if (Array.isArray(data))
    return data.flatMap((item, index) => frontmatterPassages(item, locate, schema, [...path, index]))
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => frontmatterPassages(value, locate, schema, [...path, key]))
  return []
}

type Point = { line: number; column: number }

/** The body's words, gathered by body-rules.ts in its one walk over the syntax tree. */
export class BodyPassages {
  readonly passages: Passage[] = []

  /** A paragraph, heading or table cell: its inline text joined, without code. */
  block(node: Nodes & Parent, parent: Parent | undefined) {
    const passage: Passage = {
      field: 'body',
      prose: node.type !== 'heading' && !isLabel(node, parent),
      text: '',
      pieces: [],
    }
    appendInline(passage, node)
    if (passage.text.trim()) this.passages.push(passage)
  }

  /** A part's text prop, written name="words". `start` is where the prop's name stands. */
  prop(part: string, prop: string, value: string, start: Point) {
    if (VERBATIM_PROPS.has(prop) || VERBATIM_PROPS.has(`${part}.${prop}`) || !value.trim()) return
    const prose = PROSE_PROPS.has(prop) || PROSE_PROPS.has(`${part}.${prop}`)
    this.passages.push({
      field: prop,
      prose,
      text: value,
      pieces: [{ at: 0, line: start.line, column: start.column + prop.length + 2 }],
    })
  }

  /** A text inside a prop's list or group, labels={{ email: "Email" }}: labels, not sentences. */
  literal(prop: string, value: string, start: Point) {
    if (VERBATIM_PROPS.has(prop) || !value.trim()) return
    this.passages.push({
      field: prop,
      prose: false,
      text: value,
      pieces: [{ at: 0, line: start.line, column: start.column + 1 }],
    })
  }
}

/** A block that holds only a button (its own paragraph, or the text inside the button's tags). */
function isLabel(node: Nodes & Parent, parent: Parent | undefined): boolean {
  const parentName = parent && 'name' in parent ? parent.name : undefined
  if (typeof parentName === 'string' && LABEL_PARTS.has(parentName)) return true
  const content = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()))
  return (
    content.length > 0 &&
    content.every((child) => child.type === 'mdxJsxTextElement' && child.name !== null && LABEL_PARTS.has(child.name))
  )
}

function appendInline(passage: Passage, node: Nodes) {
  if (node.type === 'text') {
    const start = node.position?.start ?? { line: 1, column: 1 }
    passage.pieces.push({ at: passage.text.length, line: start.line, column: start.column })
    passage.text += node.value
    return
  }
  if (node.type === 'break') passage.text += ' '
  // Code is not words, and a picture's alt text is not part of the sentence around it.
  if (node.type === 'inlineCode' || node.type === 'image' || !('children' in node)) return
  for (const child of node.children) appendInline(passage, child)
}

/**
 * Where in the file a place in a passage's text stands. `needle` is the text found there: the
 * file is searched for it from the piece's start, so escapes, YAML quotes and folded lines, and
 * the indentation the syntax tree strips from a paragraph's later lines, still give the right
 * line and column. When the file writes it otherwise (split across lines), the line is counted.
 */
export function pointIn(source: SourceLines, passage: Passage, at: number, needle: string): Point {
  let index = 0
  while (index + 1 < passage.pieces.length && passage.pieces[index + 1].at <= at) index++
  const piece = passage.pieces[index]
  const end = passage.pieces[index + 1]?.at ?? passage.text.length
  const text = passage.text.slice(piece.at, end)
  const within = at - piece.at
  const word = needle.split('\n')[0]
  if (word) {
    let before = 0
    for (
      let found = text.indexOf(word);
      found !== -1 && found < within;
      found = text.indexOf(word, found + word.length)
    )
      before++
    const from = source.offsetOf(piece)
    const limit = from + text.length * 2 + 200
    let found = source.text.indexOf(word, from)
    for (; found !== -1 && before > 0; before--) found = source.text.indexOf(word, found + word.length)
    if (found !== -1 && found <= limit) return source.pointOf(found)
  }
  const lines = text.slice(0, within).split('\n')
  if (lines.length === 1) return { line: piece.line, column: piece.column + within }
  const line = piece.line + lines.length - 1
  return { line, column: source.indentOf(line) + 1 + lines.at(-1)!.length }
}

/** A file's text with its line starts, to turn offsets into lines and columns and back. */
export class SourceLines {
  private readonly starts: number[] = [0]

  constructor(readonly text: string) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
      this.starts.push(index + 1)
  }

  offsetOf(point: Point): number {
    return (this.starts[point.line - 1] ?? this.text.length) + point.column - 1
  }

  pointOf(offset: number): Point {
    let low = 0
    let high = this.starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.starts[middle] <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - this.starts[low] + 1 }
  }

  indentOf(line: number): number {
    const start = this.starts[line - 1] ?? 0
    return /^[ \t]*/.exec(this.text.slice(start, start + 200))![0].length
  }
}
