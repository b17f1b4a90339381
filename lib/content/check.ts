/** Checks every file under content/ at once: each file alone, then what only the whole set shows (duplicate ids and titles). */
import { join } from 'node:path'
import { compileDataFile, compileMdxFile, isDataFile } from './compile'
import { glossaryAt } from './glossary-file'
import type { GlossaryIndex } from './glossary'
import { addressOf, collectionOf, entryIdOf, isDraft, isHeldBack, pageTitleOf, postAddress } from './addresses'
import type { Problem } from './problems'
import { warningsFor } from './warnings'
import { brokenContentLinks, educationLinks, knownRoutes, originOf, unlinkedPages, unpublishedDrafts } from './links'
import { redirectRules } from './redirects'
import { isListed } from './records'
import { contentFiles, contentText, draftsShown, fieldsIn, frontmatterOf, splitContent, type FieldsOf } from './store'
import { addressProblems } from './site-addresses'
import { existsSync } from 'node:fs'
import { normalizeSource, type ParsedYaml } from './frontmatter'
import type { PlacedAddress } from './body-rules'
import { pictureProblems } from './images'
import { slugify } from '../slug'
import { addressIn, languageOfFile, sourceFileOf } from '../language'
import {
  isSiteWordsFile,
  isTranslation,
  siteWordsProblems,
  translationProblems,
  type TranslationRecord,
} from './translations'
import type { WrittenFile } from './prose'
import { placeholderProblems } from './templates'
import { sameDayProblems, type SameDaySite } from './same-day-rule'
import { evidenceProblems, type EvidenceSchedule } from './evidence'
import { houseStyle, STYLE_CHECKED_DATA_FILES, styleProblems, type HouseStyle, type StyleFile } from './style'
import { isReviewFile, reviewProblems, reviewSettings } from './review'
import { ContentFileError } from './tool-error'

interface CheckedEntry {
  file: string
  collection: string
  id: string
  data: Record<string, unknown>
  /** A translation left out with its English page, a draft: its data says draft while its file does not. */
  heldBack?: boolean
  /** The addresses its body links to, each where it is written. */
  links: PlacedAddress[]
  /** The pictures it names in front-matter and body, each where it is written. */
  images: PlacedAddress[]
  /** Where a front-matter field stands (line and column in the file), for messages about a field. */
  locate: ParsedYaml['locate']
}

interface CheckResult {
  problems: Problem[]
  entries: CheckedEntry[]
  /** Each page's words where they stand, when asked for (`keepWords`): the reading report. */
  written: WrittenFile[]
  files: number
}

/**
 * The files whose settings the rules on each page's words follow (the same-day cards, the house
 * styles): checked first, so a page's words are judged as it is read and not held to the end.
 */
const SETTINGS_FILES = ['content/site.yaml', 'content/style.yaml', 'content/es/style.yaml']

/**
 * `today` (YYYY-MM-DD) decides which reviews are overdue; `compareWithMain: false` leaves out the
 * comparison of addresses with the main branch (tests of a throw-away project); `keepWords` returns
 * each page's words (`written`).
 */
