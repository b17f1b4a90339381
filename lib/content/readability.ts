/**
 * How hard a page's words are to read: the Flesch-Kincaid grade level, written out here from the
 * counts of words, sentences and syllables, 0.39 × words/sentences + 11.8 × syllables/words − 15.59
 * (Kincaid et al., 1975). Syllables come from the `syllable` package (wooorm's, maintained, English).
 * Spanish pages are measured in Spanish (spanishEaseOf, below). Only prose is measured (the fields
 * a schema marks prose(), lib/content/fields.ts): names and labels are as long as they are.
 */
import { syllable } from 'syllable'
import type { Passage, WrittenFile } from './prose'
import { printable } from './problems'
import { languageOfFile, SOURCE_LANGUAGE, type Language } from '../language'

/** The highest reading grade a page may have: health information for the public aims at grade 8 or below. */
export const MAX_GRADE = 8

/** Sentences longer than this many words are flagged. */
export const MAX_SENTENCE_WORDS = 25

interface Sentence {
  text: string
  words: number
  syllables: number
  passage: Passage
  /** Where the sentence starts in its passage's text. */
  at: number
}

interface Reading {
  /** Flesch-Kincaid grade, to one decimal; null when there are no words to measure. */
  grade: number | null
  words: number
  sentences: number
  /** Words in the longest sentence. */
  longest: number
}

/**
 * A sentence ends at . ! or ? followed by a space and a capital letter, a digit or an opening
 * quote, and at the end of its paragraph, list item or field (a list item needs no full stop).
 */
