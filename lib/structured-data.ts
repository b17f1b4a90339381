/** schema.org descriptions of the institute and its posts, written as JSON-LD into pages. */
import { postAddress } from './content/addresses'
import type { PostFrontmatter, SiteConfig, UrgentHelpFrontmatter } from './content/schema'
import { internationalPhone } from './address'

/** The picture link previews show, and the picture search engines are given for the institute. */
export const SOCIAL_IMAGE = '/images/social-card.jpg'

const dayNames: Record<string, string> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
}
const week = Object.keys(dayNames)

/** "Mon-Fri" → Monday … Friday; "Sat" → Saturday. */
export function daysOf(days: string): string[] {
  const [from, to = from] = days.split('-').map((day) => day.trim().slice(0, 3))
  const start = week.indexOf(from)
  const end = week.indexOf(to)
  if (start === -1 || end === -1)
    throw new Error(`Opening hours: "${days}" is not a day or a range of days like Mon-Fri`)
  return week.slice(start, end + 1).map((day) => dayNames[day])
}

/** "8:00 AM" → "08:00". */
export function time24(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim())
  if (!match) throw new Error(`Opening hours: "${time}" is not a time like 8:00 AM`)
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0)
  return `${String(hours).padStart(2, '0')}:${match[2]}`
}

/** The institute's one node in the site's structured data: other objects point at it by this @id. */
export function organizationId(site: Pick<SiteConfig, 'url'>): string {
  return `${site.url.replace(/\/$/, '')}/#organization`
}

export function medicalClinic(site: SiteConfig): Record<string, unknown> {
  const { contact } = site
  const origin = site.url.replace(/\/$/, '')
  const open = contact.hours.filter((line) => !/closed/i.test(line.time))
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    '@id': organizationId(site),
    name: site.name,
    url: site.url,
    description: site.blurb,
    image: `${origin}${SOCIAL_IMAGE}`,
    logo: `${origin}/logo.svg`,
    telephone: internationalPhone(contact.phone, contact.country),
    email: contact.infoEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.country,
    },
    medicalSpecialty: 'Neurologic',
    openingHoursSpecification: open.map((line) => {
      const [opens, closes] = line.time.split('-')
      return {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: daysOf(line.days),
        opens: time24(opens),
        closes: time24(closes),
      }
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

/**
 * One post for search engines, by its author (the institute when the post names none). On its own
 * page it also names its sources, and its reviewer on the page that carries it: schema.org defines
 * reviewedBy and lastReviewed on a WebPage, not on a BlogPosting.
 */
export function blogPosting(
  site: SiteConfig,
  post: PostFrontmatter,
  options: { standalone?: boolean; review?: { reviewedBy?: Record<string, string>; lastReviewed?: string } } = {},
): Record<string, unknown> {
  const origin = site.url.replace(/\/$/, '')
  const url = `${origin}${postPath(post)}`
  const publisher = { '@type': 'MedicalOrganization', '@id': organizationId(site), name: site.name, url: site.url }
  const author = post.author
    ? { '@type': 'Person', name: post.author.name, ...(post.author.role ? { jobTitle: post.author.role } : {}) }
    : publisher
  // Who reviewed the post comes only from a verified signature (lib/content/reviews-shown.ts), given by its page.
  const review = options.standalone ? (options.review ?? {}) : {}
  return {
    ...(options.standalone ? { '@context': 'https://schema.org' } : {}),
    '@type': 'BlogPosting',
    '@id': url,
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    ...(review.lastReviewed ? { dateModified: review.lastReviewed } : {}),
    articleSection: post.category,
    url,
    image: `${origin}${post.image}`,
    author,
    publisher,
    ...(options.standalone ? { mainEntityOfPage: { '@type': 'WebPage', '@id': url, url, ...review } } : {}),
    ...(options.standalone && post.sources.length
      ? { citation: post.sources.map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url })) }
      : {}),
  }
}

/**
 * A condition page's urgent-help signs, for its MedicalWebPage's `mentions`: each a sign for which
 * emergency medicine is the relevant specialty. They are not all signs of the condition itself (an
 * overdose of a medicine, thoughts of suicide), so they stay out of its `signOrSymptom`. schema.org
 * has no property for what to do about them (call 911); that stays on the page alone.
 */
export function urgentSigns(urgent: Pick<UrgentHelpFrontmatter, 'signs'>): Array<Record<string, unknown>> {
  return urgent.signs.map((sign) => ({
    '@type': 'MedicalSignOrSymptom',
    name: sign,
    relevantSpecialty: 'https://schema.org/Emergency',
  }))
}
