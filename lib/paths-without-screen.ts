/**
 * Addresses that pages link to before they have a page: the ones the specification names (menus,
 * footer, the home page's cards, the Education tab's topics) and every site address in
 * content/navigation.yaml. A link to one is allowed, and the address answers the not-found page
 * until a writer adds its file (content/pages/privacy.mdx makes /privacy); which of them still lack
 * a page follows from the files, never from this list. `*` stands for one path segment.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export const addressesNamedBySpec = [
  '/partners/hospitals',
  '/partners/clinics',
  '/partners/researchers',
  '/resources/newsletter',
  '/services/neurology',
  '/services/memory',
  '/services/headaches',
  '/services/sleep',
  '/services/research',
  '/services/assessments',
  '/services/preventive-care',
  '/about/team',
  '/research',
  '/resources/patients',
  '/resources/faq',
  '/resources/insurance',
  '/resources/blog',
  '/resources/videos',
  '/privacy',
  '/terms',
  '/accessibility',
  '/appointments',
  '/resources/conditions/*',
  '/resources/diagnostics/*',
  '/resources/treatments/*',
] as const

/** Every site address content/navigation.yaml links to, read from the file. */
export function navigationAddresses(root: string): string[] {
  const file = join(root, 'content/navigation.yaml')
  if (!existsSync(file)) return []
  const hrefs: string[] = []
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'href' && typeof item === 'string' && item.startsWith('/')) hrefs.push(item.split('#')[0])
        else walk(item)
      }
    }
  }
  walk(parse(readFileSync(file, 'utf8')))
  return hrefs
}

/** Whether pages may link to `path` before it has a page; `root` adds the project's menus to the specification's list. */
export function isPlannedAddress(path: string, root?: string): boolean {
  const patterns = [...addressesNamedBySpec, ...(root ? navigationAddresses(root) : [])]
  return patterns.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '[a-z0-9-]+')}$`).test(path))
}
