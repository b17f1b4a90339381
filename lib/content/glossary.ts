/**
 * Medical terms explained where they stand. A writer marks a term in a page's text with the part
 * <Term>FDG-PET</Term>, or in front-matter text with [[FDG-PET]]; the reader gets the term followed
 * by its plain explanation from content/glossary.yaml (components/Term.tsx). This module holds the
 * marks' syntax, the lookup, and the check that every mark names a term the glossary defines and
 * stands only where a component shows explanations: anywhere else its brackets would show as written.
 */
import { languageOfFile, SOURCE_LANGUAGE } from '../language'
import type { Problem } from './problems'
import type { Glossary } from './schema'
import { closest } from './closest'

/** [[term]]: the term holds no brackets, so two marks side by side stay two marks. */
const MARK = /\[\[([^[\]]*)\]\]/g

/** Front-matter text cut into plain runs and marked terms, in order. */
export type MarkedPart = string | { term: string }

export function splitMarks(text: string): MarkedPart[] {
  const parts: MarkedPart[] = []
  let last = 0
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) parts.push(text.slice(last, match.index))
    parts.push({ term: match[1] })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return parts
}

/** The words without their marks, for places that show text as written: titles, descriptions, structured data, attributes. */
export function stripMarks(text: string): string {
  return text.replace(MARK, '$1')
}

