/**
 * The content store: the one module that lists the files of content/ and reads their front-matter
 * and data files (their YAML is parsed in frontmatter.ts alone), and the one draft predicate. The
 * check, the drafts the menus leave out, the address history, the feed, the changes tool and
 * `npm run new` read content through it; the build's pipeline checks a file's front-matter against
 * its collection's schema through readFrontmatter below (used by lib/content/compile.ts). As in
 * Astro's content layer: one read path, one cache, every consumer.
 */
import { createHash } from 'node:crypto'
import { whileReading } from './tool-error'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { z } from 'zod'
import { addressOf, collectionOf, entryIdOf, isDraft, isHeldBack } from './addresses'
import { LANGUAGES, languageOfFile, sourceFileOf, SOURCE_LANGUAGE, translationFileOf, type Language } from '../language'
import {
  checkAgainst,
  dataOf,
  normalizeSource,
  parseFields,
  parseYaml,
  splitFrontmatter,
  type ParsedYaml,
} from './frontmatter'
import { collections, type CollectionName, type PostFrontmatter } from './schema'
import { markRuleOf } from './records'
import type { Problem } from './problems'
import type { PlacedAddress } from './body-rules'
import { frontmatterImages } from './images'
import { frontmatterPassages, type Passage } from './prose'
import { frontmatterMarkProblems, withMarkQuoteHint, type GlossaryIndex } from './glossary'
import { isTranslation, translationRecordSchema, type TranslationRecord } from './translations'
import { limitProblem } from './limits'
import { cachedFrontmatter } from './frontmatter-cache'

/** The one draft rule (kept in addresses.ts, which the pages' code reads without the store). */
export { isDraft, isHeldBack }

/**
 * Front-matter read before in this process, by the digest of its file's whole text: each text's YAML
 * is parsed once however many tools ask (the check asked three times a file). Held as JSON text, one
 * string a file rather than a copy of every entry, and given out as a new object each time, so a
 * caller that changes it changes nothing kept. The one cache of entries as written: storedEntries
 * reads through it too.
 */
const readBefore = new Map<string, string>()

/** A content file's front-matter fields as written, unchecked ({} without front-matter); throws when its YAML cannot be read. */
export function fieldsOf(text: string): Record<string, unknown> {
  const key = createHash('sha256').update(text).digest('base64')
  let kept = readBefore.get(key)
  if (kept === undefined) {
    kept = JSON.stringify(parseFields(text))
    readBefore.set(key, kept)
  }
  return JSON.parse(kept) as Record<string, unknown>
}

/**
 * A content file's front-matter fields by its file (from the project's root): how rules that read
 * other pages' fields (a translation's source topic, whether a page is a draft) take them. The check
 * gives its checked entries' fields, read once; every other tool reads the files (fieldsIn).
 */
export type FieldsOf = (file: string) => Record<string, unknown> | undefined

/** The fields of each content file under `root` as written (undefined for a file that is not there or cannot be read). */
export const fieldsIn =
  (root: string): FieldsOf =>
  (file) =>
    existsSync(join(root, file)) ? frontmatterOf(contentText(root, file)) : undefined

/**
 * A content file's front-matter fields as written, unchecked: for reads that need neither places nor
 * the schema (a file at another commit, a feed). undefined when the YAML cannot be read.
 */
export function frontmatterOf(text: string): Record<string, unknown> | undefined {
  try {
    return fieldsOf(text)
  } catch {
    return undefined
  }
}

/**
 * A YAML data file of the project (content/site.yaml, content/redirects.yaml, a signature under
 * content/reviews/) as written, before its schema: undefined when it does not exist; throws when its
 * YAML cannot be read (the check names the mistake at its line).
 */
export function dataFileOf(root: string, file: string): unknown {
  const path = join(root, file)
  return existsSync(path) ? dataOf(readFileSync(path, 'utf8')) : undefined
}

/**
 * A content file's text as written (`file` from the project's root): the one read of content files
 * for every tool (the check, the changes tool, translations, reviews, the launch check), so a test
 * can hold them to it (tests/unit/store.test.ts).
 */
export function contentText(root: string, file: string): string {
  return readFileSync(join(root, file), 'utf8')
}

/** Whether this build publishes drafts: the live preview and preview builds (SHOW_DRAFTS=true). */
export function draftsShown(isBuild: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return !isBuild || env.SHOW_DRAFTS === 'true'
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesUnder(path)
    return entry.name.startsWith('.') ? [] : [path]
  })
}

