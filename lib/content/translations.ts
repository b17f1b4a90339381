/**
 * Translations that know their source. A translation's front-matter records which version of its
 * source it translates (`translation.source`, the source file's fingerprint) and which version of
 * the source's urgent cards (`translation.urgent`). When the source changes, the translation is
 * outdated: the check warns with a word diff of what changed in the source, the translated page says
 * that the English page was updated, and `npm run changes` lists it. When the urgent cards changed,
 * the check fails: an emergency instruction never stays stale in another language.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { diffWords } from 'diff'
import { z } from 'zod'
import { languageOfFile, sourceFileOf, SOURCE_LANGUAGE } from '../language'
import { contentFingerprint, contentWords, dataFingerprint, FINGERPRINT } from './fingerprint'
import { dataOf, normalizeSource, parseYaml, type ParsedYaml } from './frontmatter'
import type { Problem } from './problems'
import { contentText, frontmatterOf, splitContent } from './store'

/** The front-matter fields that hold what to do in an emergency: a translation may never keep an older version of them. */
const URGENT_FIELDS = ['urgent', 'sameDay'] as const

const fingerprint = (description: string) =>
  z
    .string()
    .regex(FINGERPRINT, 'expected sha256: and 64 hexadecimal digits (npm run translated fills it in)')
    .describe(description)

export const translationRecordSchema = z
  .object({
    source: fingerprint(
      "The fingerprint of the source file's version this translation follows. `npm run new translation` and `npm run translated` write it; do not type it.",
    ),
    urgent: fingerprint(
      "The fingerprint of the source's urgent cards (urgent, sameDay) this translation follows; written with source, for files that have one.",
    ).optional(),
  })
  .strict()
  .describe(
    'Which version of its source (the English file of the same path) a translation follows. Only in translations (content/es/...).',
  )

export type TranslationRecord = z.infer<typeof translationRecordSchema>

/** Whether `file` is a translation (content/es/...), not a source. */
export const isTranslation = (file: string): boolean => languageOfFile(file) !== SOURCE_LANGUAGE

/** What a translation of `sourceFile` with this text records: the source's fingerprint (lib/content/fingerprint.ts, the one a clinician's signature names), and its urgent cards' when it has any. */
export function recordFor(sourceFile: string, sourceText: string): TranslationRecord {
  const data = frontmatterOf(sourceText)
  const cards = Object.fromEntries(
    URGENT_FIELDS.filter((field) => data?.[field] !== undefined).map((field) => [field, data?.[field]]),
  )
  return {
    source: contentFingerprint(sourceFile, sourceText),
    ...(Object.keys(cards).length ? { urgent: dataFingerprint(cards) } : {}),
  }
}

/** How a translation stands against its source's current text. */
interface TranslationState {
  /** The source file: content/conditions/stroke.mdx. */
  sourceFile: string
  /** The source file is gone. */
  sourceMissing: boolean
  /** The source's front-matter cannot be read (the check names its mistake): it is compared once it can. */
  sourceUnreadable: boolean
  /** The source changed since the version the translation records. */
  outdated: boolean
  /** The source's urgent cards changed (or appeared) since: the translation must follow before it is published. */
  urgentStale: boolean
}

export function translationState(root: string, file: string, record: TranslationRecord): TranslationState {
  const sourceFile = sourceFileOf(file)
  if (!existsSync(join(root, sourceFile)))
    return { sourceFile, sourceMissing: true, sourceUnreadable: false, outdated: true, urgentStale: false }
  const text = contentText(root, sourceFile)
  // Its words and urgent cards cannot be told apart from the rest: no change is claimed meanwhile.
  if (frontmatterOf(text) === undefined)
    return { sourceFile, sourceMissing: false, sourceUnreadable: true, outdated: false, urgentStale: false }
  const now = recordFor(sourceFile, text)
  return {
    sourceFile,
    sourceMissing: false,
    sourceUnreadable: false,
    outdated: now.source !== record.source,
    urgentStale: now.urgent !== undefined && now.urgent !== record.urgent,
  }
}

/**
 * The text of the source's version whose fingerprint is `fingerprint`, from git's history of the
 * file (the last 200 commits that touched it), or null when git does not have it.
 */
function sourceVersion(root: string, sourceFile: string, fingerprint: string): string | null {
  const git = (args: string[]) =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  try {
    const prefix = git(['rev-parse', '--show-prefix']).trim()
    const commits = git(['log', '--format=%H', '-n', '200', '--', sourceFile]).split('\n').filter(Boolean)
    for (const commit of commits) {
      const text = git(['show', `${commit}:${prefix}${sourceFile}`])
      if (contentFingerprint(sourceFile, text) === fingerprint) return text
    }
  } catch {
    // Not a git checkout, or the file is new: no older version to compare with.
  }
  return null
}

/** How much unchanged text a word diff keeps on each side of a change. */
const CONTEXT_WORDS = 6
/** How many changes a word diff names; the rest are counted. */
const MAX_CHANGES = 8

