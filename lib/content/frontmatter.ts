/** Reads the YAML front-matter of a content file, keeping where each field stands so errors can name the line. */
import {
  LineCounter,
  parse,
  parseDocument,
  isMap,
  isSeq,
  isPair,
  isScalar,
  visit,
  type Document,
  type Node,
} from 'yaml'
import type { z } from 'zod'
import { hiddenCharacterMessage } from './characters'
import type { Problem } from './problems'
import { closest } from './closest'

export interface ParsedYaml {
  data: unknown
  problems: Problem[]
  /** Line and column (1-based, in the whole file) of the field at a path, or of the nearest enclosing field. */
  locate(path: ReadonlyArray<PropertyKey>): { line: number; column: number }
}

/**
 * The text of a content file as every check reads it: without a byte-order mark, which some
 * editors write at the start, and with every line ending (CRLF, CR) made a plain line feed.
 */
export function normalizeSource(source: string): string {
  return source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
}

/** Splits `---\nyaml\n---\nbody`. The body keeps its line numbers: the front-matter lines become empty lines. */
export function splitFrontmatter(source: string): { yaml: string | null; body: string } {
  const match = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source)
  if (!match) return { yaml: null, body: source }
  const blankLines = '\n'.repeat(match[0].split('\n').length - 1)
  return { yaml: match[1], body: blankLines + source.slice(match[0].length) }
}

/**
 * A file's front-matter fields as written, unchecked ({} without front-matter); throws when its YAML
 * cannot be read. Read content through the store (fieldsOf and frontmatterOf in lib/content/store.ts),
 * which parses each text once a process.
 */
export function parseFields(text: string): Record<string, unknown> {
  const data: unknown = parse(splitFrontmatter(normalizeSource(text)).yaml ?? '')
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}

/** A YAML data file's value as written (content/site.yaml, a signature), before its schema; throws when its YAML cannot be read. */
export function dataOf(text: string): unknown {
  return parse(normalizeSource(text))
}

/** A content file's text with these front-matter fields set (a new one added last), every other line as written. */
export function withFields(text: string, fields: Record<string, unknown>): string {
  const source = normalizeSource(text)
  const match = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)/.exec(source)
  if (!match) throw new Error('has no front-matter: it must start with --- , its fields, and ---')
  const document = parseDocument(match[1])
  for (const [key, value] of Object.entries(fields)) document.set(key, value)
  return `---\n${document.toString({ lineWidth: 0 })}---\n${source.slice(match[0].length)}`
}

/** How many lines with a YAML mistake the check names in one file; the rest usually follow from the first. */
const MAX_YAML_ERROR_LINES = 5

/**
 * What to write instead, for the YAML mistakes writers make most, by the parser's code for them: its
 * own message says what it found, in a programmer's words.
 */
const lineUp =
  'check the spaces that start this line (a list item sits two spaces in, as "  - item"), write each field as "name: value", and put a text that holds ": " in double quotes'
const yamlAdvice: Partial<Record<string, string>> = {
  BLOCK_AS_IMPLICIT_KEY: lineUp,
  MULTILINE_IMPLICIT_KEY: lineUp,
  BAD_INDENT: 'check the spaces that start this line, and close each [ with ] and each { with }',
  TAB_AS_INDENT: 'indent with spaces, not a tab',
  DUPLICATE_KEY: 'this field is written twice in this file: keep one',
  BAD_SCALAR_START: 'put a text that starts with this character in double quotes',
}
/** The parser gives one code (MISSING_CHAR) to many mistakes: these are told apart by how its message starts. */
const missingCharAdvice: Array<[string, string]> = [
  ['Missing closing', 'end the text with the quote mark it starts with, on the same line'],
  ['Implicit map keys', 'each field is written "name: value", with a colon and a space after its name'],
]
const adviceFor = (code: string, found: string): string | undefined =>
  code === 'MISSING_CHAR' ? missingCharAdvice.find(([start]) => found.startsWith(start))?.[1] : yamlAdvice[code]

export function parseYaml(file: string, yaml: string, firstLine: number): ParsedYaml {
  const lineCounter = new LineCounter()
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const at = (offset: number) => {
    const pos = lineCounter.linePos(offset)
    return { line: pos.line + firstLine - 1, column: pos.col }
  }
  const locate = (path: ReadonlyArray<PropertyKey>) => at(offsetOf(doc, path))
  // One mistake often makes the parser report many more after it on the same line (a run of
  // brackets gave 24,000): a writer needs the first on each line, and only the first few lines.
  const problems: Problem[] = []
  const lines = new Set<number>()
  for (const error of doc.errors) {
    const place = at(error.pos[0])
    if (lines.has(place.line)) continue
    if (lines.size === MAX_YAML_ERROR_LINES) break
    lines.add(place.line)
    const found = error.message.split('\n')[0]
    const advice = adviceFor(error.code, found)
    problems.push({ file, ...place, field: 'yaml', message: advice ? `${found}: ${advice}` : found, severity: 'error' })
  }
  if (problems.length) return { data: undefined, problems, locate }
  // An alias (*name) repeats the value its anchor (&name) marks: it can refer to itself, or repeat
  // another alias until the value is larger than any file, so content writes every value out.
  let alias: { offset: number; source: string } | undefined
  visit(doc, {
    Alias(_, node) {
      alias = { offset: node.range?.[0] ?? 0, source: node.source }
      return visit.BREAK
    },
  })
  if (alias) {
    const message = `*${alias.source.slice(0, 40)} repeats another value (a YAML alias), which content does not use: write the value out where it is needed, and remove its &${alias.source.slice(0, 40)}`
    return {
      data: undefined,
      problems: [{ file, ...at(alias.offset), field: 'yaml', message, severity: 'error' }],
      locate,
    }
  }
  const data: unknown = doc.toJS()
  problems.push(...forbiddenCharacters(file, data, [], locate))
  return { data: problems.length ? undefined : data, problems, locate }
}

