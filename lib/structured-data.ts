/** schema.org descriptions of the institute and its posts, written as JSON-LD into pages. */
import { postAddress } from './content/addresses'
import type { PostFrontmatter, SiteConfig, UrgentHelpFrontmatter } from './content/schema'

const dayNames: Record<string, string> = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday', Sun: 'Sunday' }
const week = Object.keys(dayNames)

/** "Mon-Fri" → Monday … Friday; "Sat" → Saturday. */
export function daysOf(days: string): string[] {
  const [from, to = from] = days.split('-').map((day) => day.trim().slice(0, 3))
  const start = week.indexOf(from)
  const end = week.indexOf(to)
  if (start === -1 || end === -1) throw new Error(`Opening hours: "${days}" is not a day or a range of days like Mon-Fri`)
  return week.slice(start, end + 1).map((day) => dayNames[day])
}

/** "8:00 AM" → "08:00". */
export function time24(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim())
  if (!match) throw new Error(`Opening hours: "${time}" is not a time like 8:00 AM`)
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0)
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

export function medicalClinic(site: SiteConfig): Record<string, unknown> {
  const { contact } = site
  const open = contact.hours.filter((line) => !/closed/i.test(line.time))
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: site.name,
    url: site.url,
    description: site.blurb,
    telephone: contact.phone,
    email: contact.infoEmail,
    address: { '@type': 'PostalAddress', streetAddress: contact.street, addressLocality: contact.city, addressCountry: 'US' },
    medicalSpecialty: 'Neurologic',
    openingHoursSpecification: open.map((line) => {
      const [opens, closes] = line.time.split('-')
      return { '@type': 'OpeningHoursSpecification', dayOfWeek: daysOf(line.days), opens: time24(opens), closes: time24(closes) }
    }),
  }
}

/** The address a post's title gives it: /resources/blog/<title as a slug>. */
export function postPath(post: Pick<PostFrontmatter, 'title'>): string {
  return postAddress(post.title)
}

export function blog(site: SiteConfig, posts: PostFrontmatter[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} blog`,
    blogPost: posts.map((post) => blogPosting(site, post)),
  }
}

/** One post for search engines; on its own page it also names its reviewer and sources. */
export function blogPosting(site: SiteConfig, post: PostFrontmatter, options: { standalone?: boolean } = {}): Record<string, unknown> {
  const origin = site.url.replace(/\/$/, '')
  return {
    ...(options.standalone ? { '@context': 'https://schema.org' } : {}),
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    ...(options.standalone && post.lastReviewed ? { dateModified: post.lastReviewed } : {}),
    articleSection: post.category,
    url: `${origin}${postPath(post)}`,
    image: `${origin}${post.image}`,
    publisher: { '@type': 'Organization', name: site.name },
    ...(options.standalone && post.reviewedBy ? { reviewedBy: { '@type': 'Person', name: post.reviewedBy.name, jobTitle: post.reviewedBy.role } } : {}),
    ...(options.standalone && post.sources.length ? { citation: post.sources.map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url })) } : {}),
  }
}

/**
 * A condition page's urgent-help signs, for its MedicalWebPage's `mentions`: each a sign for which
 * emergency medicine is the relevant specialty. They are not all signs of the condition itself (an
 * overdose of a medicine, thoughts of suicide), so they stay out of its `signOrSymptom`. schema.org
 * has no property for what to do about them (call 911); that stays on the page alone.
 */
export function urgentSigns(urgent: Pick<UrgentHelpFrontmatter, 'signs'>): Array<Record<string, unknown>> {
  return urgent.signs.map((sign) => ({ '@type': 'MedicalSignOrSymptom', name: sign, relevantSpecialty: 'https://schema.org/Emergency' }))
}