/**
 * What changed from `before` to `after`, word by word, on one line: each change with a few words
 * around it, removed words as [-words-] and added words as {+words+} (as `git diff --word-diff`).
 */
export function wordDiff(before: string, after: string): string {
  const parts = diffWords(normalizeSource(before), normalizeSource(after))
  const words = (text: string) => text.split(/\s+/).filter(Boolean)
  const changes: string[] = []
  let count = 0
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i].added && !parts[i].removed) continue
    // Changes side by side (a removal and its replacement) are one change.
    const first = i
    while (i + 1 < parts.length && (parts[i + 1].added || parts[i + 1].removed)) i++
    count++
    if (changes.length === MAX_CHANGES) continue
    const before =
      first > 0
        ? words(parts[first - 1].value)
            .slice(-CONTEXT_WORDS)
            .join(' ')
        : ''
    const after =
      i + 1 < parts.length
        ? words(parts[i + 1].value)
            .slice(0, CONTEXT_WORDS)
            .join(' ')
        : ''
    const changed = parts
      .slice(first, i + 1)
      .map((p) => (p.removed ? `[-${words(p.value).join(' ')}-]` : `{+${words(p.value).join(' ')}+}`))
      .join('')
    changes.push(`…${[before, changed, after].filter(Boolean).join(' ')}…`)
  }
  if (count > changes.length) changes.push(`and ${count - changes.length} more`)
  return changes.join('  ')
}

/**
 * Where a translation's urgent cards say less than, or other numbers than, its source's: the number
 * of warning signs on each card, and every number of three or more digits in it (911, 988, a phone
 * number). Whatever `npm run translated` recorded, an emergency card never loses a sign or a number
 * in translation.
 */
export function urgentDifferences(
  sourceText: string,
  translationText: string,
): Array<{ field: string; message: string }> {
  const source = (frontmatterOf(sourceText) ?? {}) as Record<string, unknown>
  const translation = (frontmatterOf(translationText) ?? {}) as Record<string, unknown>
  const signs = (card: unknown) => {
    const listed = (card as { signs?: unknown } | null)?.signs
    return Array.isArray(listed) ? listed.length : 0
  }
  // Each number once: a translation may say one twice ("llame al 988 … por texto al 988").
  const numbers = (card: unknown) =>
    [...new Set(JSON.stringify(card).match(/\d{3,}/g) ?? [])].sort().join(', ') || 'none'
  const differences: Array<{ field: string; message: string }> = []
  for (const field of URGENT_FIELDS) {
    const [theirs, ours] = [source[field], translation[field]]
    if (theirs === undefined) continue
    if (ours === undefined) {
      differences.push({ field: 'translation', message: `has no ${field} card, and its source has one: translate it` })
      continue
    }
    if (signs(ours) !== signs(theirs))
      differences.push({
        field,
        message: `lists ${signs(ours)} signs, and its source ${signs(theirs)}: an emergency card gives every sign in every language`,
      })
    if (numbers(ours) !== numbers(theirs))
      differences.push({
        field,
        message: `gives the numbers ${numbers(ours)}, and its source ${numbers(theirs)}: keep every number as it is in the source`,
      })
  }
  return differences
}

/**
 * What the check says of one translation: an error when its source is gone, when the source's
 * urgent cards changed since it, or when its urgent cards give fewer signs or other numbers than
 * the source's; a warning with the source's word diff when it is outdated.
 */
export function translationProblems(
  root: string,
  file: string,
  record: TranslationRecord,
  locate: ParsedYaml['locate'],
): Problem[] {
  const state = translationState(root, file, record)
  const at = (field: string) => ({ file, ...locate(['translation', field]), field: `translation.${field}` })
  if (state.sourceMissing) {
    return [
      {
        ...at('source'),
        message: `translates ${state.sourceFile}, which does not exist: a translation lives at its source's path under content/es/ (rename or remove this file)`,
        severity: 'error',
      },
    ]
  }
  if (state.sourceUnreadable) {
    return [
      {
        ...at('source'),
        message: `is compared with ${state.sourceFile} once that file's front-matter can be read`,
        severity: 'notice',
      },
    ]
  }
  const problems: Problem[] = []
  const ownText = contentText(root, file)
  for (const difference of urgentDifferences(contentText(root, state.sourceFile), ownText))
    problems.push({
      file,
      ...locate([difference.field]),
      field: difference.field,
      message: difference.message,
      severity: 'error',
    })
  if (state.urgentStale) {
    problems.push({
      ...at(record.urgent ? 'urgent' : 'source'),
      message: `the urgent cards of ${state.sourceFile} (${URGENT_FIELDS.join(', ')}) changed since this translation: translate them again now, then run npm run translated -- ${file}`,
      severity: 'error',
    })
  }
  if (state.outdated) {
    const old = sourceVersion(root, state.sourceFile, record.source)
    const current = contentText(root, state.sourceFile)
    const diff =
      old === null
        ? `its version ${record.source} is not in git's history, so the changes cannot be shown`
        : `what changed: ${wordDiff(contentWords(state.sourceFile, old), contentWords(state.sourceFile, current)) || 'only spacing'}`
    problems.push({
      ...at('source'),
      message: `outdated: ${state.sourceFile} changed since this translation; ${diff}. Follow the changes, then run npm run translated -- ${file}`,
      severity: 'warning',
    })
  }
  return problems
}

