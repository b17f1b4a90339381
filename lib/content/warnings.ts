/** Things worth a writer's look that do not stop the build: overdue reviews, long sentences, missing sources. */
import type { Problem } from './problems'

export const MAX_SENTENCE_WORDS = 25

interface Entry {
  file: string
  collection: string
  data: Record<string, unknown>
  source: string
}

function lineOfField(source: string, field: string): number {
  const index = source.split('\n').findIndex((line) => line.startsWith(`${field}:`))
  return index === -1 ? 1 : index + 1
}

/** Sentences of the body's prose (paragraphs and list items), each with the line it starts on. */
export function sentencesOf(source: string): Array<{ line: number; text: string }> {
  const lines = source.split('\n')
  let start = 0
  if (lines[0]?.trim() === '---') start = lines.indexOf('---', 1) + 1
  const sentences: Array<{ line: number; text: string }> = []
  let block: string[] = []
  let blockLine = 0
  let inCode = false
  const flush = () => {
    const text = block.join(' ').replace(/<[^>]*>/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '')
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
      if (sentence.trim()) sentences.push({ line: blockLine, text: sentence.trim() })
    }
    block = []
  }
  for (let index = start; index < lines.length; index++) {
    const line = lines[index].trim()
    if (line.startsWith('```')) {
      inCode = !inCode
      flush()
      continue
    }
    if (inCode) continue
    const isBreak = !line || line.startsWith('#') || line.startsWith('|') || /^<\/?[A-Za-z][^>]*>$/.test(line)
    const isItem = /^([-*+]|\d+\.)\s/.test(line)
    if (isBreak || isItem) flush()
    if (isBreak) continue
    if (!block.length) blockLine = index + 1
    block.push(isItem ? line.replace(/^([-*+]|\d+\.)\s/, '') : line)
  }
  flush()
  return sentences
}

export function warningsFor(entry: Entry, today: string): Problem[] {
  const warnings: Problem[] = []
  const { nextReview, sources } = entry.data as { nextReview?: string; sources?: unknown[] }
  if (typeof nextReview === 'string' && nextReview < today) {
    warnings.push({ file: entry.file, line: lineOfField(entry.source, 'nextReview'), column: 1, field: 'nextReview', message: `the review was due on ${nextReview}: ask the clinician to check the page`, severity: 'warning' })
  }
  if (entry.collection === 'conditions' && Array.isArray(sources) && sources.length === 0) {
    warnings.push({ file: entry.file, line: 1, column: 1, field: 'sources', message: 'the page lists no sources: add the references its facts rest on', severity: 'warning' })
  }
  for (const sentence of sentencesOf(entry.source)) {
    const words = sentence.text.split(/\s+/).filter((word) => /\w/.test(word)).length
    if (words > MAX_SENTENCE_WORDS) {
      warnings.push({ file: entry.file, line: sentence.line, column: 1, field: 'body', message: `a sentence of ${words} words (keep under ${MAX_SENTENCE_WORDS}): "${sentence.text.slice(0, 60)}…"`, severity: 'warning' })
    }
  }
  return warnings
}
