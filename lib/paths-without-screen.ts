/**
 * Paths that the specification links to (menus, footer, cards, resource lists) but gives no screen.
 * Links to them are allowed; each is served the not-found page until a screen is built for it.
 * `*` stands for one path segment.
 */
export const pathsWithoutScreen = [
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
  '/resources/blog/*',
] as const

export function isPathWithoutScreen(path: string): boolean {
  return pathsWithoutScreen.some((pattern) => new RegExp(`^${pattern.replace(/\*/g, '[a-z0-9-]+')}$`).test(path))
}
