/**
 * Addresses never break silently: the pages that the main branch's content publishes must still be
 * published, or be forwarded by content/redirects.yaml. Read from git (the main branch's files,
 * front-matter only), so it needs a git checkout that knows the main branch; elsewhere it is skipped
 * with a notice.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { contentText, isHeldBack, storedEntry, type StoredEntry } from './store'
import { LANGUAGES, languageOfFile, sourceFileOf, SOURCE_LANGUAGE, translationFileOf } from '../language'
import { specificationOf, specifiedFileProblem } from './specification'
import type { Problem } from './problems'

interface AddressHistory {
  /** An error per address that main publishes and this content does not, nor forwards. */
  problems: Problem[]
  /** Why the comparison did not run, when it did not. */
  skipped?: string
}

function git(root: string, args: string[], input?: string): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    input,
    maxBuffer: 1024 * 1024 * 1024,
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'ignore'],
  })
}

/**
 * Where this checkout left the main branch (a local main, else the remote's): the merge base, so
 * pages added on main after a branch began are not taken for pages the branch lost, and a key a
 * branch adds is not taken for one main has (lib/content/review.ts). On main itself, HEAD.
 */
export function mainBase(root: string): string | undefined {
  for (const ref of ['refs/heads/main', 'refs/remotes/origin/main']) {
    try {
      git(root, ['rev-parse', '--verify', '--quiet', ref])
      return git(root, ['merge-base', 'HEAD', ref]).trim()
    } catch {
      // not here: try the next
    }
  }
  return undefined
}

/** A published entry of the content at `ref`, from a file this checkout has changed, moved or removed since, or a translation of one. */
interface EntryAtBase {
  file: string
  address: string | null
}

/**
 * Every published entry of the content at `ref` from a file this checkout has changed, moved or
 * removed since, and from the translations of the changed English files. Any other file is the same
 * here as at `ref` and publishes the same address (an address is made from the file's own path and
 * front-matter, and a translation is published with its English file: isHeldBack), so it is not
 * read: on a large site, reading every file again was most of the check's time.
 */
function entriesAt(root: string, ref: string): EntryAtBase[] {
  // Tracked files only: a file this checkout added is not at `ref`. Plumbing, so no user's diff settings
  // change its paths (always from the repository's top); a file only touched since is listed too, and read.
  const changed = git(root, ['diff-index', '--name-only', '--no-renames', '-z', ref, '--', 'content'])
    .split('\0')
    .filter((path) => path.endsWith('.mdx'))
  const prefix = git(root, ['rev-parse', '--show-prefix']).trim()
  const entries: EntryAtBase[] = []
  if (!changed.length) return entries
  // A translation of a changed file is read too: it is held back while the file it translates is a draft (isHeldBack).
  const files = [
    ...new Set(
      changed.flatMap((path) =>
        languageOfFile(path.slice(prefix.length)) === SOURCE_LANGUAGE
          ? LANGUAGES.map((language) => `${prefix}${translationFileOf(path.slice(prefix.length), language)}`)
          : [path],
      ),
    ),
  ]
  const atRef = new Map<string, StoredEntry>()
  // One git process reads every file: `git cat-file --batch` answers "<oid> blob <size>\n<content>\n" per
  // name, or "<name> missing\n" for a file that was not at `ref` (one this checkout added and committed).
  const output = Buffer.from(
    git(root, ['cat-file', '--batch'], files.map((path) => `${ref}:${path}`).join('\n') + '\n'),
  )
  let offset = 0
  for (const path of files) {
    const headerEnd = output.indexOf(10, offset)
    const header = output.subarray(offset, headerEnd).toString()
    const size = Number(header.split(' ')[2])
    // A file this branch added was not at `ref`, so it published nothing there: it is not read as empty.
    if (!Number.isFinite(size)) {
      offset = headerEnd + 1
      continue
    }
    const text = output.subarray(headerEnd + 1, headerEnd + 1 + size).toString()
    offset = headerEnd + 1 + size + 1
    const file = path.slice(prefix.length)
    const entry = storedEntry(file, text)
    if (entry) atRef.set(file, entry)
  }
  for (const [file, entry] of atRef) {
    const source = sourceFileOf(file)
    // A file that did not change since `ref` was the same there as here.
    const sourceAtRef =
      atRef.get(source) ?? (existsSync(join(root, source)) ? storedEntry(source, contentText(root, source)) : null)
    if (!isHeldBack(entry.data, sourceAtRef?.data)) entries.push({ file, address: entry.address })
  }
  return entries
}

/**
 * What this content still publishes, to compare with main: `pages`, the addresses of its pages, and
 * `forwarded`, the exact old addresses of content/redirects.yaml.
 */
interface Published {
  pages: Set<string>
  forwarded: Set<string>
}

/**
 * Compares what main publishes with what this content does. Only the files that differ from main,
 * and the translations of the English ones, are read there (entriesAt): every other file makes here
 * the address it made there. An address main publishes
 * must still be a page or be forwarded; a file the specification names must still be there, at its
 * path and published, whatever redirects say (lib/content/specification.ts).
 */
export function vanishedAddresses(root: string, published: Published): AddressHistory {
  let ref: string | undefined
  try {
    git(root, ['rev-parse', '--is-inside-work-tree'])
    ref = mainBase(root)
  } catch {
    return { problems: [], skipped: 'not a git checkout, so addresses were not compared with the main branch' }
  }
  if (!ref) return { problems: [], skipped: 'this checkout has no main branch, so addresses were not compared with it' }
  const problems: Problem[] = []
  for (const { file, address } of entriesAt(root, ref)) {
    if (specificationOf(file)) {
      const here = existsSync(join(root, file)) ? storedEntry(file, contentText(root, file)) : null
      // A file whose front-matter cannot be read is still there: its own mistake is reported at its line.
      const readable = existsSync(join(root, file)) && here !== null
      if (!existsSync(join(root, file))) problems.push(specifiedFileProblem(file, 'gone', address))
      else if (readable && here.draft) problems.push(specifiedFileProblem(file, 'draft', address))
      continue
    }
    if (!address || published.pages.has(address) || published.forwarded.has(address)) continue
    // A translation still here is held back by its English page's draft: publishing that brings it back.
    const english = sourceFileOf(file)
    const heldBack =
      english !== file &&
      existsSync(join(root, file)) &&
      existsSync(join(root, english)) &&
      (storedEntry(english, contentText(root, english))?.draft ?? false)
    problems.push({
      file: 'content/redirects.yaml',
      line: 1,
      column: 1,
      field: 'redirects',
      message: `${address} (made by ${file} where this branch left main) is gone, so links to it would break: add "- from: ${address}" and "to: <its new address>" here, or ${heldBack ? `publish ${english} again (remove its draft: true), which this translation follows` : 'restore the file'}`,
      severity: 'error',
    })
  }
  return { problems }
}