export async function checkContent(
  root: string,
  today = new Date().toISOString().slice(0, 10),
  options: { compareWithMain?: boolean; keepWords?: boolean } = {},
): Promise<CheckResult> {
  const problems: Problem[] = []
  const entries: CheckedEntry[] = []
  const written: WrittenFile[] = []
  const files = contentFiles(root)
  let siteName = ''
  let siteFailed = false
  const unreadable = new Set<string>()
  let siteData: SameDaySite | undefined
  // Every marked term is looked up in this project's glossary, read once for the whole check.
  const glossary = glossaryAt(root)
  // The house style is compiled once for the whole set; translations follow their language's (content/es/style.yaml).
  let style: HouseStyle | null = null
  let spanishStyle: HouseStyle | null = null
  const dataWords: WrittenFile[] = []
  // Files of a collection that failed their own checks: their pages still exist, so links to them and
  // the comparison with main count their addresses (a post's only when its title can be read).
  const addressesOfFailed: string[] = []
  let unknownAddress = false
  // The links of data files (the menus), checked against the site's addresses with the bodies' links.
  const dataLinks: Array<{ file: string; links: PlacedAddress[] }> = []
  // The rules on a page's words, run as each page is read: what they find is reported after the
  // rules before them, as if run after the loop, so the report's order is the files' order.
  const sameDayFound: Problem[] = []
  const wordsFound: Problem[] = []
  // What each file gives the rules below, taken in the order of `files` whatever order they were read in.
  const found = new Map<
    string,
    { problems: Problem[]; entry?: CheckedEntry; words?: WrittenFile; links?: PlacedAddress[] }
  >()
  const settingsFirst = [...SETTINGS_FILES.filter((file) => files.includes(file)), ...files]
  for (const file of new Set(settingsFirst)) {
    // Signatures of clinical review (content/reviews) are checked together with the pages they sign, below.
    if (isReviewFile(file)) continue
    const text = contentText(root, file)
    let result: Awaited<ReturnType<typeof checkFile>>
    try {
      result = await checkFile(file, text, glossary, root)
    } catch (error) {
      throw error instanceof ContentFileError ? error : new ContentFileError(file, error)
    }
    const fileProblems = [...result.problems]
    found.set(file, {
      problems: fileProblems,
      entry: result.entry,
      words: STYLE_CHECKED_DATA_FILES.has(file) ? result.words : undefined,
      links: result.links,
    })
    if (result.entry) {
      const page = { ...result.entry, ...result.words }
      if (siteData) sameDayFound.push(...sameDayProblems(page, siteData))
      wordsFound.push(...warningsFor(page, isTranslation(file) ? spanishStyle : style))
      if (options.keepWords) written.push(page)
    } else if (collectionOf(file)) {
      const address = addressOfFailedFile(file, text)
      if (address) addressesOfFailed.push(address)
      else if (address === undefined) unknownAddress = true
    }
    if (file === 'content/site.yaml') siteFailed = !result.data
    // Which addresses exist depends on the redirects, and which pages are linked on the menus: when
    // either cannot be read, its own error is the one to fix, not every link it would have judged.
    if ((file === 'content/redirects.yaml' || file === 'content/navigation.yaml') && !result.data) unreadable.add(file)
    if (file === 'content/site.yaml' && result.data) {
      siteName = (result.data as { name: string }).name
      siteData = result.data as SameDaySite
    }
    if (file === 'content/style.yaml' && result.data) style = houseStyle(result.data as StyleFile)
    if (file === 'content/es/style.yaml' && result.data) spanishStyle = houseStyle(result.data as StyleFile)
    // A language's emergency line follows the English one (lib/content/translations.ts).
    if (isSiteWordsFile(file) && result.data) fileProblems.push(...siteWordsProblems(root, file, text))
  }
  for (const file of files) {
    const { problems: fileProblems = [], entry, words, links } = found.get(file) ?? {}
    problems.push(...fileProblems)
    if (entry) entries.push(entry)
    if (words) dataWords.push(words)
    if (links?.length) dataLinks.push({ file, links })
  }
  // A translation is held back with its English page: while that is a draft, so is the translation.
  const bySourceFile = new Map(entries.map((entry) => [entry.file, entry]))
  for (const entry of entries) {
    const source = isTranslation(entry.file) ? bySourceFile.get(sourceFileOf(entry.file)) : undefined
    if (!source || isDraft(entry.data) || !isHeldBack(entry.data, source.data)) continue
    entry.data = { ...entry.data, draft: true }
    entry.heldBack = true
    problems.push({
      file: entry.file,
      line: 1,
      column: 1,
      field: 'draft',
      message: `is left out of the published site while the page it translates (${source.file}) is a draft: it is published again with its English page`,
      severity: 'notice',
    })
  }
  // Without the institute's name (content/site.yaml failed its own check) pages' titles lack their
  // suffix, and a page would seem to share its title with a card's: titles are compared once it reads.
  problems.push(...findDuplicates(entries, siteName, !siteFailed))
  // The same-day cards and the after-hours line: only against a site.yaml that passed its own checks.
  problems.push(...sameDayFound)
  // Each page's evidence log against the schedule of editions in site.yaml.
  if (siteData) {
    const schedule = (siteData as { evidence?: EvidenceSchedule }).evidence ?? {}
    for (const entry of entries) problems.push(...evidenceProblems(entry, schedule, today))
  }
  problems.push(...wordsFound)
  // Clinical review: who may review each health page, every signature, and the gate of site.yaml's review.required.
  problems.push(
    ...reviewProblems(root, entries, today, {
      required: reviewSettings(root).required && !draftsShown(true),
      fields: checkedFields(root, entries),
    }).problems,
  )
  // Each translation against its source: outdated (a warning with what changed), or its urgent cards behind (an error).
  for (const entry of entries) {
    const record = (entry.data as { translation?: TranslationRecord }).translation
    if (isTranslation(entry.file) && record)
      problems.push(...translationProblems(root, entry.file, record, entry.locate))
  }
  if (style) for (const words of dataWords) problems.push(...styleProblems(words, style))
  const routes = unreadable.has('content/redirects.yaml') ? null : routesOf(root, entries)
  for (const address of addressesOfFailed) routes?.add(address)
  const drafts = unpublishedDrafts(entries, draftsShown(true))
  // A link to the site's own address (https://<its host>/contact) is judged as the link inside the site it is.
  const ownOrigin = originOf((siteData as { url?: unknown } | undefined)?.url)
  if (routes)
    for (const entry of entries)
      problems.push(
        ...brokenContentLinks(entry.file, entry.links, routes, root, {
          drafts,
          unknownPosts: unknownAddress,
          ownOrigin,
        }),
      )
  // Links that content makes outside a page's body: the Education lists' topics, and the data files (the menus and footer).
  if (routes) {
    for (const entry of entries)
      if (entry.collection === 'education')
        problems.push(
          ...brokenContentLinks(entry.file, educationLinks(entry.data, entry.locate), routes, root, {
            drafts,
            unknownPosts: unknownAddress,
            ownOrigin,
          }),
        )
    // The published menus leave out links to drafts (lib/content/drafts.ts), so those land too.
    const landing = new Set([...routes, ...drafts.keys()])
    for (const { file, links } of dataLinks)
      problems.push(...brokenContentLinks(file, links, landing, root, { unknownPosts: unknownAddress, ownOrigin }))
    // A published page that nothing links to: a warning at its file (entries a list page shows are linked
    // from it). Only on a site with its menus: a project of a few files has no way in to judge from.
    const published = entries.filter((entry) => !isDraft(entry.data))
    if (files.includes('content/navigation.yaml') && !unreadable.has('content/navigation.yaml'))
      problems.push(
        ...unlinkedPages(
          published.flatMap((entry) => {
            const address = addressOf(entry.collection, entry.id, entry.data, languageOfFile(entry.file))
            return address && !isListed(entry.collection) ? [{ file: entry.file, address }] : []
          }),
          [
            ...published.flatMap((entry) => [
              ...entry.links,
              ...(entry.collection === 'education' ? educationLinks(entry.data, entry.locate) : []),
            ]),
            ...dataLinks.flatMap(({ links }) => links),
          ].map((link) => link.url),
          redirectRules(root),
          ownOrigin,
        ),
      )
  }
  // Addresses: only where the project has routes (a content folder alone has no addresses to keep).
  if (routes)
    problems.push(
      ...addressProblems(root, entries, {
        drafts: draftsShown(true),
        compareWithMain: options.compareWithMain,
        hasErrors: unknownAddress,
        alsoPublished: addressesOfFailed,
      }),
    )
  return { problems, entries, written, files: files.length }
}

