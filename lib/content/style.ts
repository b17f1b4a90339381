/**
 * The house style, after Vale's existence and substitution rules: content/style.yaml lists phrases
 * the site does not use and the one term it uses for each concept. The rules are compiled once
 * into two regular expressions (one ignoring capital letters, one not), then run over a file's
 * words where they stand (lib/content/prose.ts), never over its raw text.
 */
import { z } from 'zod'
import type { Problem } from './problems'
import { pointIn, SourceLines, type WrittenFile } from './prose'
import { records, type CollectionName } from './records'

/** Data files whose words visitors read; style.yaml itself lists the phrases it forbids, and the glossary lists other spellings on purpose. */
export const STYLE_CHECKED_DATA_FILES = new Set(['content/site.yaml', 'content/navigation.yaml'])

const NUMBER = '{number}'

const text = (description: string) => z.string().trim().min(1, 'must not be empty').describe(description)

/** A phrase is a few words: longer ones, or many {number}s, would only make the check slow. */
const MAX_PHRASE_LENGTH = 200
const MAX_NUMBERS = 3

/** Words to look for: at least one letter or digit, and no braces but {number}, at most three times. */
const wording = (description: string) =>
  text(description)
    .max(MAX_PHRASE_LENGTH, `expected at most ${MAX_PHRASE_LENGTH} characters: a phrase is a few words`)
    .regex(/[\p{L}\p{N}]/u, 'must hold at least one word')
    .refine((value) => !/[{}]/.test(value.replaceAll(NUMBER, '')), 'may hold {number} but no other braces')
    .refine((value) => value.split(NUMBER).length - 1 <= MAX_NUMBERS, `may hold {number} at most ${MAX_NUMBERS} times`)
    .refine(
      (value) => !/\{number\}[.,]?\{number\}|\d[.,]?\{number\}|\{number\}[.,]?\d/.test(value),
      'needs a space or a word between {number} and another number: {number} takes 12, 1.5 and 2,000 whole',
    )

/** The folders of content/ whose files a phrase may be limited to: the collections of lib/content/records.ts. */
export const STYLE_COLLECTIONS = Object.keys(records) as [CollectionName, ...CollectionName[]]

/** The collection of a content file, from its folder (content/conditions/stroke.mdx is "conditions"). */
function folderOf(file: string): string | undefined {
  return /^\/?content\/([^/]+)\/.+\.mdx$/.exec(file)?.[1]
}

const severity = z
  .enum(['error', 'warning'])
  .describe('"error" stops the build; "warning" is listed and the build goes on.')

const matchCase = z
  .boolean()
  .default(false)
  .describe('true: match only with exactly these capital letters. Leave out to match whatever the capital letters.')

export const styleSchema = z
  .object({
    phrases: z
      .array(
        z
          .object({
            phrase: wording(
              'The words the site does not use, matched as whole words. {number} stands for any number (e.g. "{number} min").',
            ),
            why: text('Why not, in one short sentence; the check shows it to the writer.'),
            write: text('What to write instead; {number} becomes the number that was found.'),
            severity,
            near: z
              .array(wording('A word or words that make the phrase wrong when they stand close to it.'))
              .min(1, 'must list at least one word, or leave near out')
              .optional()
              .describe(
                'Only flag the phrase when one of these words stands in the same paragraph or field (e.g. the signs of an emergency). Leave out to flag it everywhere.',
              ),
            unlessNear: z
              .array(wording('A word or words that must stand close to the phrase for it to be right.'))
              .min(1, 'must list at least one word, or leave unlessNear out')
              .optional()
              .describe(
                "Flag the phrase unless every one of these stands in the same paragraph or field (e.g. a crisis line with the way to reach it in the reader's language). Leave out to flag it wherever it is.",
              ),
            matchCase,
            in: z
              .array(z.enum(STYLE_COLLECTIONS))
              .min(1, 'must list at least one folder, or leave in out')
              .optional()
              .describe(
                `Only flag the phrase in the files of these folders of content/ (e.g. [conditions]), one of ${STYLE_COLLECTIONS.join(', ')}. Leave out to flag it everywhere.`,
              ),
          })
          .strict(),
      )
      .default([])
      .describe('Phrases that are not allowed, each with why and what to write instead.'),
    terms: z
      .array(
        z
          .object({
            use: text('The one term the site uses for the concept (e.g. "CGRP medicines").'),
            insteadOf: z
              .array(wording('Another name for the same concept.'))
              .min(1, 'must list at least one other name')
              .describe(
                'The other names pages must not use for it, matched as whole words. Text written exactly as `use` is never flagged.',
              ),
            why: text('Why this term, in one short sentence; the check shows it to the writer.'),
            severity,
            matchCase,
          })
          .strict(),
      )
      .default([])
      .describe('One preferred term per concept, with the other names it replaces.'),
  })
  .strict()
  .superRefine((style, ctx) => {
    // One phrase, one rule: a phrase listed twice would give two answers to the same words.
    const seen = new Map<string, string>()
    const listed: Array<[string, PropertyKey[]]> = [
      ...style.phrases.map((rule, index): [string, PropertyKey[]] => [rule.phrase, ['phrases', index, 'phrase']]),
      ...style.terms.flatMap((rule, index) =>
        rule.insteadOf.map((phrase, n): [string, PropertyKey[]] => [phrase, ['terms', index, 'insteadOf', n]]),
      ),
    ]
    for (const [phrase, path] of listed) {
      const key = phrase.toLowerCase().replace(/\s+/g, ' ')
      const first = seen.get(key)
      if (first)
        ctx.addIssue({
          code: 'custom',
          path,
          message: `"${phrase}" is listed already (at ${first}): list a phrase once`,
        })
      else seen.set(key, path.join('.'))
    }
    style.terms.forEach((rule, index) => {
      const same = rule.insteadOf.findIndex((phrase) => phrase === rule.use)
      if (same !== -1)
        ctx.addIssue({
          code: 'custom',
          path: ['terms', index, 'insteadOf', same],
          message: `is the term itself ("${rule.use}"): list only the other names`,
        })
    })
  })
  .describe(
    "The house style that `npm run check` applies to every page's words: phrases the site does not use, and one term per concept. Each hit is reported with what to write instead.",
  )

