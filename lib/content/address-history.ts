/**
 * Addresses never break silently: the pages that the main branch's content publishes must still be
 * published, or be forwarded by content/redirects.yaml. Read from git (the main branch's files,
 * front-matter only), so it needs a git checkout that knows the main branch; elsewhere it is skipped
 * with a notice.
 */
import { execFileSync } from 'node:child_process'
import { storedEntry } from './store'
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
 * pages added on main after a branch began are not taken for pages the branch lost.
 */
function mainRef(root: string): string | undefined {
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

/**
 * Every address that the content at `ref` publishes from a file this checkout has changed, moved or
 * removed since, with that file. A file that is the same here as at `ref` publishes the same address
 * (an address is made from the file's own path and front-matter), so it is not read: on a large site,
 * reading every file again was most of the check's time.
 */
function addressesAt(root: string, ref: string): Map<string, string> {
  // Tracked files only: a file this checkout added is not at `ref`. Plumbing, so no user's diff settings
  // change its paths (always from the repository's top); a file only touched since is listed too, and read.
  const files = git(root, ['diff-index', '--name-only', '--no-renames', '-z', ref, '--', 'content'])
    .split('\0')
    .filter((path) => path.endsWith('.mdx'))
  const prefix = git(root, ['rev-parse', '--show-prefix']).trim()
  const addresses = new Map<string, string>()
  if (!files.length) return addresses
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
    const text = Number.isFinite(size) ? output.subarray(headerEnd + 1, headerEnd + 1 + size).toString() : ''
    offset = Number.isFinite(size) ? headerEnd + 1 + size + 1 : headerEnd + 1
    const file = path.slice(prefix.length)
    const entry = storedEntry(file, text)
    if (entry && !entry.draft && entry.address) addresses.set(entry.address, file)
  }
  return addresses
}

/**
 * Compares the addresses main publishes with `published` (every address this content makes, and
 * every exact old address of content/redirects.yaml). Only the files that differ from main are read
 * there: every other file makes here the address it made there, which `published` holds.
 */
export function vanishedAddresses(root: string, published: Set<string>): AddressHistory {
  let ref: string | undefined
  try {
    git(root, ['rev-parse', '--is-inside-work-tree'])
    ref = mainRef(root)
  } catch {
    return { problems: [], skipped: 'not a git checkout, so addresses were not compared with the main branch' }
  }
  if (!ref) return { problems: [], skipped: 'this checkout has no main branch, so addresses were not compared with it' }
  const problems: Problem[] = []
  for (const [address, file] of addressesAt(root, ref)) {
    if (published.has(address)) continue
    problems.push({
      file: 'content/redirects.yaml',
      line: 1,
      column: 1,
      field: 'redirects',
      message: `${address} (made by ${file} where this branch left main) is gone, so links to it would break: add "- from: ${address}" and "to: <its new address>" here, or restore the file`,
      severity: 'error',
    })
  }
  return { problems }
}
