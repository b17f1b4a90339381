/**
 * Addresses that pages link to before they have a page: the ones the specification names (menus,
 * footer, the home page's cards, the Education tab's topics). A link to one is allowed, and the
 * address answers the not-found page until a writer adds its file (content/pages/privacy.mdx makes
 * /privacy); which of them still lack a page follows from the files, never from this list. Any other
 * link, a menu's included, must lead to a page. `*` stands for one path segment.
 */
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

/** Whether pages may link to `path` before it has a page: only the addresses the specification names. */
export function isPlannedAddress(path: string): boolean {
  return addressesNamedBySpec.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '[a-z0-9-]+')}$`).test(path))
}
