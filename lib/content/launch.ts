/**
 * What must not reach the public (`npm run launch-check`, and a launch build with LAUNCH=true):
 * placeholder addresses, phone numbers and e-mails, social links to a network's home page rather
 * than the clinic's profile, portraits that are illustrations, health pages without a valid
 * clinical signature, no after-hours line, and every item of `confirm` in content/site.yaml not yet
 * done. Each item names the file and line to change.
 */
import { readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { parseDocument, LineCounter, isMap, isScalar, isSeq, type Node } from 'yaml'
import { frontmatterOf, splitFrontmatter } from './frontmatter'
import { pageReviews } from './review-sign'
import { contentFiles } from './store'

export type LaunchGroup =
  'Placeholder details' | 'Social links' | 'Pictures' | 'Clinical review' | 'After-hours line' | 'To confirm'

export interface LaunchItem {
  group: LaunchGroup
  file: string
  line: number
  message: string
}

/** The groups in the order the report shows them. */
export const LAUNCH_GROUPS: LaunchGroup[] = [
  'Placeholder details',
  'Social links',
  'Pictures',
  'Clinical review',
  'After-hours line',
  'To confirm',
]

/**
 * Host names that are placeholders by definition (RFC 2606 and RFC 6761 reserve them for examples
 * and tests): *.example, *.test, *.invalid, and example.com, .org and .net.
 */
const PLACEHOLDER_HOST = /\b(?:[a-z0-9-]+\.)*(?:[a-z0-9-]+\.(?:example|test|invalid)|example\.(?:com|org|net))\b/gi

/** Numbers of the 555-0100 to 555-0199 block, reserved for fiction in North America. */
const PLACEHOLDER_PHONE = /\b555[-.\s]?01\d\d\b/g

/** Placeholder hosts and phone numbers on each line of the content's text files (YAML comments left out). */
function placeholderItems(root: string): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const file of contentFiles(root).filter((name) => ['.mdx', '.yaml', '.yml'].includes(extname(name)))) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n')
    lines.forEach((text, index) => {
      if (/^\s*#/.test(text)) return
      const seen = new Set<string>()
      for (const [found] of text.matchAll(PLACEHOLDER_HOST)) {
        const what = found.includes('@') ? found : found.toLowerCase()
        if (seen.has(what)) continue
        seen.add(what)
        const email = new RegExp(`[\\w.+-]+@${what.replace(/\./g, '\\.')}`, 'i').exec(text)?.[0]
        items.push({
          group: 'Placeholder details',
          file,
          line: index + 1,
          message: email
            ? `"${email}" is a placeholder e-mail address: the clinic's real one`
            : `"${what}" is a placeholder address: the clinic's real one`,
        })
      }
      for (const [found] of text.matchAll(PLACEHOLDER_PHONE))
        items.push({
          group: 'Placeholder details',
          file,
          line: index + 1,
          message: `"${found}" is a placeholder phone number (555-01xx): the clinic's real one`,
        })
    })
  }
  return items
}

/** content/site.yaml, read with the line of every value. */
function siteDocument(root: string) {
  const text = readFileSync(join(root, 'content/site.yaml'), 'utf8')
  const lineCounter = new LineCounter()
  const document = parseDocument(text, { lineCounter })
  const lineOf = (node: unknown) => lineCounter.linePos((node as Node | undefined)?.range?.[0] ?? 0).line
  return { document, lineOf }
}

/** Social links that lead to a network's home page, and the missing after-hours line. */
function siteItems(root: string): LaunchItem[] {
  const file = 'content/site.yaml'
  const { document, lineOf } = siteDocument(root)
  const items: LaunchItem[] = []
  const social = document.get('social', true)
  if (isSeq(social))
    for (const entry of social.items) {
      if (!isMap(entry)) continue
      const href = String(entry.get('href') ?? '')
      let path = ''
      try {
        path = new URL(href).pathname.replace(/\/+$/, '')
      } catch {
        // Not an address: the content check reports it.
      }
      if (!path)
        items.push({
          group: 'Social links',
          file,
          line: lineOf(entry.get('href', true)),
          message: `${String(entry.get('network'))} links to the network's home page (${href}): the address of the clinic's own profile, or remove the entry`,
        })
    }
  const contact = document.get('contact', true)
  // The line of the key `contact:` itself, where the missing line belongs.
  const contactKey = isMap(document.contents)
    ? document.contents.items.find((pair) => isScalar(pair.key) && pair.key.value === 'contact')?.key
    : undefined
  if (isMap(contact) && !contact.get('afterHoursPhone'))
    items.push({
      group: 'After-hours line',
      file,
      line: lineOf(contactKey ?? contact),
      message:
        'contact has no afterHoursPhone: the same-day cards on condition pages send readers elsewhere when the clinic is closed. Add the number of the line that answers when the clinic is closed',
    })
  const confirm = document.get('confirm', true)
  if (isSeq(confirm))
    for (const entry of confirm.items)
      if (isMap(entry) && entry.get('done') !== true)
        items.push({ group: 'To confirm', file, line: lineOf(entry), message: String(entry.get('item')) })
  return items
}

/** Published team members whose portrait is an illustration (SVG), not a photograph. */
function pictureItems(root: string): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const file of contentFiles(root).filter((name) => /^content\/team\/[^/]+\.mdx$/.test(name))) {
    const source = readFileSync(join(root, file), 'utf8')
    const data = frontmatterOf(source)
    if (!data || data.draft === true || typeof data.image !== 'string' || !data.image.endsWith('.svg')) continue
    const { yaml } = splitFrontmatter(source)
    const line = (yaml ?? '').split('\n').findIndex((text) => /^image:/.test(text)) + 2
    items.push({
      group: 'Pictures',
      file,
      line,
      message: `the portrait ${data.image} is an illustration: a photograph of the clinician (JPEG, PNG, WebP or AVIF), with their consent`,
    })
  }
  return items
}

/** Published health pages whose words no clinician's valid signature covers. */
function reviewItems(root: string): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const page of pageReviews(root)) {
    if (page.status === 'reviewed') continue
    const source = readFileSync(join(root, page.file), 'utf8')
    if (frontmatterOf(source)?.draft === true) continue
    const line = source.split('\n').findIndex((text) => /^clinicalTopic:/.test(text)) + 1 || 1
    const why =
      page.status === 'changed'
        ? 'changed since its clinician signed it'
        : page.status === 'refused'
          ? 'its signature is refused'
          : 'no clinician has signed it'
    items.push({
      group: 'Clinical review',
      file: page.file,
      line,
      message: `${why}: a clinician reviews and signs it (npm run review sign ${page.file})`,
    })
  }
  return items
}

/** Every item left before launch, in the report's order. */
export function launchItems(root: string): LaunchItem[] {
  const items = [...placeholderItems(root), ...siteItems(root), ...pictureItems(root), ...reviewItems(root)]
  return LAUNCH_GROUPS.flatMap((group) => items.filter((item) => item.group === group))
}

/** The report `npm run launch-check` prints: each group with its items, then what to do. */
export function launchReport(items: LaunchItem[]): string {
  if (!items.length) return 'Ready to launch: no placeholder, unsigned health page or open item is left.'
  const lines = [`Before the site goes public, ${items.length} item${items.length === 1 ? '' : 's'} must be resolved:`]
  for (const group of LAUNCH_GROUPS) {
    const inGroup = items.filter((item) => item.group === group)
    if (!inGroup.length) continue
    lines.push('', `${group} (${inGroup.length})`)
    for (const item of inGroup) lines.push(`  ${item.file}:${item.line}  ${item.message}`)
  }
  return lines.join('\n')
}
