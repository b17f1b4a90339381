/**
 * Clinical review you can prove. A clinician signs the clinical words of a health page (its
 * front-matter and body, without the fields marked notClinical in schema.ts) with their SSH key
 * (`npm run review sign`); the signature and the words it covers are kept beside the content, in
 * content/reviews/ at the page's own path (content/reviews/conditions/stroke.yaml; a translation's,
 * content/reviews/es/conditions/stroke.yaml, its own), so the proof needs no git history and survives squash
 * merges and shallow clones. A page says "Reviewed by" only when such a signature verifies, by a key
 * of the clinician's team file, for the page's topic, over the page's current words.
 *
 * Read by the content check (lib/content/check.ts), the build (the page's review record, through
 * `virtual:reviews`) and scripts/review.ts.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { diffWords } from 'diff'
import { stringify } from 'yaml'
import { z } from 'zod'
import { languageOfFile, sourceFileOf, SOURCE_LANGUAGE } from '../language'
import { collectionOf, entryIdOf } from './addresses'
import { mainBase } from './address-history'
import { FINGERPRINT, fingerprintOf, readerText } from './fingerprint'
import type { Problem } from './problems'
import { siteSchema } from './schema'
import { reviewBlock } from './collections/team'
import { contentFiles, contentText, dataFileOf, fieldsIn, isDraft, storedEntries, type FieldsOf } from './store'
import { keyFingerprint, keyText, parseSignature, publicKeyBlob, verifySignature } from './sshsig'

/** The largest review file read: a page's file is at most 64 K characters (lib/content/limits.ts), its words and signature less. */
const MAX_REVIEW_FILE_BYTES = 256 * 1024

/** The namespace of every review signature (`ssh-keygen -Y sign -n clinical-review`): a key's other signatures never count as reviews. */
export const REVIEW_NAMESPACE = 'clinical-review'

export const REVIEWS_FOLDER = 'content/reviews'

/**
 * Where the signature of a page's review is kept: at the page's own path under content/reviews, so
 * every file, each translation too, has a record of its own (content/conditions/stroke.mdx is
 * content/reviews/conditions/stroke.yaml; content/es/conditions/stroke.mdx, content/reviews/es/conditions/stroke.yaml).
 */
export const reviewFileOf = (file: string) =>
  `${REVIEWS_FOLDER}/${file.replace(/^content\//, '').replace(/\.mdx$/, '')}.yaml`

/** The page a review file is the record of: content/reviews/es/conditions/stroke.yaml → content/es/conditions/stroke.mdx; null for a name no page can have. */
function pageOfReviewFile(reviewFile: string): string | null {
  const match = /^content\/reviews\/((?:[a-z0-9-]+\/)+[a-z0-9-]+)\.yaml$/.exec(reviewFile)
  return match ? `content/${match[1]}.mdx` : null
}

export const isReviewFile = (file: string) => file.startsWith(`${REVIEWS_FOLDER}/`)

/** The words a clinician signs: what a reader reads in the page (lib/content/fingerprint.ts), the text a translation follows too. */
export const clinicalText = readerText

export { fingerprintOf }

interface SignedFacts {
  collection: string
  id: string
  /** A translation's language (es); a page in the source language has none. */
  language?: string
  /** The page's clinicalTopic (a translation's is its source's): who may sign depends on it, so it is signed too. */
  topic: string
  fingerprint: string
  reviewer: string
  date: string
}

/** The message the clinician's key signs: what was reviewed (by its topic and fingerprint), by whom and when. */
export const canonicalMessage = (facts: SignedFacts) =>
  `clinical review\ncollection: ${facts.collection}\nid: ${facts.id}\n${facts.language ? `language: ${facts.language}\n` : ''}topic: ${facts.topic}\nfingerprint: ${facts.fingerprint}\nreviewer: ${facts.reviewer}\ndate: ${facts.date}\n`

const reviewRecordSchema = z
  .object({
    collection: z.string(),
    id: z.string(),
    language: z.string().optional(),
    topic: z.string(),
    reviewer: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD'),
    fingerprint: z.string().regex(FINGERPRINT, 'expected sha256: and 64 hexadecimal digits'),
    text: z.string(),
    signature: z.string(),
  })
  .strict()