/** Every text value that holds a control character or a bidirectional override, at its line. */
function forbiddenCharacters(
  file: string,
  value: unknown,
  path: PropertyKey[],
  locate: ParsedYaml['locate'],
): Problem[] {
  if (typeof value === 'string') {
    const hidden = hiddenCharacterMessage(value)
    return hidden
      ? [{ file, ...locate(path), field: fieldName(path) || 'yaml', message: hidden, severity: 'error' }]
      : []
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => forbiddenCharacters(file, item, [...path, index], locate))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hiddenCharacterMessage(key)
        ? [
            {
              file,
              ...locate([...path, key]),
              field: fieldName([...path, key]),
              message: hiddenCharacterMessage(key)!,
              severity: 'error' as const,
            },
          ]
        : []),
      ...forbiddenCharacters(file, item, [...path, key], locate),
    ])
  }
  return []
}

function offsetOf(doc: Document, path: ReadonlyArray<PropertyKey>): number {
  let node: Node | null | undefined = doc.contents as Node | null
  let offset = node?.range?.[0] ?? 0
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key)
      if (!pair) break
      offset = (pair.key as Node).range?.[0] ?? offset
      node = pair.value as Node | null
    } else if (isSeq(node) && typeof key === 'number') {
      const item = node.items[key] as Node | undefined
      if (!item) break
      offset = item.range?.[0] ?? offset
      node = item
    } else {
      break
    }
  }
  return offset
}

/** The fields of the object a schema describes at `path` (through lists and optional values), for "did you mean". */
function fieldsAt(schema: z.ZodType, path: ReadonlyArray<PropertyKey>): string[] {
  type Def = { type: string; innerType?: Node; in?: Node; shape?: Record<string, Node>; element?: Node }
  type Node = { _zod?: { def: Def } }
  let node: Node | undefined = schema as unknown as Node
  const unwrap = () => {
    for (let def = node?._zod?.def; def; def = node?._zod?.def) {
      if (def.innerType) node = def.innerType
      else if (def.type === 'pipe') node = def.in
      else return def
    }
    return undefined
  }
  for (const key of path) {
    const def = unwrap()
    node = def?.type === 'object' ? def.shape?.[String(key)] : def?.type === 'array' ? def.element : undefined
  }
  const def = unwrap()
  return def?.type === 'object' ? Object.keys(def.shape ?? {}) : []
}

/** Checks data against a schema and turns each issue into a Problem in the writer's words. */
export function checkAgainst(
  file: string,
  schema: z.ZodType,
  parsed: ParsedYaml,
): { value: unknown; problems: Problem[] } {
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true })
  if (result.success) return { value: result.data, problems: [] }
  const problems: Problem[] = []
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key]
        const meant = closest(key, fieldsAt(schema, issue.path))
        problems.push({
          file,
          ...parsed.locate(path),
          field: fieldName(path),
          message: `is not a known field (${meant ? `did you mean ${meant}?` : 'check its spelling'})`,
          severity: 'error',
        })
      }
      continue
    }
    problems.push({
      file,
      ...parsed.locate(issue.path),
      field: fieldName(issue.path) || '(front-matter)',
      message: describeIssue(issue),
      severity: 'error',
    })
  }
  return { value: undefined, problems }
}

export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join('.')
}

const kindNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      const expected = kindNames[issue.expected] ?? issue.expected
      if (issue.input === undefined) return `is required (expected ${expected})`
      return `expected ${expected}, got ${describeValue(issue.input)}`
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}, got ${describeValue(issue.input)}`
    case 'too_small':
      if (issue.origin === 'array') return `expected at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `expected at least ${issue.minimum} characters`
      return `expected at least ${issue.minimum}`
    case 'too_big':
      if (issue.origin === 'array') return `expected at most ${issue.maximum} items`
      if (issue.origin === 'string') return `expected at most ${issue.maximum} characters`
      return `expected at most ${issue.maximum}`
    case 'invalid_union':
      return 'does not match any allowed form (check the fields it needs)'
    default:
      return issue.message
  }
}

function describeValue(value: unknown): string {
  if (value === null) return 'nothing (null)'
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object') return 'a group of fields'
  if (typeof value === 'string') return `"${value}"`
  return String(value)
}