/**
 * The fields of each content file as the check read them (its checked entries', so no file's YAML is
 * read again), and as written for a file it has no entry of.
 */
export function checkedFields(root: string, entries: ReadonlyArray<{ file: string; data: unknown }>): FieldsOf {
  const byFile = new Map(entries.map((entry) => [entry.file, entry.data as Record<string, unknown> | undefined]))
  const written = fieldsIn(root)
  return (file) => byFile.get(file) ?? written(file)
}

/**
 * The address a collection file that failed its checks would have: from its path and the fields it
 * gives (a guide's topic), a post's from its title; null for entries that are not pages, undefined when a post's title cannot be read.
 */
function addressOfFailedFile(file: string, text: string): string | null | undefined {
  const collection = collectionOf(file)
  if (!collection) return null
  if (collection !== 'posts') {
    // Its fields as far as they read: a guide's address follows its topic, though another field is wrong.
    let data: Record<string, unknown> = {}
    try {
      data = frontmatterOf(text) ?? {}
    } catch {
      /* its mistake is reported at its line */
    }
    return addressOf(collection, entryIdOf(file), data, languageOfFile(file))
  }
  try {
    const title = frontmatterOf(text)?.title
    return typeof title === 'string' && title.trim() ? addressIn(languageOfFile(file), postAddress(title)) : undefined
  } catch {
    return undefined
  }
}

/**
 * What checkFile finds in one file. A page that passed (`entry`) always comes with its words, for
 * the rules on words; a data file with words a writer wrote has them too.
 */
export type FileChecked = {
  problems: Problem[]
  data?: unknown
  links?: PlacedAddress[]
} & ({ entry: CheckedEntry; words: WrittenFile } | { entry?: undefined; words?: WrittenFile })