export type ReviewRecord = z.infer<typeof reviewRecordSchema>

/** The review file's text, as `npm run review sign` writes it. */
export function writeReviewRecord(record: ReviewRecord): string {
  return `# The clinical review of ${record.language ? `${record.language}/` : ''}${record.collection}/${record.id}, written by npm run review sign: do not edit.\n# "text" is the words the clinician signed; the check compares them with the page's words now.\n${stringify(record, { lineWidth: 0, blockQuote: 'literal' })}`
}

export interface Reviewer {
  id: string
  file: string
  name: string
  credentials: string
  topics: string[]
  keys: Array<{ key: Buffer; from: string; until?: string }>
}

/** What a health page's review is, as the page, the check and `npm run review status` say it. */
export interface ReviewState {
  file: string
  collection: string
  id: string
  /** reviewed: a valid signature covers the words now; changed: it covers other words; unsigned: none; refused: the signature is not valid. */
  status: 'reviewed' | 'changed' | 'unsigned' | 'refused'
  /** The clinician who signed, when the signature verifies. */
  signer?: { id: string; name: string; credentials: string }
  date?: string
  /** The day the next review is due (the signature's day plus site.yaml's review.interval months). */
  due?: string
  /** For a changed page: the words signed and the words now. */
  signedText?: string
  currentText?: string
  /** Why a signature was refused, each at its file and line. */
  problems: Problem[]
  /** The record, for the git rule. */
  record?: ReviewRecord
}

/** The clinicians who may review, from content/team (files with a valid review block). */
export function reviewersOf(root: string): Map<string, Reviewer> {
  const reviewers = new Map<string, Reviewer>()
  if (!existsSync(join(root, 'content'))) return reviewers
  // Only the team's files are read: a large site's thousands of pages name no reviewer's key.
  for (const entry of storedEntries(root, 'team')) {
    // A file whose YAML cannot be read is left out: the check names its mistake in the team file itself.
    if (entry.collection !== 'team' || entry.language !== SOURCE_LANGUAGE) continue
    // Only its review block decides: a mistake elsewhere in the file (its order, its photograph) is
    // named there, not again at every page the clinician reviews.
    const data = (entry.data ?? {}) as { name?: unknown; review?: unknown }
    const parsed = reviewBlock.safeParse(data.review)
    if (!parsed.success) continue
    const review = parsed.data
    const keys = review.keys.flatMap((listed) => {
      try {
        return [{ key: publicKeyBlob(listed.key), from: listed.from, until: listed.until }]
      } catch {
        return []
      }
    })
    reviewers.set(entry.id, {
      id: entry.id,
      file: entry.file,
      name: typeof data.name === 'string' ? data.name : entry.id,
      credentials: review.credentials,
      topics: review.topics,
      keys,
    })
  }
  return reviewers
}

/** The team members whose file has a review block that fails its check (reviewersOf leaves them out). */
function teamWithBrokenReview(root: string): Set<string> {
  const ids = new Set<string>()
  if (!existsSync(join(root, 'content'))) return ids
  for (const entry of storedEntries(root, 'team')) {
    if (entry.collection !== 'team' || entry.language !== SOURCE_LANGUAGE) continue
    const review = (entry.data as { review?: unknown } | null | undefined)?.review
    if (review !== undefined && !reviewBlock.safeParse(review).success) ids.add(entry.id)
  }
  return ids
}

/** The review settings of content/site.yaml (both off when the file cannot be read: the check names its mistake). */
export function reviewSettings(root: string): { required: boolean; interval: number } {
  try {
    const parsed = siteSchema.shape.review.safeParse(
      (dataFileOf(root, 'content/site.yaml') as { review?: unknown } | null | undefined)?.review,
    )
    if (parsed.success) return parsed.data
  } catch {
    /* reported by the check */
  }
  return { required: false, interval: 12 }
}