export type StyleFile = z.infer<typeof styleSchema>

interface Rule {
  why: string
  write: string
  severity: 'error' | 'warning'
  near?: RegExp
  /** Words that must all stand in the same passage for the phrase to be right. */
  unlessNear?: RegExp[]
  /** The folders of content/ the rule applies to; every file when not given. */
  only?: ReadonlySet<string>
}

/** content/style.yaml made ready to run: each rule is one named group of a combined expression. */
export interface HouseStyle {
  rules: Rule[]
  /** The rules that ignore capital letters, and those that match them exactly; null when there are none. */
  patterns: Array<RegExp | null>
}

const escape = (phrase: string) => phrase.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

/** Whole words: no letter or digit may touch the phrase on either side, nor may it start inside a number (the 5 of 1.5). */
const wholeWords = (alternatives: string[]) =>
  `(?<![\\p{L}\\p{N}]|\\d[.,])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`

/**
 * Any number, 12 or 1.5 or 2,000, taken whole: never followed by another digit or by a decimal part
 * it left out, so each number can be read one way only and a phrase never tries every split of a
 * long run of digits.
 */
const NUMBER_PATTERN = '\\d+(?:[.,]\\d+)*(?![.,]?\\d)'

/** A phrase as a pattern: any run of spaces or line breaks between its words, {number} for any number. */
function patternOf(phrase: string): string {
  return phrase
    .split(NUMBER)
    .map((part) => escape(part).replace(/\s+/g, '\\s+'))
    .join(NUMBER_PATTERN)
}

export function houseStyle(file: StyleFile): HouseStyle {
  const rules: Rule[] = []
  const groups: [string[], string[]] = [[], []]
  const add = (phrases: string[], rule: Rule, exact: boolean) => {
    const name = `r${rules.length}`
    rules.push(rule)
    groups[exact ? 1 : 0].push(`(?<${name}>${phrases.map(patternOf).join('|')})`)
  }
  for (const entry of file.phrases) {
    const near = entry.near && new RegExp(wholeWords(entry.near.map(patternOf)), 'iu')
    add(
      [entry.phrase],
      {
        why: entry.why,
        write: entry.write,
        severity: entry.severity,
        near,
        unlessNear: entry.unlessNear?.map((words) => new RegExp(wholeWords([patternOf(words)]), 'iu')),
        only: entry.in && new Set(entry.in),
      },
      entry.matchCase,
    )
  }
  for (const entry of file.terms)
    add(entry.insteadOf, { why: entry.why, write: entry.use, severity: entry.severity }, entry.matchCase)
  const patterns = groups.map((alternatives, exact) =>
    alternatives.length ? new RegExp(wholeWords(alternatives), exact ? 'gu' : 'giu') : null,
  )
  return { rules, patterns }
}

/** Every phrase of the house style in a file's words, at its line and column. */
export function styleProblems(written: WrittenFile, style: HouseStyle): Problem[] {
  const problems: Problem[] = []
  let lines: SourceLines | undefined
  const folder = folderOf(written.file)
  for (const passage of written.passages) {
    for (const pattern of style.patterns) {
      if (!pattern) continue
      for (const match of passage.text.matchAll(pattern)) {
        const name = Object.keys(match.groups!).find((key) => match.groups![key] !== undefined)!
        const rule = style.rules[Number(name.slice(1))]
        const found = match[0]
        const number = /\d+(?:[.,]\d+)*/.exec(found)?.[0]
        const write = number ? rule.write.replaceAll(NUMBER, number) : rule.write
        // Text already written the preferred way ("Long COVID" for the rule on "Long Covid") is right.
        if (found === write) continue
        if (rule.only && !(folder && rule.only.has(folder))) continue
        if (rule.near && !rule.near.test(passage.text)) continue
        if (rule.unlessNear?.every((words) => words.test(passage.text))) continue
        lines ??= new SourceLines(written.source)
        const at = pointIn(lines, passage, match.index!, found)
        problems.push({
          file: written.file,
          ...at,
          field: 'style',
          message: `"${found.replace(/\s+/g, ' ')}": ${rule.why} (write: ${write})`,
          severity: rule.severity,
        })
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column)
}
