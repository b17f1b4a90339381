/**
 * `npm run review sign` and `npm run review status` (scripts/review.ts): a clinician signs the
 * clinical words of health pages with their SSH key (ssh-keygen -Y sign, from a key file or the SSH
 * agent); anyone lists what is reviewed, changed since review (word by word) or never reviewed.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { languageOfFile, SOURCE_LANGUAGE } from '../language'
import { collectionOf, entryIdOf } from './addresses'
import { contentMdxFiles, contentText, fieldsIn, type FieldsOf } from './store'
import {
  canonicalMessage,
  clinicalText,
  fingerprintOf,
  REVIEW_NAMESPACE,
  reviewersOf,
  reviewFileOf,
  reviewStates,
  signingTopicOf,
  wordDiff,
  writeReviewRecord,
  type Reviewer,
  type ReviewState,
} from './review'
import type { CollectionName } from './schema'
import { keyFingerprint, keyText, publicKeyBlob, verifySignature } from './sshsig'

export class ReviewError extends Error {}

interface SignOptions {
  /** A private key file (~/.ssh/id_ed25519), or its .pub when the SSH agent holds the key; none: the agent's key that a reviewer's record lists. */
  key?: string
  /** The reviewer's team id; derived from the key when not given. */
  reviewer?: string
  /** The day of the review (YYYY-MM-DD); today. */
  date?: string
  env?: NodeJS.ProcessEnv
}

function sshKeygen(args: string[], input: string | undefined, env: NodeJS.ProcessEnv): string {
  const result = spawnSync('ssh-keygen', args, {
    input,
    encoding: 'utf8',
    env,
    stdio: [input === undefined ? 'inherit' : 'pipe', 'pipe', 'pipe'],
  })
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT')
    throw new ReviewError(
      'ssh-keygen is not installed: install OpenSSH (on Debian or Ubuntu: sudo apt-get install openssh-client) and run the command again',
    )
  if (result.status !== 0)
    throw new ReviewError(
      `ssh-keygen ${args[0]} ${args[1] ?? ''} failed: ${(result.stderr || String(result.error ?? '')).trim()}`,
    )
  return result.stdout
}