/** The day `months` after `day` (YYYY-MM-DD), the last of the month when it has no such day. */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(date, last))
  return target.toISOString().slice(0, 10)
}

/** Every review file under content/reviews, from the project's root. */
export function reviewFiles(root: string): string[] {
  return existsSync(join(root, 'content'))
    ? contentFiles(root).filter((file) => file.startsWith(`${REVIEWS_FOLDER}/`))
    : []
}

/** The topic fields name, or undefined for an entry that gives no health information. */
const topicIn = (fields: Record<string, unknown> | undefined): string | undefined =>
  typeof fields?.clinicalTopic === 'string' ? fields.clinicalTopic : undefined

/**
 * The topic that decides who may sign a page: its own, or for a translation its source's (a
 * translation whose topic differs is refused by the check), so that changing only a translation's
 * topic lets no clinician of another topic sign it.
 */
export function signingTopicOf(root: string, file: string, fields: FieldsOf = fieldsIn(root)): string | undefined {
  const source = sourceFileOf(file)
  const own = topicIn(fields(file))
  if (source === file || !existsSync(join(root, source))) return own
  return topicIn(fields(source))
}

/**
 * Verifies one review file against the page it names and the reviewers: the state of that page.
 * `today` (YYYY-MM-DD) refuses a signature dated in the future.
 */