/**
 * What one file shows alone: its name, its YAML or front-matter against the schema, and its body;
 * marked terms are looked up in `glossary` (the working folder's when not given). Given the
 * project's `root`, the pictures it names are looked for under public/ (when the project has one).
 */
export async function checkFile(
  file: string,
  text: string,
  glossary?: GlossaryIndex | null,
  root?: string,
): Promise<FileChecked> {
  const source = normalizeSource(text)
  const pictures = (images: PlacedAddress[] | undefined) =>
    root !== undefined && images && existsSync(join(root, 'public')) ? pictureProblems(file, images, root) : []
  if (isDataFile(file)) {
    const result = compileDataFile(file, source)
    return {
      problems: [...result.problems, ...pictures(result.images)],
      data: result.data,
      words: result.passages && { file, source, passages: result.passages },
      links: result.links,
    }
  }
  const collection = collectionOf(file)
  if (!collection) {
    return {
      problems: [
        {
          file,
          line: 1,
          column: 1,
          field: '(file)',
          message:
            'is not part of any collection: content files are .mdx files in a known folder of content/, or a known .yaml file',
          severity: 'error',
        },
      ],
    }
  }
  const problems: Problem[] = []
  const name = file.slice(file.lastIndexOf('/') + 1)
  if (!/^[a-z0-9-]+\.mdx$/.test(name)) {
    const suggested = `${slugify(name.replace(/\.mdx$/i, '')) || 'page'}.mdx`
    problems.push({
      file,
      line: 1,
      column: 1,
      field: '(file name)',
      message: `is not a web address: name the file ${suggested} (lowercase letters, digits and hyphens only)`,
      severity: 'error',
    })
  }
  const result = await compileMdxFile(file, source, { glossary })
  problems.push(...result.problems, ...pictures(result.images))
  const entry: CheckedEntry | undefined =
    result.data && result.locate
      ? {
          file,
          collection,
          id: entryIdOf(file),
          data: result.data as Record<string, unknown>,
          links: result.links ?? [],
          images: result.images ?? [],
          locate: result.locate,
        }
      : undefined
  // A file started by `npm run new` publishes none of the template's examples.
  if (entry) problems.push(...placeholderProblems(file, entry.data, entry.locate, splitContent(source).body))
  return entry
    ? { problems, entry, data: result.data, words: { file, source, passages: result.passages ?? [] } }
    : { problems, data: result.data }
}

/** The site's addresses that content may link to, or null outside a project with pages/ (a content folder alone). */
export function routesOf(root: string, entries: CheckedEntry[]): Set<string> | null {
  if (!existsSync(join(root, 'pages'))) return null
  return knownRoutes(root, entries, { drafts: draftsShown(true) })
}

/** The browser-tab title a page will get, as its collection's record gives it (lib/content/collections/<name>.ts). */
function pageTitle(entry: CheckedEntry, siteName: string): string | undefined {
  // Entries shown inside pages (a service, a video) keep their titles apart too, as their cards and tabs show them.
  return (
    pageTitleOf(entry.collection, entry.data, siteName) ??
    (typeof entry.data.title === 'string' ? entry.data.title : undefined)
  )
}

function findDuplicates(entries: CheckedEntry[], siteName: string, compareTitles: boolean): Problem[] {
  const problems: Problem[] = []
  const seenIds = new Map<string, CheckedEntry>()
  const seenTitles = new Map<string, CheckedEntry>()
  for (const entry of entries) {
    // A translation has its source's id and may have its title (a name such as ADHD): each language is its own set.
    const language = languageOfFile(entry.file)
    const idKey = `${language}:${entry.collection}/${entry.id.toLowerCase()}`
    const firstWithId = seenIds.get(idKey)
    if (firstWithId) {
      problems.push({
        file: entry.file,
        line: 1,
        column: 1,
        field: 'id',
        message: `duplicate id "${entry.id}": ${firstWithId.file} has the same id (ids are file names and must differ beyond upper/lower case)`,
        severity: 'error',
      })
    } else {
      seenIds.set(idKey, entry)
    }
    const title = compareTitles ? pageTitle(entry, siteName) : undefined
    if (!title) continue
    const firstWithTitle = seenTitles.get(`${language}:${title}`)
    if (firstWithTitle) {
      const field = typeof entry.data.title === 'string' ? 'title' : 'name'
      problems.push({
        file: entry.file,
        ...entry.locate([field]),
        field: 'title',
        message: `duplicate page title "${title}": ${firstWithTitle.file} has the same title`,
        severity: 'error',
      })
    } else {
      seenTitles.set(`${language}:${title}`, entry)
    }
  }
  return problems
}
