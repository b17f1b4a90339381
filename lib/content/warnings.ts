/**
 * What the check says about a file beyond its shape: missing sources, long
 * sentences and a reading grade above 8 (warnings, the build goes on), and the house style of
 * content/style.yaml (each rule says whether it is an error or a warning).
 */
import type { ParsedYaml } from './frontmatter'
import type { Problem } from './problems'
import { pointIn, SourceLines, type Passage, type WrittenFile } from './prose'
import {
  difficultyIn,
  hardestPassage,
  MAX_GRADE,
  MAX_SENTENCE_WORDS,
  MIN_SPANISH_EASE,
  readingOf,
  sentencesOf,
  spanishEaseOf,
} from './readability'
import { languageOfFile } from '../language'
import { styleProblems, type HouseStyle } from './style'

interface Entry extends WrittenFile {
  collection: string
  data: Record<string, unknown>
  /** Where a front-matter field stands. */
  locate: ParsedYaml['locate']
}

/** `style` is content/style.yaml compiled, or null when the project has none (or it has a mistake, reported on its own). */
export function warningsFor(entry: Entry, style: HouseStyle | null = null): Problem[] {
  const warnings: Problem[] = []
  // An overdue review follows from its signature: lib/content/review.ts.
  const { sources } = entry.data as { sources?: unknown[] }
  if (entry.collection === 'conditions' && Array.isArray(sources) && sources.length === 0) {
    warnings.push({
      file: entry.file,
      line: 1,
      column: 1,
      field: 'sources',
      message: 'the page lists no sources: add the references its facts rest on',
      severity: 'warning',
    })
  }
  warnings.push(...readingWarnings(entry))
  if (style) warnings.push(...styleProblems(entry, style))
  return warnings
}

/** Sentences over 25 words, each where it starts, and a file whose prose reads above grade 8, at the passage that raises its grade most. */
export function readingWarnings(written: WrittenFile): Problem[] {
  const warnings: Problem[] = []
  // A translation is measured in its own language (content/es/...: Fernández-Huerta).
  const language = languageOfFile(written.file)
  const sentences = sentencesOf(written.passages, language)
  let lines: SourceLines | undefined
  const at = (passage: Passage, offset: number, needle: string) =>
    pointIn((lines ??= new SourceLines(written.source)), passage, offset, needle)
  for (const sentence of sentences) {
    if (sentence.words <= MAX_SENTENCE_WORDS) continue
    const first = sentence.text.split(/\s/)[0]
    warnings.push({
      file: written.file,
      ...at(sentence.passage, sentence.at, first),
      field: sentence.passage.field,
      message: `a sentence of ${sentence.words} words (keep under ${MAX_SENTENCE_WORDS}): "${sentence.text.slice(0, 60)}…"`,
      severity: 'warning',
    })
  }
  const { grade, words } = readingOf(sentences)
  const hardest = hardestPassage(sentences, difficultyIn(language))
  if (language === 'es') {
    const ease = spanishEaseOf({
      words,
      sentences: sentences.length,
      syllables: sentences.reduce((sum, s) => sum + s.syllables, 0),
    })
    if (ease !== null && ease < MIN_SPANISH_EASE && hardest) {
      const first = hardest.text.trim().split(/\s/)[0]
      warnings.push({
        file: written.file,
        ...at(hardest, hardest.text.indexOf(first), first),
        field: hardest.field,
        message: `the file reads at ${ease.toFixed(1)} on the Fernández-Huerta scale (keep to ${MIN_SPANISH_EASE} or above; higher is easier); the text that lowers it most starts here: use shorter sentences and everyday words`,
        severity: 'warning',
      })
    }
    return warnings
  }
  if (grade !== null && grade > MAX_GRADE && hardest) {
    const first = hardest.text.trim().split(/\s/)[0]
    warnings.push({
      file: written.file,
      ...at(hardest, hardest.text.indexOf(first), first),
      field: hardest.field,
      message: `the file reads at grade ${grade.toFixed(1)} (keep to ${MAX_GRADE} or below); the text that raises it most starts here: use shorter sentences and everyday words`,
      severity: 'warning',
    })
  }
  return warnings
}