function verifyReview(
  root: string,
  reviewFile: string,
  reviewers: Map<string, Reviewer>,
  settings: { interval: number },
  today: string,
): ReviewState {
  const page = pageOfReviewFile(reviewFile)
  const collection = page ? collectionOf(page) : null
  const refuse = (message: string, line = 1): ReviewState => ({
    file: page ?? reviewFile,
    collection: collection ?? '',
    id: page ? entryIdOf(page) : '',
    status: 'refused',
    problems: [{ file: reviewFile, line, column: 1, field: 'signature', message, severity: 'error' }],
  })
  if (!page)
    return refuse(
      "is not a review file: they are named after the page's path, content/reviews/<collection>/<id>.yaml (content/reviews/es/<collection>/<id>.yaml for a translation), by npm run review sign",
    )
  const file = page
  if (!collection || !existsSync(join(root, file)))
    return refuse(`reviews ${file}, which does not exist: remove this file, or move it with the page it reviews`)
  const id = entryIdOf(file)
  const language = languageOfFile(file) === SOURCE_LANGUAGE ? undefined : languageOfFile(file)
  let record: ReviewRecord
  // A review file holds one page's words and a signature: a file far larger is no review.
  if (statSync(join(root, reviewFile)).size > MAX_REVIEW_FILE_BYTES)
    return refuse(
      `is larger than ${MAX_REVIEW_FILE_BYTES / 1024} KB, more than one page's words and a signature: sign the page again`,
    )
  try {
    const parsed = reviewRecordSchema.safeParse(dataFileOf(root, reviewFile))
    if (!parsed.success)
      return refuse(
        `is not a review file as npm run review sign writes it (${parsed.error.issues[0].path.join('.') || 'file'}: ${parsed.error.issues[0].message}): sign the page again`,
      )
    record = parsed.data
  } catch (error) {
    return refuse(`cannot be read (${(error as Error).message.split('\n')[0]}): sign the page again`)
  }
  const fail = (message: string) => ({ ...refuse(message), record })
  const named = (facts: { collection: string; id: string; language?: string }) =>
    `${facts.language ? `${facts.language}/` : ''}${facts.collection}/${facts.id}`
  if (record.collection !== collection || record.id !== id || record.language !== language)
    return fail(
      `signs ${named(record)}, not ${named({ collection, id, language })}: a signature belongs to the page it was made for`,
    )
  if (fingerprintOf(record.text) !== record.fingerprint)
    return fail(
      `the words in this file are not the words that were signed (their fingerprint differs): a signature is over other words; ask the clinician to sign the page again`,
    )
  const signer = reviewers.get(record.reviewer)
  if (!signer)
    return fail(
      `signed as "${record.reviewer}", who is not a clinician with a review block in content/team: only listed reviewers sign`,
    )
  let signature
  try {
    signature = parseSignature(record.signature)
  } catch (error) {
    return fail(`the signature cannot be read: ${(error as Error).message}`)
  }
  const key = signer.keys.find((entry) => entry.key.equals(signature.key))
  if (!key) {
    const owner = [...reviewers.values()].find((reviewer) =>
      reviewer.keys.some((entry) => entry.key.equals(signature.key)),
    )
    return fail(
      owner
        ? `signed as ${signer.id} with ${owner.name}'s key (${keyFingerprint(signature.key)}): a clinician signs with their own key only`
        : `signed by a key that is not in the reviewers' records (${keyFingerprint(signature.key)}): add the clinician's public key to ${signer.file} in a change of its own first`,
    )
  }
  if (record.date > today) return fail(`is dated ${record.date}, after today (${today})`)
  if (record.date < key.from || (key.until && record.date > key.until))
    return fail(
      `is dated ${record.date}, outside the days ${signer.file} gives the key (${key.from} to ${key.until ?? 'now'}): a key signs only while it is valid`,
    )
  const message = canonicalMessage({
    collection,
    id,
    language,
    topic: record.topic,
    fingerprint: record.fingerprint,
    reviewer: record.reviewer,
    date: record.date,
  })
  if (!verifySignature(record.signature, message, REVIEW_NAMESPACE, key.key))
    return fail(
      'the signature does not verify: it was made over other words, another page, reviewer or day, or the file was edited; ask the clinician to sign the page again',
    )
  const source = contentText(root, file)
  const topic = signingTopicOf(root, file)
  if (topic && topic !== record.topic)
    return fail(
      `was signed as a ${record.topic} page, and ${file} is now a ${topic} page${sourceFileOf(file) !== file ? ` (its source's topic)` : ''}: a clinician of ${topic} signs it again`,
    )
  if (!topic || !signer.topics.includes(topic))
    return fail(
      `${signer.name} reviews ${signer.topics.join(', ')} (${signer.file}), and ${file} is ${topic ? `a ${topic} page` : 'no health page (it names no clinicalTopic)'}: a clinician signs only pages of their topics`,
    )
  const currentText = clinicalText(collection, source)
  return {
    file,
    collection,
    id,
    status: currentText === record.text ? 'reviewed' : 'changed',
    signer: { id: signer.id, name: signer.name, credentials: signer.credentials },
    date: record.date,
    due: addMonths(record.date, settings.interval),
    signedText: record.text,
    currentText,
    problems: [],
    record,
  }
}

/** Every review file's state, by the file of the page it reviews. */
export function reviewStates(root: string, today = new Date().toISOString().slice(0, 10)): Map<string, ReviewState> {
  const reviewers = reviewersOf(root)
  const settings = reviewSettings(root)
  const states = new Map<string, ReviewState>()
  for (const file of reviewFiles(root)) {
    const state = verifyReview(root, file, reviewers, settings, today)
    states.set(state.file, state)
  }
  return states
}

/** What changed between the signed words and the words now, word by word: [-removed-] and {+added+}, with a few words around each change. */
export function wordDiff(before: string, after: string, context = 6): string {
  const parts = diffWords(before, after)
  const out: string[] = []
  parts.forEach((part, index) => {
    if (part.removed) out.push(`[-${part.value.trim()}-]`)
    else if (part.added) out.push(`{+${part.value.trim()}+}`)
    else {
      const words = part.value.trim().split(/\s+/).filter(Boolean)
      const after = index > 0 ? words.slice(0, context) : []
      const before = index < parts.length - 1 ? words.slice(-context) : []
      if (words.length <= context * 2) out.push(words.join(' '))
      else out.push([after.join(' '), '…', before.join(' ')].filter(Boolean).join(' '))
    }
  })
  return out.join(' ').replace(/\s+/g, ' ').trim()
}

/** The changes alone, for one line of a message: removed "x", added "y" (at most three). */
function changeSummary(before: string, after: string): string {
  const changes = diffWords(before, after).filter((part) => part.added || part.removed)
  const said = changes
    .slice(0, 3)
    .map((part) => `${part.added ? 'added' : 'removed'} "${part.value.trim().slice(0, 60)}"`)
  return `${said.join(', ')}${changes.length > 3 ? ` and ${changes.length - 3} more changes` : ''}`
}

// The rule that a key lands before it signs, from git's history.

const git = (root: string, args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()

/**
 * Text of the review file found in no other signature: the signature's last line of base64 holds its
 * own bytes (the first lines hold the key, the same in all of its signatures). A signature armoured
 * on one line is that line, its armour taken off.
 */
function signatureBytesText(armoured: string): string {
  const lines = armoured
    .trim()
    .split('\n')
    .map((line) => line.replace(/-----(BEGIN|END) SSH SIGNATURE-----/g, '').trim())
    .filter(Boolean)
  return lines.at(-1) ?? armoured.trim()
}

/** The first commit that added `text` to `file`, or null (not in any commit yet). */
function commitThatAdded(root: string, file: string, text: string): string | null {
  const found = git(root, ['log', '--reverse', '--format=%H', '-S', text, '--', file]).split('\n')[0]
  return found || null
}

/** Whether commit `a` is `b` or comes before it in `b`'s history. */
function isAncestor(root: string, a: string, b: string): boolean {
  try {
    git(root, ['merge-base', '--is-ancestor', a, b])
    return true
  } catch {
    return false
  }
}

/** The day (YYYY-MM-DD) a commit was made. */
const commitDay = (root: string, commit: string) => git(root, ['show', '-s', '--format=%cs', commit])

/** Days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/**
 * How many days a signature may take to land after the day it names: a pull request waits a few
 * days for its merge, and a squash merge's commit carries the day of the merge. Past that, the day
 * written in the signature is not believed: a retired or lost key could otherwise sign today with a
 * day from when it was valid.
 */
export const SIGNATURE_LANDS_WITHIN_DAYS = 14

/**
 * A key must land before it signs, and on main before a signature made with it counts: anyone who
 * opens a pull request could add a key of their own to a clinician's team file, so a key counts only
 * once main has it (merged in a change of its own, which the team reviews), and a branch's own
 * signatures must be made with a key main had when the branch left it. The commit that added the key
 * must also be an ancestor of, and not the same as, the commit that added the signature (a signature
 * not committed yet lands after HEAD, so the key must be in HEAD). And the day a signature names must
 * be the day it was made: no later than the commit that brought it, and no more than
 * SIGNATURE_LANDS_WITHIN_DAYS before it (or before today, not committed yet). A clone without that
 * history (shallow, or no git) cannot say: a notice tells, an error when review is required, as a
 * published site then rests on the proof.
 */
export function keyHistoryProblems(
  root: string,
  state: ReviewState,
  reviewers: Map<string, Reviewer>,
  options: { required?: boolean; today?: string } = {},
): Problem[] {
  if (!state.record || !state.signer) return []
  const record = state.record
  const reviewFile = reviewFileOf(state.file)
  const signer = reviewers.get(state.signer.id)!
  const key = keyText(parseSignature(record.signature).key).split(' ')[1]
  const at = { file: reviewFile, line: 1, column: 1, field: 'signature' }
  const error = (message: string): Problem[] => [{ ...at, message, severity: 'error' }]
  const notice = (why: string): Problem[] => [
    {
      ...at,
      message: `whether ${signer.file} had this key before it signed could not be checked: ${why}${options.required ? ". site.yaml's review.required refuses a signature it cannot check" : ''}`,
      severity: options.required ? 'error' : 'notice',
    },
  ]
  try {
    git(root, ['rev-parse', '--verify', 'HEAD'])
  } catch {
    return notice('this copy has no git history (clone the repository in full)')
  }
  try {
    return judgedFromHistory()
  } catch (error) {
    return notice(`git could not answer (${(error as Error).message.split('\n')[0]})`)
  }

  function judgedFromHistory(): Problem[] {
    const shallow = git(root, ['rev-parse', '--is-shallow-repository']) === 'true'
    // In a shallow clone the oldest commits there seem to add every file: what came before them is unknown.
    const boundary = shallow
      ? readFileSync(git(root, ['rev-parse', '--git-path', 'shallow']).replace(/^(?!\/)/, `${root}/`), 'utf8')
      : ''
    const unknownBefore = (commit: string | null) => commit !== null && boundary.includes(commit)
    const keyCommit = commitThatAdded(root, signer.file, key)
    const signatureCommit = commitThatAdded(root, reviewFile, signatureBytesText(record.signature))
    if (unknownBefore(signatureCommit) || unknownBefore(keyCommit) || (shallow && !keyCommit))
      return notice('this is a shallow clone (fetch the full history)')

    // The day the signature names, against the day it landed (today, for one not committed yet).
    const landed = signatureCommit
      ? commitDay(root, signatureCommit)
      : (options.today ?? new Date().toISOString().slice(0, 10))
    if (signatureCommit && record.date > landed)
      return error(
        `is dated ${record.date}, after the commit that brought it (${signatureCommit.slice(0, 10)}, ${landed}): a signature names the day it was made; ask the clinician to sign again`,
      )
    if (daysBetween(record.date, landed) > SIGNATURE_LANDS_WITHIN_DAYS)
      return error(
        `is dated ${record.date}, but ${signatureCommit ? `came in ${signatureCommit.slice(0, 10)} on ${landed}` : `is not committed yet (today is ${landed})`}, more than ${SIGNATURE_LANDS_WITHIN_DAYS} days later: a signature lands soon after it is made, so that a retired or lost key cannot sign with a day from when it was valid; ask the clinician to sign again`,
      )

    // A signature main already has was judged when it landed there; one this branch brings needs a key main has.
    const base = mainBase(root)
    if (!base) return notice('this checkout has no main branch to compare with (fetch main)')
    const brought = !signatureCommit || !isAncestor(root, signatureCommit, base)
    if (brought && (!keyCommit || !isAncestor(root, keyCommit, base)))
      return error(
        keyCommit
          ? `is signed with a key that main does not have yet (this branch adds it to ${signer.file} in ${keyCommit.slice(0, 10)}): a clinician's key counts once it is merged to main in a change of its own, which the team reviews; merge the key first, then sign again`
          : `is signed with a key that ${signer.file} has not had in any commit yet: the key and signatures made with it came in the same change; merge the key to main in a change of its own first, then sign again`,
      )
    if (!keyCommit || !signatureCommit) return [] // not committed yet: it lands after HEAD, which has the key
    if (keyCommit === signatureCommit)
      return error(
        `came in the same commit (${keyCommit.slice(0, 10)}) as the key that made it (${signer.file}): merge the key in a change of its own first, then sign again`,
      )
    if (isAncestor(root, keyCommit, signatureCommit)) return []
    return error(
      `was committed (${signatureCommit.slice(0, 10)}) on a line of history without the commit that added its key to ${signer.file} (${keyCommit.slice(0, 10)}): merge the key first, then sign again`,
    )
  }
}

/** Whether an entry of this collection file is a health entry: it names a clinical topic. */
const isHealthEntry = (data: Record<string, unknown>) => typeof data.clinicalTopic === 'string'

interface HealthEntry {
  file: string
  collection: string
  data: Record<string, unknown>
  locate(path: ReadonlyArray<PropertyKey>): { line: number; column: number }
}

/**
 * What the check says about clinical review: the reviewer each health page names must cover its
 * topic; every signature must verify (and its key have landed on main before it, from git's
 * history); an overdue or changed review is a warning; and with `required` (site.yaml's
 * review.required, in a build that publishes) a page no valid, current signature covers is an error
 * naming the file, who signed last and what changed, as is a signature whose history cannot be checked.
 */
export function reviewProblems(
  root: string,
  entries: HealthEntry[],
  today: string,
  options: { required: boolean; history?: boolean; fields?: FieldsOf },
): { problems: Problem[]; states: Map<string, ReviewState> } {
  const problems: Problem[] = []
  const reviewers = reviewersOf(root)
  const withBrokenReview = teamWithBrokenReview(root)
  const states = reviewStates(root, today)
  for (const state of states.values()) {
    problems.push(...state.problems)
    if (state.signer && options.history !== false)
      problems.push(...keyHistoryProblems(root, state, reviewers, { required: options.required, today }))
  }
  // A content folder without team files (a test's throw-away project) has no reviewers to compare with.
  const hasTeam = existsSync(join(root, 'content/team'))
  for (const entry of entries) {
    // A draft is not published: its reviewer and signature are checked once draft: true is removed.
    if (!isHealthEntry(entry.data) || isDraft(entry.data)) continue
    const topic = entry.data.clinicalTopic as string
    const assigned = entry.data.reviewer as string | undefined
    const at = (field: string) => ({ file: entry.file, ...entry.locate([field]), field })
    const sourceTopic = signingTopicOf(root, entry.file, options.fields)
    if (sourceTopic && sourceTopic !== topic)
      problems.push({
        ...at('clinicalTopic'),
        message: `is ${topic}, and the page it translates (${sourceFileOf(entry.file)}) is ${sourceTopic}: a translation has its source's topic, which decides who may sign it`,
        severity: 'error',
      })
    if (!hasTeam) {
      // nothing to compare the reviewer with
    } else if (assigned === undefined) {
      problems.push({
        ...at('clinicalTopic'),
        message: `names no reviewer: until a clinician whose topics include ${topic} is on the team and named in reviewer, the page says that clinical review is pending`,
        severity: 'notice',
      })
    } else {
      const reviewer = reviewers.get(assigned)
      if (!reviewer && withBrokenReview.has(assigned)) {
        // Their team file's review block fails its own check, which names the mistake there.
      } else if (!reviewer) {
        problems.push({
          ...at('reviewer'),
          message: `"${assigned}" is not a clinician who reviews: expected the id of a team file with a review block (${[...reviewers.keys()].join(', ') || 'none yet'})`,
          severity: 'error',
        })
      } else if (!reviewer.topics.includes(topic)) {
        const fitting = [...reviewers.values()]
          .filter((candidate) => candidate.topics.includes(topic))
          .map((candidate) => candidate.id)
        problems.push({
          ...at('reviewer'),
          message: `${reviewer.name} reviews ${reviewer.topics.join(', ')} (${reviewer.file}), not ${topic}: name a clinician whose topics include it${fitting.length ? ` (${fitting.join(', ')})` : ', or leave reviewer out and say why'}`,
          severity: 'error',
        })
      }
    }
    const state = states.get(entry.file)
    const valid = state && (state.status === 'reviewed' || state.status === 'changed') ? state : undefined
    if (valid?.status === 'reviewed' && valid.due! < today)
      problems.push({
        ...at('clinicalTopic'),
        message: `the review by ${valid.signer!.name} on ${valid.date} was due again on ${valid.due}: ask them to read the page and sign it again${options.required ? ". site.yaml's review.required refuses an overdue review in the published site" : ''}`,
        severity: options.required ? 'error' : 'warning',
      })
    const changed =
      valid?.status === 'changed'
        ? `changed since ${valid.signer!.name} (${valid.signer!.id}) signed it on ${valid.date}: ${changeSummary(valid.signedText!, valid.currentText!)}`
        : undefined
    if (options.required && valid?.status !== 'reviewed') {
      const who = assigned ? ` (its reviewer is ${assigned})` : ''
      problems.push({
        file: entry.file,
        line: 1,
        column: 1,
        field: 'review',
        message: `${changed ?? `no clinician has signed its words${who}`}. site.yaml's review.required refuses it in the published site: ask the reviewer to read it (npm run review status) and run npm run review sign ${entry.file}`,
        severity: 'error',
      })
    } else if (changed) {
      problems.push({
        file: entry.file,
        line: 1,
        column: 1,
        field: 'review',
        message: `${changed}: the page says that clinical review is pending until they sign it again`,
        severity: 'warning',
      })
    }
  }
  return { problems, states }
}