/** Every file under content/ (dotfiles such as .DS_Store left out), from the project's root, in path order: the one listing of content files. */
export function contentFiles(root: string): string[] {
  return filesUnder(join(root, 'content'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort()
}

/** Whether `file` (from the project's root) is an .mdx file in a folder of content/: content/conditions/sleep.mdx. */
export const isContentMdxFile = (file: string): boolean => /^content\/[^/]+\/.+\.mdx$/.test(file)

/** Every .mdx file in a folder of content/, from the project's root, in path order. */
export function contentMdxFiles(root: string): string[] {
  return contentFiles(root).filter(isContentMdxFile)
}

/** The .mdx files directly in one folder of content (its absolute path), in name order; none when it does not exist. */
function filesInFolder(folder: string): string[] {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => join(folder, name))
}

/** One past the highest `order` of the entries in a folder of content (its absolute path), so a new file comes last. */
export function nextOrder(folder: string): number {
  const orders = filesInFolder(folder).map((path) => {
    const order = frontmatterOf(readFileSync(path, 'utf8'))?.order
    return typeof order === 'number' ? order : 0
  })
  return Math.max(0, ...orders) + 1
}

/** A content file's text as every reader takes it: normalized, its front-matter's YAML (null without) and its body (line numbers kept). */
export function splitContent(text: string): { source: string; yaml: string | null; body: string } {
  const source = normalizeSource(text)
  return { source, ...splitFrontmatter(source) }
}

/** A file's front-matter with where each field stands, unchecked; null without front-matter. */
export function frontmatterWithPlaces(file: string, text: string): ParsedYaml | null {
  const { yaml } = splitContent(text)
  return yaml === null ? null : parseYaml(file, yaml, 2)
}

/** One content file of a collection as the store knows it: where it is, what it is, and its fields as written. */
export interface StoredEntry {
  file: string
  collection: CollectionName
  id: string
  language: Language
  data: Record<string, unknown>
  /** Where the entry is published, or null for entries shown inside other pages. */
  address: string | null
  draft: boolean
}

/** The entry a collection file at `file` with `text` is, or null outside collections (or with front-matter that cannot be read). */
export function storedEntry(file: string, text: string): StoredEntry | null {
  return whileReading(file, () => {
    const collection = collectionOf(file)
    if (!collection) return null
    const data = frontmatterOf(text)
    if (data === undefined) return null
    const id = entryIdOf(file)
    const language = languageOfFile(file)
    return {
      file,
      collection,
      id,
      language,
      data,
      address: addressOf(collection, id, data, language),
      draft: isDraft(data),
    }
  })
}

/**
 * Every entry of every collection under `root`'s content/, in path order (sources and translations,
 * each translation a draft while the file it translates is one: isHeldBack); with `folder` (team,
 * conditions), only the source language's entries of that folder, whose other files are not read.
 * Each file is read every time, and its front-matter parsed only when its text is new (fieldsOf).
 */
export function storedEntries(root: string, folder?: string): StoredEntry[] {
  const entries: StoredEntry[] = []
  const files = contentMdxFiles(root)
  for (const file of folder ? files.filter((each) => each.startsWith(`content/${folder}/`)) : files) {
    const entry = storedEntry(file, contentText(root, file))
    if (entry) entries.push(entry)
  }
  const byFile = new Map(entries.map((entry) => [entry.file, entry]))
  return entries.map((entry) =>
    entry.draft || !isHeldBack(entry.data, byFile.get(sourceFileOf(entry.file))?.data)
      ? entry
      : { ...entry, draft: true },
  )
}

/**
 * The addresses of the pages, conditions, posts and guides this build leaves out as drafts: those
 * marked draft: true, and their translations (isHeldBack). Only files whose front-matter says "draft"
 * somewhere can be drafts: the YAML of the others (nearly all, on a large site) is not parsed.
 */
export function draftAddresses(root: string): Set<string> {
  const addresses = new Set<string>()
  for (const file of contentMdxFiles(root)) {
    const text = readFileSync(join(root, file), 'utf8')
    if (!splitContent(text).yaml?.includes('draft')) continue
    const entry = storedEntry(file, text)
    if (!entry?.draft) continue
    if (entry.address) addresses.add(entry.address)
    if (entry.language !== SOURCE_LANGUAGE) continue
    for (const language of LANGUAGES) {
      const translation = translationFileOf(file, language)
      if (translation === file || !existsSync(join(root, translation))) continue
      const address = storedEntry(translation, readFileSync(join(root, translation), 'utf8'))?.address
      if (address) addresses.add(address)
    }
  }
  return addresses
}

/** The blog's posts for its feed (rss.xml): the source language's, drafts only where this build shows them, newest first. */
export function feedPosts(root: string): PostFrontmatter[] {
  // The posts' folder alone: the front-matter of the other files (nearly all, on a large site) is not parsed.
  return storedEntries(root, 'posts')
    .filter(
      (entry) =>
        entry.collection === 'posts' && entry.language === SOURCE_LANGUAGE && (draftsShown(true) || !entry.draft),
    )
    .map((entry) => entry.data as PostFrontmatter)
    .sort((a, b) => b.date.localeCompare(a.date))
}

type ReadFrontmatter = {
  data: unknown
  problems: Problem[]
  passages: Passage[]
  images: PlacedAddress[]
  locate?: ParsedYaml['locate']
}

/**
 * An MDX file's front-matter, checked against its collection's schema, with the pictures it names
 * and where each field stands; in a build, kept between runs for a file that did not change
 * (lib/content/frontmatter-cache.ts).
 */
export function readFrontmatter(file: string, text: string, glossary: GlossaryIndex | null): ReadFrontmatter {
  return cachedFrontmatter(
    file,
    text,
    glossary,
    () => checkFrontmatter(file, text, glossary),
    () => frontmatterWithPlaces(file, text)?.locate ?? (() => ({ line: 1, column: 1 })),
  )
}

function checkFrontmatter(file: string, text: string, glossary: GlossaryIndex | null): ReadFrontmatter {
  const collection = collectionOf(file)
  // Front-matter that cannot be read has no data: what depends on it (a condition's layout) waits until it can.
  const none = { data: undefined, passages: [], images: [] }
  if (!collection) return { ...none, data: {}, problems: [] }
  const { yaml } = splitFrontmatter(text)
  if (yaml === null)
    return {
      ...none,
      problems: [
        {
          file,
          line: 1,
          column: 1,
          field: '(front-matter)',
          message: 'is missing: the file must start with --- , its fields, and --- ',
          severity: 'error',
        },
      ],
    }
  const limit = limitProblem(file, text, { yaml, yamlFirstLine: 2 })
  if (limit) return { ...none, problems: [limit] }
  const parsed = parseYaml(file, yaml, 2)
  if (parsed.problems.length) return { ...none, problems: withMarkQuoteHint(parsed.problems, text) }
  // A translation has its source's schema, and the record of the source's version it follows.
  const translation = isTranslation(file) ? translationRecordIn(file, parsed) : undefined
  const checked = checkAgainst(
    file,
    collections[collection],
    translation ? { ...parsed, data: translation.rest } : parsed,
  )
  const problems = [...(translation?.problems ?? []), ...checked.problems]
  if (problems.length) return { ...none, data: checked.value, problems: withMarkQuoteHint(problems, text) }
  const marks = frontmatterMarkProblems({
    file,
    marks: markRuleOf(collections[collection]),
    data: checked.value,
    source: text,
    locate: parsed.locate,
    glossary,
  })
  const data = translation ? { ...(checked.value as object), translation: translation.record } : checked.value
  return {
    data,
    problems: marks,
    passages: frontmatterPassages(checked.value, parsed.locate, collections[collection]),
    images: frontmatterImages(parsed.data, parsed.locate),
    locate: parsed.locate,
  }
}

/** A translation's `translation` field, checked, and the rest of its front-matter for its collection's schema. */
function translationRecordIn(
  file: string,
  parsed: ParsedYaml,
): { record?: TranslationRecord; rest: unknown; problems: Problem[] } {
  const { translation, ...rest } = (parsed.data ?? {}) as Record<string, unknown>
  if (translation === undefined) {
    const message = `is required in a translation: it records which version of ${sourceFileOf(file)} this file follows (run npm run translated -- ${file})`
    return { rest, problems: [{ file, ...parsed.locate([]), field: 'translation', message, severity: 'error' }] }
  }
  const checked = checkAgainst(file, z.object({ translation: translationRecordSchema }), {
    ...parsed,
    data: { translation },
  })
  return {
    record: (checked.value as { translation?: TranslationRecord } | undefined)?.translation,
    rest,
    problems: checked.problems,
  }
}