const SENTENCE_END = /[.!?]+["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu

/** Abbreviations whose full stop does not end a sentence ("Dr. Ruiz"). */
const ABBREVIATION = /(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|Prof|St|Jr|Sr|vs|e\.g|i\.e)\.$/i

const WORD = /[\p{L}\p{N}]/u

const syllableCache = new Map<string, number>()

/** Syllables of one written word; a number or an abbreviation counts at least one. */
function syllablesOf(token: string, language: Language): number {
  const word = token.replace(/[^\p{L}\p{N}'’-]/gu, '').toLowerCase()
  const key = `${language}:${word}`
  let count = syllableCache.get(key)
  if (count === undefined) {
    count = Math.max(1, language === 'es' ? spanishSyllables(word) : syllable(word))
    syllableCache.set(key, count)
  }
  return count
}

const STRONG = new Set([...'aeoáéó'])
const SPANISH_VOWEL = /[aeiouáéíóúü]/

/**
 * Spanish syllables, from its regular spelling: one per group of vowels, where two strong vowels
 * (a, e, o) side by side, or an accented í or ú beside another vowel, fall in two syllables (hiatus:
 * "ve-o", "dí-a"); any other pair is one (diphthong: "bue-no", "cui-da-do"). A y at the end of a word
 * belongs to the vowel before it ("muy", "hay").
 */
export function spanishSyllables(word: string): number {
  let count = 0
  let previous = ''
  for (let i = 0; i < word.length; i++) {
    const letter = word[i]
    const vowel = SPANISH_VOWEL.test(letter) || (letter === 'y' && i === word.length - 1 && previous !== '')
    if (!vowel) {
      previous = ''
      continue
    }
    if (!previous || (STRONG.has(previous) && STRONG.has(letter)) || 'íú'.includes(letter) || 'íú'.includes(previous))
      count++
    previous = letter
  }
  return count
}

function measure(text: string, language: Language): { words: number; syllables: number } {
  let words = 0
  let syllables = 0
  for (const token of text.split(/\s+/)) {
    if (!WORD.test(token)) continue
    words++
    syllables += syllablesOf(token, language)
  }
  return { words, syllables }
}

/** The sentences of the prose passages, each with where it starts, with syllables counted in `language`. */
export function sentencesOf(passages: Passage[], language: Language = SOURCE_LANGUAGE): Sentence[] {
  const sentences: Sentence[] = []
  for (const passage of passages) {
    if (!passage.prose) continue
    const add = (start: number, end: number) => {
      const raw = passage.text.slice(start, end)
      const text = raw.trim().replace(/\s+/g, ' ')
      if (!WORD.test(text)) return
      sentences.push({ text, ...measure(text, language), passage, at: start + raw.length - raw.trimStart().length })
    }
    let start = 0
    for (const match of passage.text.matchAll(SENTENCE_END)) {
      const end = match.index! + match[0].trimEnd().length
      if (ABBREVIATION.test(passage.text.slice(start, end))) continue
      add(start, end)
      start = match.index! + match[0].length
    }
    add(start, passage.text.length)
  }
  return sentences
}

export function gradeOf(counts: { words: number; sentences: number; syllables: number }): number | null {
  if (!counts.words || !counts.sentences) return null
  const grade = 0.39 * (counts.words / counts.sentences) + 11.8 * (counts.syllables / counts.words) - 15.59
  return Math.round(grade * 10) / 10
}

/**
 * The lowest reading ease a Spanish page may have on the Fernández-Huerta scale (0 to 100, higher
 * is easier): 60 to 70 reads as "normal", about the 7th and 8th grades, the level of the English
 * pages' limit of grade 8.
 */
export const MIN_SPANISH_EASE = 60

/**
 * The Fernández-Huerta reading ease of Spanish text (J. Fernández Huerta, "Medidas sencillas de
 * lecturabilidad", Consigna 214, 1959), in its corrected form (G. Law, 2011):
 * 206.84 − 0.60 × syllables per 100 words − 1.02 × sentences per 100 words.
 */
export function spanishEaseOf(counts: { words: number; sentences: number; syllables: number }): number | null {
  if (!counts.words || !counts.sentences) return null
  const ease =
    206.84 - 0.6 * ((100 * counts.syllables) / counts.words) - 1.02 * ((100 * counts.sentences) / counts.words)
  return Math.round(ease * 10) / 10
}

export function readingOf(sentences: Sentence[]): Reading {
  let words = 0
  let syllables = 0
  let longest = 0
  for (const sentence of sentences) {
    words += sentence.words
    syllables += sentence.syllables
    longest = Math.max(longest, sentence.words)
  }
  return {
    grade: gradeOf({ words, sentences: sentences.length, syllables }),
    words,
    sentences: sentences.length,
    longest,
  }
}

/**
 * The passage that raises the file's grade most, to point the writer at: the one whose removal
 * would lower the grade most. (A passage's own grade says little when it is a three-word list item.)
 */
type Counts = { words: number; sentences: number; syllables: number }

/** How hard counted words read, higher is harder: the grade in English, the Fernández-Huerta ease turned round in Spanish. */
export const difficultyIn = (language: Language) =>
  language === 'es'
    ? (counts: Counts) => {
        const ease = spanishEaseOf(counts)
        return ease === null ? null : -ease
      }
    : gradeOf

export function hardestPassage(
  sentences: Sentence[],
  difficulty: (counts: Counts) => number | null = gradeOf,
): Passage | undefined {
  const totals = { words: 0, sentences: sentences.length, syllables: 0 }
  const byPassage = new Map<Passage, { words: number; sentences: number; syllables: number }>()
  for (const sentence of sentences) {
    totals.words += sentence.words
    totals.syllables += sentence.syllables
    const own = byPassage.get(sentence.passage) ?? { words: 0, sentences: 0, syllables: 0 }
    own.words += sentence.words
    own.sentences += 1
    own.syllables += sentence.syllables
    byPassage.set(sentence.passage, own)
  }
  if (byPassage.size === 1) return byPassage.keys().next().value
  let hardest: { passage: Passage; without: number } | undefined
  for (const [passage, own] of byPassage) {
    const without =
      difficulty({
        words: totals.words - own.words,
        sentences: totals.sentences - own.sentences,
        syllables: totals.syllables - own.syllables,
      }) ?? Infinity
    if (!hardest || without < hardest.without) hardest = { passage, without }
  }
  return hardest?.passage
}

/** The table `npm run check -- --report` prints: per file, the grade of its prose, its words and its longest sentence (– where it has no prose). */
export function readingReport(files: WrittenFile[]): string {
  const rows = files.map((file) => {
    const language = languageOfFile(file.file)
    const sentences = sentencesOf(file.passages, language)
    const reading = readingOf(sentences)
    // A Spanish file's level is its Fernández-Huerta ease (higher is easier), marked FH.
    const ease =
      language === 'es'
        ? spanishEaseOf({
            words: reading.words,
            sentences: reading.sentences,
            syllables: sentences.reduce((sum, s) => sum + s.syllables, 0),
          })
        : null
    const level =
      language === 'es'
        ? ease === null
          ? '–'
          : `FH ${ease.toFixed(1)}`
        : reading.grade === null
          ? '–'
          : reading.grade.toFixed(1)
    return [printable(file.file), level, String(reading.words), String(reading.longest)]
  })
  const header = ['file', 'grade', 'words', 'longest sentence']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)))
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd()
  return [line(header), ...rows.map(line)].join('\n')
}
