/**
 * What a set of content changes does to the site, for reviewers: which files changed since a base
 * commit (git), which addresses each change touches (the collections' address rules), and, from a
 * build of each side, the words of each touched page before and after.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { diffArrays, diffWords } from 'diff'
import { Parser } from 'htmlparser2'
import { addressOf, collectionOf, entryIdOf } from '../../lib/content/addresses'
import { mainBase } from '../../lib/content/address-history'
import { languageOfFile, splitAddress } from '../../lib/language'
import { dataOf } from '../../lib/content/frontmatter'
import { frontmatterOf, contentText } from '../../lib/content/store'
import { records } from '../../lib/content/records'
import type { CollectionRecord } from '../../lib/content/collections/record'
import { isRedirectPage, readBuiltPages } from '../../lib/built-site'

interface ChangedFile {
  /** A = added, M = modified, D = deleted, R = renamed (then `from` is the old path). */
  status: 'A' | 'M' | 'D' | 'R'
  path: string
  from?: string
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** The commit to compare with: the merge base of HEAD and the main branch (local, else the remote's). */
export function defaultBase(root: string): string {
  const base = mainBase(root)
  if (base) return base
  throw new Error('no main branch to compare with: name the base, e.g. npm run changes -- origin/main')
}

/** Every file that differs between `base` and the working tree (committed or not), and the files git does not track yet. */
export function changedFiles(root: string, base: string): ChangedFile[] {
  const files: ChangedFile[] = []
  for (const line of git(root, ['diff', '--name-status', '-M', '--relative', base]).split('\n')) {
    if (!line) continue
    const [status, first, second] = line.split('\t')
    if (status.startsWith('R')) files.push({ status: 'R', from: first, path: second })
    else if (status === 'A' || status === 'D') files.push({ status, path: first })
    else files.push({ status: 'M', path: first })
  }
  for (const path of git(root, ['ls-files', '--others', '--exclude-standard']).split('\n'))
    if (path) files.push({ status: 'A', path })
  return files
}

/** A file's text at `base`, or undefined when it did not exist there. */
export function textAt(root: string, base: string, path: string): string | undefined {
  try {
    return git(root, ['show', `${base}:./${path}`])
  } catch {
    return undefined
  }
}

/** An MDX file's front-matter, or a YAML file's value; undefined when it cannot be read. */
export function valueOf(path: string, text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return path.endsWith('.mdx') ? frontmatterOf(text) : dataOf(text)
  } catch {
    return undefined
  }
}

interface Touched {
  /** Addresses to compare, each with why it may have changed. */
  addresses: Map<string, Set<string>>
  /** True when a change can alter every page (a shared data file, or code). */
  everyPage: boolean
  /** The content files whose change can alter every page (content/site.yaml, a condition's name), for each page's "From". */
  everyPageFrom: string[]
}

/**
 * Which addresses each change may alter, from the collections' records (shownOn): a page, condition
 * or post its own page (old and new address); a condition also the conditions list, and every page
 * when its name changes (menus); a post also the Blog tab and the posts beside it; an entry shown
 * inside pages (a question, a plan ...) every page file's page; content/*.yaml and code every page.
 */
export function touchedAddresses(
  files: ChangedFile[],
  before: (path: string) => unknown,
  after: (path: string) => unknown,
  pageFileAddresses: string[],
  postAddresses: string[],
): Touched {
  const addresses = new Map<string, Set<string>>()
  let everyPage = false
  const everyPageFrom = new Set<string>()
  const touch = (address: string | null, why: string) => {
    if (!address) return
    if (!addresses.has(address)) addresses.set(address, new Set())
    addresses.get(address)!.add(why)
  }
  for (const file of files) {
    const paths = [file.from, file.path].filter((path): path is string => Boolean(path))
    const collections = paths.map(collectionOf)
    const collection = collections.find(Boolean)
    if (!collection) {
      everyPage = true
      if (file.path.startsWith('content/')) everyPageFrom.add(file.path)
      continue
    }
    const oldData = file.status === 'A' ? undefined : before(file.from ?? file.path)
    const newData = file.status === 'D' ? undefined : after(file.path)
    const oldAddress =
      oldData === undefined
        ? null
        : addressOf(collection, entryIdOf(file.from ?? file.path), oldData, languageOfFile(file.from ?? file.path))
    const newAddress =
      newData === undefined ? null : addressOf(collection, entryIdOf(file.path), newData, languageOfFile(file.path))
    touch(oldAddress, file.from ?? file.path)
    touch(newAddress, file.path)
    // Where else the collection's record says its entries show (lib/content/collections/<name>.ts).
    const { shownOn } = (records as Record<string, CollectionRecord>)[collection]
    for (const address of shownOn.lists ?? []) touch(address, file.path)
    const field = shownOn.everyPageWhenChanged
    if (
      field &&
      (oldData as Record<string, unknown> | undefined)?.[field] !==
        (newData as Record<string, unknown> | undefined)?.[field]
    ) {
      everyPage = true
      everyPageFrom.add(file.path)
    }
    if (shownOn.allPosts) for (const address of postAddresses) touch(address, file.path)
    if (shownOn.everyPageFile) for (const address of pageFileAddresses) touch(address, file.path)
  }
  return { addresses, everyPage, everyPageFrom: [...everyPageFrom] }
}

/** The site's addresses in a build (lib/built-site.ts reads its pages): all but the not-found page and the changes page itself (/_changes). */
export function builtAddresses(clientDir: string): string[] {
  if (!existsSync(clientDir)) return []
  return readBuiltPages(clientDir)
    .map((page) => page.route)
    .filter((route) => route !== '/404' && !route.startsWith('/_'))
    .sort()
}