/** The front-matter lines that record `record`, as `npm run new translation` and `npm run translated` write them. */
function recordLines(record: TranslationRecord): string {
  return `translation:\n  source: "${record.source}"\n${record.urgent ? `  urgent: "${record.urgent}"\n` : ''}`
}

/** A translation's text with its record set to `record`: the record's lines replaced, or added first in the front-matter. */
export function withRecord(text: string, record: TranslationRecord): string {
  const source = normalizeSource(text)
  const start = /^---[ \t]*\n/.exec(source)
  if (!start) throw new Error('has no front-matter: it must start with --- , its fields, and ---')
  const lines = recordLines(record)
  const existing = /^translation:[ \t]*\n(?:[ \t]+.*\n)*/m
  const { yaml } = splitContent(source)
  if (yaml !== null && existing.test(`${yaml}\n`)) return source.replace(existing, lines)
  return `${start[0]}${lines}${source.slice(start[0].length)}`
}

/** A new translation of a source file's text: the source's words to translate, its record filled in, a draft until it is translated. */
export function startTranslation(sourceFile: string, sourceText: string): string {
  const source = normalizeSource(sourceText)
  const draft = /^draft:.*$/m
  const { yaml } = splitContent(source)
  const asDraft =
    yaml !== null && draft.test(yaml)
      ? source.replace(draft, 'draft: true')
      : source.replace(/^---[ \t]*\n/, '---\ndraft: true\n')
  return withRecord(asDraft, recordFor(sourceFile, source))
}

/** A translation that is behind its source, for `npm run changes`. */
export interface OutdatedTranslation {
  file: string
  sourceFile: string
  /** Its urgent cards are behind too: the check fails until they follow. */
  urgentStale: boolean
}

/** Every translation of the project at `root` whose source changed since the version it follows. */
export function outdatedTranslations(root: string, files: readonly string[]): OutdatedTranslation[] {
  const outdated: OutdatedTranslation[] = []
  for (const file of files) {
    if (!isTranslation(file) || !file.endsWith('.mdx')) continue
    const record = frontmatterOf(contentText(root, file))?.translation
    const checked = translationRecordSchema.safeParse(record)
    if (!checked.success) continue
    const state = translationState(root, file, checked.data)
    if (state.outdated) outdated.push({ file, sourceFile: state.sourceFile, urgentStale: state.urgentStale })
  }
  return outdated
}

/** The Spanish words of the shared parts: content/es/site.yaml. */
export const isSiteWordsFile = (file: string): boolean =>
  /^content\/[a-z]{2}\/site\.yaml$/.test(file) && isTranslation(file)

/** The fingerprint of the emergency line of content/site.yaml's text: its words and label, not the numbers it dials. */
export function emergencyLineFingerprint(siteText: string): string | undefined {
  try {
    const emergency = (dataOf(siteText) as { emergency?: { line?: unknown; lineLabel?: unknown } } | null)?.emergency
    return emergency?.line === undefined
      ? undefined
      : dataFingerprint({ line: emergency.line, lineLabel: emergency.lineLabel })
  } catch {
    return undefined
  }
}

/** The check of a language's site words (content/es/site.yaml): its emergency line may never be older than the English one. */
export function siteWordsProblems(root: string, file: string, text: string): Problem[] {
  const english = existsSync(join(root, 'content/site.yaml'))
    ? emergencyLineFingerprint(contentText(root, 'content/site.yaml'))
    : undefined
  const parsed = parseYaml(file, normalizeSource(text), 1)
  const recorded = (parsed.data as { translation?: { emergency?: unknown } } | undefined)?.translation?.emergency
  if (english === undefined || recorded === english) return []
  return [
    {
      file,
      ...parsed.locate(['translation', 'emergency']),
      field: 'translation.emergency',
      message: `the emergency line of content/site.yaml (emergency.line, emergency.lineLabel) changed since this file's: translate it again now, then run npm run translated -- ${file}`,
      severity: 'error',
    },
  ]
}

/** A language's site words with their record of the English emergency line set to `fingerprint`. */
export function siteWordsWithRecord(text: string, fingerprint: string): string {
  const source = normalizeSource(text)
  const lines = `translation:\n  emergency: "${fingerprint}"\n`
  const existing = /^translation:[ \t]*\n(?:[ \t]+.*\n?)*/m
  return existing.test(source) ? source.replace(existing, lines) : `${source.replace(/\n*$/, '\n')}${lines}`
}