/** The public key line of the key to sign with, and the file ssh-keygen signs with. */
function signingKey(
  options: SignOptions,
  reviewers: Map<string, Reviewer>,
  env: NodeJS.ProcessEnv,
): { line: string; file: string; cleanup?: () => void } {
  if (options.key) {
    const path = resolve(options.key.replace(/^~(?=\/)/, env.HOME ?? '~'))
    if (!existsSync(path))
      throw new ReviewError(
        `no key file at ${options.key}: give your private key (--key ~/.ssh/id_ed25519), or leave --key out to use the SSH agent`,
      )
    const pub = path.endsWith('.pub') ? path : `${path}.pub`
    const line = existsSync(pub)
      ? readFileSync(pub, 'utf8').trim()
      : sshKeygen(['-y', '-f', path], undefined, env).trim()
    return { line, file: path }
  }
  let listed: string
  try {
    listed = execFileSync('ssh-add', ['-L'], { encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch {
    throw new ReviewError(
      'no --key given and no SSH agent with keys: run with --key ~/.ssh/id_ed25519, or add your key to the agent (ssh-add)',
    )
  }
  const known = [...reviewers.values()].flatMap((reviewer) =>
    options.reviewer && reviewer.id !== options.reviewer ? [] : reviewer.keys.map((entry) => keyText(entry.key)),
  )
  const line = listed
    .split('\n')
    .find(
      (candidate) =>
        candidate.startsWith('ssh-ed25519 ') && known.includes(candidate.split(/\s+/).slice(0, 2).join(' ')),
    )
  if (!line)
    throw new ReviewError(
      "none of the SSH agent's keys is in a reviewer's record (content/team): add your public key to your team file in a change of its own, or give --key",
    )
  const folder = mkdtempSync(join(tmpdir(), 'review-key-'))
  const file = join(folder, 'key.pub')
  writeFileSync(file, `${line}\n`)
  return { line, file, cleanup: () => rmSync(folder, { recursive: true, force: true }) }
}

/** Signs each file's clinical words as one reviewer; returns the review files written. */
export function signFiles(root: string, files: string[], options: SignOptions = {}): string[] {
  const env = options.env ?? process.env
  if (!files.length)
    throw new ReviewError('name the pages you reviewed: npm run review sign content/conditions/sleep.mdx …')
  const reviewers = reviewersOf(root)
  const key = signingKey(options, reviewers, env)
  try {
    let blob: Buffer
    try {
      blob = publicKeyBlob(key.line)
    } catch (error) {
      throw new ReviewError(
        `${(error as Error).message}: reviews are signed with an ed25519 key (ssh-keygen -t ed25519)`,
      )
    }
    const owner = [...reviewers.values()].find((reviewer) => reviewer.keys.some((entry) => entry.key.equals(blob)))
    const reviewer = options.reviewer ? reviewers.get(options.reviewer) : owner
    if (!reviewer)
      throw new ReviewError(
        options.reviewer
          ? `"${options.reviewer}" is not a clinician with a review block in content/team`
          : `the key ${keyFingerprint(blob)} is in no reviewer's record: add it to your team file (review.keys) in a change of its own, merged before you sign`,
      )
    const date = options.date ?? new Date().toISOString().slice(0, 10)
    const entry = reviewer.keys.find((candidate) => candidate.key.equals(blob))
    if (!entry)
      throw new ReviewError(
        `the key ${keyFingerprint(blob)} is not in ${reviewer.file}: add it there in a change of its own, merged before you sign`,
      )
    if (date < entry.from || (entry.until && date > entry.until))
      throw new ReviewError(
        `${reviewer.file} gives this key the days ${entry.from} to ${entry.until ?? 'now'}, not ${date}`,
      )
    const written: string[] = []
    const pages = files.map((file) => relative(root, resolve(root, file)).split('\\').join('/'))
    for (const file of pages) {
      const collection = collectionOf(file) as CollectionName | null
      if (!collection || !existsSync(join(root, file)))
        throw new ReviewError(`${file} is not a content page: name files like content/conditions/sleep.mdx`)
      const source = contentText(root, file)
      const topic = signingTopicOf(root, file)
      if (!topic) throw new ReviewError(`${file} names no clinicalTopic: only health pages are reviewed`)
      if (!reviewer.topics.includes(topic))
        throw new ReviewError(
          `${file} is a ${topic} page, and ${reviewer.file} lists ${reviewer.topics.join(', ')}: a clinician signs only pages of their topics`,
        )
      const text = clinicalText(collection, source)
      // A translation is a medical text of its own: its signature names its language and lives at its own path.
      const language = languageOfFile(file) === SOURCE_LANGUAGE ? {} : { language: languageOfFile(file) }
      const facts = {
        collection,
        id: entryIdOf(file),
        ...language,
        topic,
        fingerprint: fingerprintOf(text),
        reviewer: reviewer.id,
        date,
      }
      const message = canonicalMessage(facts)
      const signature = sshKeygen(['-Y', 'sign', '-n', REVIEW_NAMESPACE, '-f', key.file], message, env)
      if (!verifySignature(signature, message, REVIEW_NAMESPACE, blob))
        throw new ReviewError(
          `ssh-keygen signed with another key than ${keyFingerprint(blob)}: give the key with --key`,
        )
      const reviewFile = reviewFileOf(file)
      mkdirSync(dirname(join(root, reviewFile)), { recursive: true })
      writeFileSync(join(root, reviewFile), writeReviewRecord({ ...facts, text, signature: signature.trim() }))
      written.push(reviewFile)
    }
    return written
  } finally {
    key.cleanup?.()
  }
}

/** One health page's review, for `npm run review status` and the page of changes. */
interface PageReview {
  file: string
  status: ReviewState['status']
  reviewer?: string
  state?: ReviewState
}

/** Every health page (a file that names a clinicalTopic), with its review state. */
export function pageReviews(
  root: string,
  today = new Date().toISOString().slice(0, 10),
  fields: FieldsOf = fieldsIn(root),
): PageReview[] {
  const states = reviewStates(root, today)
  const pages: PageReview[] = []
  for (const file of contentMdxFiles(root)) {
    const data = fields(file)
    if (!data) continue
    if (typeof data?.clinicalTopic !== 'string') continue
    const state = states.get(file)
    pages.push({
      file,
      status: state?.status ?? 'unsigned',
      reviewer: typeof data.reviewer === 'string' ? data.reviewer : undefined,
      state,
    })
  }
  return pages
}

/** One line (and for a changed page its word diff) per health page. */
export function statusReport(pages: PageReview[]): string {
  const lines: string[] = []
  for (const page of pages) {
    const { state } = page
    if (page.status === 'reviewed')
      lines.push(`reviewed   ${page.file}  by ${state!.signer!.name} on ${state!.date}, next review due ${state!.due}`)
    else if (page.status === 'changed') {
      lines.push(`changed    ${page.file}  signed by ${state!.signer!.name} on ${state!.date}; changed since:`)
      lines.push(`           ${wordDiff(state!.signedText!, state!.currentText!)}`)
    } else if (page.status === 'refused')
      lines.push(`refused    ${page.file}  ${state!.problems.map((problem) => problem.message).join('; ')}`)
    else
      lines.push(
        `unsigned   ${page.file}  never reviewed${page.reviewer ? ` (reviewer: ${page.reviewer})` : ' (no reviewer named)'}`,
      )
  }
  const count = (status: string) => pages.filter((page) => page.status === status).length
  lines.push(
    `${pages.length} health pages: ${count('reviewed')} reviewed, ${count('changed')} changed since review, ${count('unsigned')} never reviewed${count('refused') ? `, ${count('refused')} with a refused signature` : ''}`,
  )
  return lines.join('\n')
}
