/**
 * What must not reach the public (`npm run launch-check`, and a launch build with LAUNCH=true):
 * placeholder addresses, phone numbers and e-mails, social links to a network's home page rather
 * than the clinic's profile, portraits that are illustrations, videos without a recording, health pages without a valid
 * clinical signature, no after-hours line, and every item of `confirm` in content/site.yaml not yet
 * done. Each item names the file and line to change.
 */
import { extname } from 'node:path'
import { parseYaml } from './frontmatter'
import { pageReviews } from './review-sign'
import { contentFiles, contentText, fieldsIn, frontmatterWithPlaces, isDraft, isHeldBack, type FieldsOf } from './store'
import { sourceFileOf } from '../language'

export type LaunchGroup =
  'Placeholder details' | 'Social links' | 'Pictures' | 'Videos' | 'Clinical review' | 'After-hours line' | 'To confirm'

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
  'Videos',
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
    const lines = contentText(root, file).split('\n')
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

interface SiteFields {
  social?: Array<{ network?: string; href?: string }>
  contact?: { afterHoursPhone?: string }
  confirm?: Array<{ item?: string; done?: boolean }>
}

/** Social links that lead to a network's home page, the missing after-hours line, and open items. */
function siteItems(root: string): LaunchItem[] {
  const file = 'content/site.yaml'
  const { data, locate } = parseYaml(file, contentText(root, file), 1)
  const site = (data ?? {}) as SiteFields
  const items: LaunchItem[] = []
  site.social?.forEach((entry, index) => {
    let path = ''
    try {
      path = new URL(String(entry.href)).pathname.replace(/\/+$/, '')
    } catch {
      // Not an address: the content check reports it.
    }
    if (!path)
      items.push({
        group: 'Social links',
        file,
        line: locate(['social', index, 'href']).line,
        message: `${entry.network} links to the network's home page (${entry.href}): the address of the clinic's own profile, or remove the entry`,
      })
  })
  if (site.contact && !site.contact.afterHoursPhone)
    items.push({
      group: 'After-hours line',
      file,
      line: locate(['contact']).line,
      message:
        'contact has no afterHoursPhone: the same-day cards on condition pages send readers elsewhere when the clinic is closed. Add the number of the line that answers when the clinic is closed',
    })
  site.confirm?.forEach((entry, index) => {
    if (entry.done !== true)
      items.push({ group: 'To confirm', file, line: locate(['confirm', index]).line, message: String(entry.item) })
  })
  return items
}

/** Where each kind's picture shows, for the launch check's words: the kinds whose entries open with one. */
const PICTURED_KINDS: Record<string, string> = {
  services: 'its card on Services',
  posts: 'its card on the Blog tab and its page',
  videos: 'its card on the Videos tab',
}

/**
 * Published entries whose picture is a stand-in: team members shown by their initials (no
 * photograph yet) or by an illustration (SVG), and services, posts and videos whose picture is an
 * illustration (SVG) until the clinic supplies a photograph.
 */
function pictureItems(root: string): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const file of contentFiles(root)) {
    const kind = /^content\/(team|services|posts|videos)\/[^/]+\.mdx$/.exec(file)?.[1]
    if (!kind) continue
    const read = frontmatterWithPlaces(file, contentText(root, file))
    if (read === null) continue
    const { data, locate } = read
    if (!data || typeof data !== 'object' || isDraft(data)) continue
    const { image } = data as { image?: unknown }
    const illustration = typeof image === 'string' && image.endsWith('.svg')
    if (kind === 'team') {
      if (typeof image === 'string' && !illustration) continue
      items.push({
        group: 'Pictures',
        file,
        line: locate([illustration ? 'image' : 'name']).line,
        message: `${illustration ? `the portrait ${image} is an illustration` : 'no photograph yet: the card shows initials'}: add a photograph of the clinician (JPEG, PNG, WebP or AVIF) as image, imageAlt and imageConsent, the day they agreed to it (WRITING.md, "A clinician's photograph")`,
      })
    } else if (illustration)
      items.push({
        group: 'Pictures',
        file,
        line: locate(['image']).line,
        message: `the picture ${image} is a drawing that stands in for a photograph (${PICTURED_KINDS[kind]}): add the clinic's own photograph (JPEG, WebP or AVIF), with the consent of anyone in it, as image and imageAlt (WRITING.md, "Pictures")`,
      })
  }
  return items
}

/** Published videos without a recording: their Watch Video opens a page that says it is not published yet. */
function videoItems(root: string): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const file of contentFiles(root)) {
    if (!/^content\/videos\/[^/]+\.mdx$/.test(file)) continue
    const read = frontmatterWithPlaces(file, contentText(root, file))
    if (read === null) continue
    const { data, locate } = read
    if (!data || typeof data !== 'object' || isDraft(data) || (data as { recording?: unknown }).recording) continue
    items.push({
      group: 'Videos',
      file,
      line: locate(['title']).line,
      message: `no recording yet: its Watch Video opens a page that says so. Add the recording (a file in public/videos with its captions, or the address where the clinic publishes it) and its transcript (WRITING.md, "A video's recording"), or set draft: true`,
    })
  }
  return items
}

/** Published health pages whose words no clinician's valid signature covers. */
function reviewItems(root: string, fields: FieldsOf): LaunchItem[] {
  const items: LaunchItem[] = []
  for (const page of pageReviews(root, undefined, fields)) {
    if (page.status === 'reviewed') continue
    // A draft is not published, nor a translation while the page it translates is a draft.
    const english = sourceFileOf(page.file)
    if (isHeldBack(fields(page.file), english === page.file ? undefined : fields(english))) continue
    const source = contentText(root, page.file)
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
export function launchItems(root: string, fields: FieldsOf = fieldsIn(root)): LaunchItem[] {
  const items = [
    ...placeholderItems(root),
    ...siteItems(root),
    ...pictureItems(root),
    ...videoItems(root),
    ...reviewItems(root, fields),
  ]
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
