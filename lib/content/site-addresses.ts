/**
 * What only the whole set of content shows about addresses: two files that would make one address,
 * drafts (listed as notices), redirects that lead nowhere or shadow a page, and addresses that the
 * main branch publishes and this content loses without a redirect.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { addressOf, isDraft, isPostAddress, ownerOf } from './addresses'
import { languageOfFile, splitAddress } from '../language'
import { vanishedAddresses } from './address-history'
import { normalizeSource, parseYaml } from './frontmatter'
import { contentText } from './store'
import type { Problem } from './problems'
import { redirectRules } from './redirects'

interface Entry {
  file: string
  collection: string
  id: string
  data: Record<string, unknown>
  /** A translation left out with its English page (lib/content/check.ts): a draft by that page, not by its own draft: true. */
  heldBack?: boolean
  /** Where a front-matter field stands (line and column in the file). */
  locate(path: ReadonlyArray<PropertyKey>): { line: number; column: number }
}

/**
 * `hasErrors`: a file failed its own checks and its address cannot be told (a post whose title cannot
 * be read), so the comparison with main and the redirects to posts wait until it is fixed (they would
 * otherwise call that page gone, or a redirect to it a dead end). `alsoPublished`: the
 * addresses of files that failed their checks but whose address is known from their path.
 */
export function addressProblems(
  root: string,
  entries: Entry[],
  options: { drafts: boolean; compareWithMain?: boolean; hasErrors?: boolean; alsoPublished?: string[] },
): Problem[] {
  const problems: Problem[] = []
  const made = new Map<string, Entry>()
  for (const entry of entries) {
    if (isDraft(entry.data)) {
      // A translation held back with its English page, not by its own draft: true, is noted by lib/content/check.ts.
      if (!entry.heldBack)
        problems.push({
          file: entry.file,
          ...entry.locate(['draft']),
          field: 'draft',
          message:
            'is a draft: it shows in the live preview and preview builds, and is left out of the published site (remove draft: true to publish it)',
          severity: 'notice',
        })
      if (!options.drafts) continue
    }
    const address = addressOf(entry.collection, entry.id, entry.data, languageOfFile(entry.file))
    if (!address) continue
    // An address another collection's route owns: a page file there would be shadowed by it.
    const owner = entry.collection === 'pages' ? ownerOf(splitAddress(address).address) : undefined
    if (owner) {
      problems.push({
        file: entry.file,
        line: 1,
        column: 1,
        field: '(address)',
        message: `${address} is where ${owner} files are shown: move this page out of ${entry.file.slice(0, entry.file.lastIndexOf('/'))}/, or write it as a file of ${owner}`,
        severity: 'error',
      })
      continue
    }
    const first = made.get(address)
    if (first) {
      problems.push({
        file: entry.file,
        line: 1,
        column: 1,
        field: '(address)',
        message: `would be the page at ${address}, which ${first.file} makes already: rename one of them`,
        severity: 'error',
      })
    } else {
      made.set(address, entry)
    }
  }

  const redirectsFile = 'content/redirects.yaml'
  const rules = redirectRules(root)
  // A file that failed its own checks still makes its page once fixed: a redirect to it is not lost.
  // A post whose title cannot be read has no known address, so no address of a post is called missing meanwhile.
  const failedAddresses = new Set(options.alsoPublished)
  if (rules.length) {
    const text = normalizeSource(contentText(root, redirectsFile))
    const locate = parseYaml(redirectsFile, text, 1).locate
    rules.forEach((rule, index) => {
      if (!rule.from.endsWith('*') && made.has(rule.from) && !isDraft(made.get(rule.from)!.data)) {
        problems.push({
          file: redirectsFile,
          ...locate([index, 'from']),
          field: `${index}.from`,
          message: `${rule.from} is a page (${made.get(rule.from)!.file}): an address is either a page or forwarded, so remove this redirect or that file`,
          severity: 'error',
        })
      }
      // An #anchor names a part of the target page; the output gate checks that the part is there.
      const target = rule.to.split('#')[0]
      if (
        !made.has(target) &&
        !failedAddresses.has(target) &&
        !(options.hasErrors && isPostAddress(target)) &&
        !existsSync(join(root, 'pages', target === '/' ? 'index' : target))
      ) {
        problems.push({
          file: redirectsFile,
          ...locate([index, 'to']),
          field: `${index}.to`,
          message: `${target} is not a page, so ${rule.from} would lead nowhere: give the address of a page that exists`,
          severity: 'error',
        })
      }
    })
  }

  if (options.compareWithMain !== false && options.hasErrors) {
    problems.push({
      file: redirectsFile,
      line: 1,
      column: 1,
      field: 'redirects',
      message: 'addresses are compared with the main branch once the post whose title cannot be read is fixed',
      severity: 'notice',
    })
  } else if (options.compareWithMain !== false) {
    // What the published site keeps: pages that are not drafts, and the old addresses that forward.
    const history = vanishedAddresses(root, {
      pages: new Set([
        ...[...made].filter(([, entry]) => !isDraft(entry.data)).map(([address]) => address),
        ...(options.alsoPublished ?? []),
      ]),
      forwarded: new Set(rules.filter((rule) => !rule.from.endsWith('*')).map((rule) => rule.from)),
    })
    problems.push(...history.problems)
    if (history.skipped)
      problems.push({
        file: redirectsFile,
        line: 1,
        column: 1,
        field: 'redirects',
        message: history.skipped,
        severity: 'notice',
      })
  }
  return problems
}
