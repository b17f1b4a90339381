/**
 * Writes the writers' field tables from the schemas themselves, so the guide and the checks can
 * never disagree: each field's name, whether it is required, what it means, and an example.
 */
import type { z } from 'zod'
import { collections, dataFiles } from './schema'
import { ownRole, type WordsRole } from './fields'

const FIELDS_START = '<!-- fields:start (written by npm run docs:content; do not edit by hand) -->'
const FIELDS_END = '<!-- fields:end -->'

interface FieldRow {
  name: string
  path: string[]
  required: boolean
  kind: string
  meaning: string
}

type AnySchema = z.core.$ZodType & { description?: string; def: Record<string, unknown> & { type: string } }

/** Peels optional/default/pipe wrappers, keeping the first description found on the way. */
function unwrap(schema: AnySchema): { inner: AnySchema; description?: string; optional: boolean } {
  let inner = schema
  let description = schema.description
  let optional = false
  for (;;) {
    const { type } = inner.def
    if (type === 'optional' || type === 'default') optional = true
    if (type === 'optional' || type === 'default' || type === 'nullable') inner = inner.def.innerType as AnySchema
    else if (type === 'pipe') inner = inner.def.in as AnySchema
    else break
    description ??= inner.description
  }
  return { inner, description, optional }
}

function kindOf(schema: AnySchema): string {
  const { type } = schema.def
  if (type === 'string') return 'text'
  if (type === 'number') return 'number'
  if (type === 'boolean') return 'true / false'
  if (type === 'enum')
    return `one of ${Object.values(schema.def.entries as Record<string, string>)
      .map((v) => `\`${v}\``)
      .join(', ')}`
  if (type === 'array') {
    const element = unwrap(schema.def.element as AnySchema).inner
    return element.def.type === 'object' ? 'list of groups' : `list of ${kindOf(element)}`
  }
  if (type === 'object') return 'group of fields'
  if (type === 'record') return 'group of fields'
  if (type === 'union') return 'one of several forms'
  return type
}

/** What the check makes of a field's words (lib/content/fields.ts: prose, verbatim, marked), as the kind column says it. */
function roleWords(role: WordsRole, verbatimAround: boolean): string {
  const words =
    verbatimAround || role.words === 'verbatim' ? ', kept as written' : role.words === 'prose' ? ', prose' : ''
  return `${words}${role.marked ? ', takes [[terms]]' : ''}`
}

export function fieldRows(schema: AnySchema, prefix = '', verbatimAround = false): FieldRow[] {
  // A path segment ending in [] steps into a list's first item when examples are read.
  const rows: FieldRow[] = []
  const shape = unwrap(schema).inner.def.shape as Record<string, AnySchema> | undefined
  if (!shape) return rows
  for (const [key, field] of Object.entries(shape)) {
    const { inner, description, optional } = unwrap(field)
    const name = `${prefix}${key}`
    const path = name.split('.')
    const role = ownRole(field as unknown as z.ZodType)
    const verbatim = verbatimAround || role.words === 'verbatim'
    rows.push({
      name,
      path,
      required: !optional,
      kind: `${kindOf(inner)}${roleWords(role, verbatimAround)}`,
      meaning: description ?? '',
    })
    if (inner.def.type === 'object') rows.push(...fieldRows(inner, `${name}.`, verbatim))
    if (inner.def.type === 'array') {
      const element = unwrap(inner.def.element as AnySchema).inner
      if (element.def.type === 'object') rows.push(...fieldRows(element, `${name}[].`, verbatim))
    }
  }
  return rows
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The value at a field's path in a real content file, shortened for a table cell. */
function exampleAt(example: unknown, path: string[]): string {
  let value = example
  for (const segment of path) {
    const key = segment.replace(/\[\]$/, '')
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
    if (segment.endsWith('[]')) value = Array.isArray(value) ? value[0] : undefined
  }
  if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value))) return ''
  if (Array.isArray(value)) {
    const first = value[0]
    if (first === undefined || typeof first === 'object') return ''
    return `\`${String(first)}\`${value.length > 1 ? ', …' : ''}`
  }
  const text = String(value)
  return `\`${text.length > 60 ? `${text.slice(0, 57)}…` : text}\``
}

function table(schema: AnySchema, example: unknown): string {
  const lines = ['| field | required | kind | meaning | example |', '|---|---|---|---|---|']
  // A file that is a list (content/redirects.yaml): the fields of each item, with the first as example.
  const list = unwrap(schema).inner
  if (list.def.type === 'array') {
    schema = unwrap(list.def.element as AnySchema).inner
    example = Array.isArray(example) ? example[0] : undefined
  }
  for (const row of fieldRows(schema)) {
    lines.push(
      `| \`${row.name}\` | ${row.required ? 'yes' : 'no'} | ${cell(row.kind)} | ${cell(row.meaning)} | ${cell(exampleAt(example, row.path))} |`,
    )
  }
  return lines.join('\n')
}

/**
 * The generated part of WRITING.md: one section per collection and data file. `examples` maps a
 * collection folder or data file name to one real file's values, shown in the example column.
 */
function fieldsReference(examples: Record<string, unknown> = {}): string {
  const parts: string[] = [FIELDS_START, '']
  for (const [folder, schema] of Object.entries(collections)) {
    const about = (schema as unknown as AnySchema).description
    parts.push(`### \`content/${folder}/<id>.mdx\``, '')
    if (about) parts.push(about, '')
    parts.push(table(schema as unknown as AnySchema, examples[folder]), '')
  }
  for (const [name, schema] of Object.entries(dataFiles)) {
    const about = (schema as unknown as AnySchema).description
    parts.push(`### \`content/${name}\``, '')
    if (about) parts.push(about, '')
    parts.push(table(schema as unknown as AnySchema, examples[name]), '')
  }
  parts.push(FIELDS_END)
  return parts.join('\n')
}

/** WRITING.md with its generated part replaced by the current one. */
export function withFieldsReference(guide: string, examples: Record<string, unknown> = {}): string {
  const start = guide.indexOf(FIELDS_START)
  const end = guide.indexOf(FIELDS_END)
  if (start === -1 || end === -1)
    throw new Error(`WRITING.md must contain the markers ${FIELDS_START} and ${FIELDS_END}`)
  return guide.slice(0, start) + fieldsReference(examples) + guide.slice(end + FIELDS_END.length)
}

/** One real file's values per collection and data file: the first file in name order. */
export async function contentExamples(root: string): Promise<Record<string, unknown>> {
  const { dataFileOf } = await import('./store')
  const { checkContent } = await import('./check')
  const { isTranslation } = await import('./translations')
  const examples: Record<string, unknown> = {}
  // Examples come from the source files, never from their translations (content/es/).
  for (const entry of (await checkContent(root)).entries)
    if (!isTranslation(entry.file)) examples[entry.collection] ??= entry.data
  for (const name of Object.keys(dataFiles)) examples[name] = dataFileOf(root, `content/${name}`)
  return examples
}