export function pageHtml(clientDir: string, address: string): string | undefined {
  const file = join(clientDir, address === '/' ? 'index.html' : `${address.slice(1)}/index.html`)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

const BLOCKS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'nav',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'blockquote',
  'figcaption',
  'summary',
  'br',
  'ul',
  'ol',
  'dl',
  'table',
  'aside',
  'main',
  'form',
  'button',
])
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg'])

/**
 * The words a visitor reads, one block (paragraph, list item, heading, cell ...) a line: of the
 * page's <main> (`part: 'main'`) or of everything outside it (header, menus, footer).
 */
export function visibleText(html: string, part: 'main' | 'outside'): string[] {
  const lines: string[] = []
  let line = ''
  let skipping = 0
  let inMain = 0
  let inBody = false
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim()
    if (text) lines.push(text)
    line = ''
  }
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'body') inBody = true
        if (SKIPPED.has(name)) skipping++
        if (name === 'main') inMain++
        if (BLOCKS.has(name)) flush()
      },
      ontext(text) {
        if (!inBody || skipping) return
        if ((part === 'main') === inMain > 0) line += text
      },
      onclosetag(name) {
        if (BLOCKS.has(name)) flush()
        if (name === 'main') inMain--
        if (SKIPPED.has(name)) skipping--
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  flush()
  return lines
}

/** One piece of a compared text: words kept, removed or added. */
export interface Piece {
  kind: 'same' | 'removed' | 'added'
  text: string
}

/** A changed stretch of a page: its pieces, word by word, and how many unchanged lines come before it. */
export interface Hunk {
  skipped: number
  lines: Piece[][]
}

/** The lines that differ between two texts, each compared word by word (a line only on one side is removed or added whole). */
export function compareLines(before: string[], after: string[]): Hunk[] {
  const hunks: Hunk[] = []
  let skipped = 0
  let current: Hunk | null = null
  const parts = diffArrays(before, after)
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]
    if (!part.added && !part.removed) {
      skipped += part.value.length
      current = null
      continue
    }
    if (!current) {
      current = { skipped, lines: [] }
      hunks.push(current)
      skipped = 0
    }
    const next = parts[index + 1]
    if (part.removed && next?.added) {
      // Lines replaced by others: compare each pair word by word, the rest whole.
      const count = Math.max(part.value.length, next.value.length)
      for (let line = 0; line < count; line++)
        current.lines.push(compareWords(part.value[line] ?? '', next.value[line] ?? ''))
      index++
      continue
    }
    for (const text of part.value) current.lines.push([{ kind: part.added ? 'added' : 'removed', text }])
  }
  return hunks
}

export function compareWords(before: string, after: string): Piece[] {
  return diffWords(before, after).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }))
}

export interface FieldChange {
  file: string
  /** The field as a writer reads it: "symptoms 3", "contact phone". */
  field: string
  before?: string
  after?: string
}

/** Every field whose value differs, leaf by leaf; list items are counted from 1. */
export function fieldChanges(file: string, before: unknown, after: unknown): FieldChange[] {
  const changes: FieldChange[] = []
  const leaves = (value: unknown, path: string[], into: Map<string, string>) => {
    if (Array.isArray(value)) value.forEach((item, index) => leaves(item, [...path, String(index + 1)], into))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) leaves(item, [...path, key], into)
    else if (value !== undefined && value !== null) into.set(path.join(' '), String(value))
  }
  const old = new Map<string, string>()
  const now = new Map<string, string>()
  leaves(before, [], old)
  leaves(after, [], now)
  for (const field of new Set([...old.keys(), ...now.keys()])) {
    if (old.get(field) !== now.get(field)) changes.push({ file, field, before: old.get(field), after: now.get(field) })
  }
  return changes
}

/**
 * The built pages a change since `base` may alter, from the collections' records (touchedAddresses)
 * and the build in `clientDir`: every page when a shared file changed, else the touched addresses and
 * their translations (a translation says when its English page changed) that the build has, never
 * the forwarding page of an old address.
 */
export function pagesTouched(root: string, base: string, clientDir: string): { pages: string[]; everyPage: boolean } {
  const files = changedFiles(root, base)
  // The forwarding pages of old addresses are no pages to check: a browser that opens one is sent on.
  const forwarding = new Set(
    readBuiltPages(clientDir)
      .filter((page) => isRedirectPage(page.html))
      .map((page) => page.route),
  )
  const built = builtAddresses(clientDir).filter((address) => !forwarding.has(address))
  const before = (path: string) => valueOf(path, textAt(root, base, path))
  const after = (path: string) => valueOf(path, existsSync(join(root, path)) ? contentText(root, path) : undefined)
  const pageFiles = built.filter(
    (address) => !address.startsWith('/conditions/') && !address.startsWith('/resources/blog/'),
  )
  const posts = built.filter((address) => address.startsWith('/resources/blog/'))
  const touched = touchedAddresses(files, before, after, pageFiles, posts)
  if (touched.everyPage) return { pages: built, everyPage: true }
  const addresses = new Set(touched.addresses.keys())
  // A translation shows a notice when its English page changed; an English page links to its translation.
  for (const address of [...addresses]) {
    const { address: english } = splitAddress(address)
    for (const other of built) if (splitAddress(other).address === english) addresses.add(other)
  }
  return { pages: built.filter((address) => addresses.has(address)), everyPage: false }
}