/** How a term is looked up: the same whatever its capitals, its spacing or the way its accents were typed. */
export function termKey(term: string): string {
  return term.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

export interface GlossaryEntry {
  term: string
  explanation: string
}

export interface GlossaryIndex {
  /** The entry a term or one of its other spellings names. */
  find(term: string): GlossaryEntry | undefined
  /** A defined term written nearly the same, for "did you mean"; a slip of one or two letters. */
  closest(term: string): string | undefined
  /** Every term with its spellings and explanation, as text: what a compiled body that marks terms depends on. */
  readonly version: string
}

export function glossaryIndex(glossary: Glossary): GlossaryIndex {
  const entries = new Map<string, GlossaryEntry & { spelling: string }>()
  for (const { term, explanation, otherSpellings = [] } of glossary.terms) {
    for (const spelling of [term, ...otherSpellings]) entries.set(termKey(spelling), { term, explanation, spelling })
  }
  return {
    version: JSON.stringify(glossary.terms),
    find(term) {
      const entry = entries.get(termKey(term))
      return entry && { term: entry.term, explanation: entry.explanation }
    },
    closest(term) {
      const nearest = closest(termKey(term), entries.keys())
      return nearest === undefined ? undefined : entries.get(nearest)!.spelling
    },
  }
}

/** Whether a file's marks are refused: the glossary explains terms in English, so a translation (content/es/...) marks none. */
export const marksRefused = (file: string): boolean => languageOfFile(file) !== SOURCE_LANGUAGE

/** What to write when a translation marks a term: no English explanation inside the words of another language. */
export function translatedMarkMessage(term: string, how: 'part' | 'mark'): string {
  const shown = how === 'part' ? `<Term>${term}</Term>` : `[[${term}]]`
  return `${shown}: content/glossary.yaml explains terms in English, and a translation marks none (no English explanation in its text): ${how === 'part' ? 'remove the <Term> tags' : 'remove the [[ ]]'} and say what the term means in the sentence, in this page's language`
}

/** What to write when a term is not in the glossary; `how` is the way it was marked. */
export function unknownTermMessage(term: string, glossary: GlossaryIndex, how: 'part' | 'mark'): string {
  const nearest = glossary.closest(term)
  const guess = nearest ? ` (did you mean "${nearest}"?)` : ''
  const shown = how === 'part' ? `<Term>${term}</Term>` : `[[${term}]]`
  const unmark = how === 'part' ? 'remove the <Term> tags around it' : 'remove the [[ ]] around it'
  return `${shown}: "${term}" is not in the glossary${guess}: add it to content/glossary.yaml with a plain explanation, or ${unmark}`
}

/**
 * Every problem with the marks of one file's front-matter, at the mark's own line and column:
 * a mark in a field that shows text as written, a mark without its partner, an empty mark, and a
 * term the glossary does not define (not checked when `glossary` is null: the glossary itself has
 * a mistake, reported on its own).
 */
export function frontmatterMarkProblems(options: {
  file: string
  /** Where marks are explained: whether the field at a path takes them, and the fields that do, for the message (lib/content/records.ts, markRuleOf). */
  marks: { allowed(path: ReadonlyArray<PropertyKey>): boolean; where: string }
  data: unknown
  /** The whole file, as its line numbers count. */
  source: string
  locate: (path: ReadonlyArray<PropertyKey>) => { line: number; column: number }
  glossary: GlossaryIndex | null
}): Problem[] {
  const { file, marks: rule, source, locate, glossary } = options
  const problems: Problem[] = []
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (value.includes('[[') || value.includes(']]')) problems.push(...stringProblems(value, path))
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]))
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
    }
  }
  const stringProblems = (value: string, path: PropertyKey[]): Problem[] => {
    const field = path.map(String).join('.')
    const fieldAt = locate(path)
    const at = (needle: string) => ({ file, ...positionOf(source, fieldAt, needle), field, severity: 'error' as const })
    const marks = [...value.matchAll(MARK)]
    if (!rule.allowed(path)) {
      const { where } = rule
      const first = marks[0]?.[0] ?? (value.includes('[[') ? '[[' : ']]')
      return [
        {
          ...at(first),
          message: `shows its text as written, so ${first} would appear with its brackets: remove them (terms are explained only in ${where})`,
        },
      ]
    }
    const found: Problem[] = []
    const rest = value.replace(MARK, '')
    if (rest.includes('[[') || rest.includes(']]')) {
      found.push({
        ...at(rest.includes('[[') ? '[[' : ']]'),
        message: 'has [[ or ]] without its partner: mark a term as [[FDG-PET]], both pairs of brackets around it',
      })
    }
    for (const [whole, term] of marks) {
      if (!term.trim())
        found.push({
          ...at(whole),
          message: `has an empty mark ${whole}: put the term between the brackets, or remove them`,
        })
      else if (marksRefused(file)) found.push({ ...at(whole), message: translatedMarkMessage(term, 'mark') })
      else if (glossary && !glossary.find(term))
        found.push({ ...at(whole), message: unknownTermMessage(term, glossary, 'mark') })
    }
    return found
  }
  walk(options.data, [])
  return problems
}

/** Where `needle` first stands in the file at or after a field's position; the field's position when it cannot be found (text written with escapes). */
function positionOf(
  source: string,
  from: { line: number; column: number },
  needle: string,
): { line: number; column: number } {
  const lines = source.split('\n')
  const start = lines.slice(0, from.line - 1).reduce((sum, line) => sum + line.length + 1, 0) + from.column - 1
  const index = source.indexOf(needle, start)
  if (index === -1) return from
  const before = source.slice(0, index).split('\n')
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/**
 * YAML reads a value that starts with [[ as a list, so `name: [[FDG-PET]]` fails as "expected
 * text, got a list" or as broken YAML. On such a line, say what to write instead.
 */
export function withMarkQuoteHint(problems: Problem[], source: string): Problem[] {
  const lines = source.split('\n')
  return problems.map((problem) => {
    const match = /^\s*(?:-\s+)?([^\s:#][^:#]*):\s+(\[\[.*?)\s*$/.exec(lines[problem.line - 1] ?? '')
    if (!match) return problem
    const [, key, value] = match
    return {
      ...problem,
      message: `starts with [[, which YAML reads as a list: put the whole text in quotes, ${key}: "${value.replace(/"/g, '\\"')}"`,
    }
  })
}
