/** The institute's details and navigation, checked against their schemas when the site is built. */
import siteData from '../content/site.yaml'
import navigationData from '../content/navigation.yaml'
import type { Navigation, SiteConfig, SiteWords } from './content/schema'
import type { FormEndpoints } from './forms'
import { currentLanguage, isLanguage, SOURCE_LANGUAGE, type Language } from './language'

const sourceSite = siteData as SiteConfig
// Each translated language's words, where its folder gives them (content/es/site.yaml, content/es/navigation.yaml).
const words = byLanguage<SiteWords>(import.meta.glob('../content/*/site.yaml', { eager: true, import: 'default' }))
const navigations = byLanguage<Navigation>(import.meta.glob('../content/*/navigation.yaml', { eager: true, import: 'default' }))

function byLanguage<T>(modules: Record<string, unknown>): Partial<Record<Language, T>> {
  const found: Partial<Record<Language, T>> = {}
  for (const [path, data] of Object.entries(modules)) {
    const language = /\/content\/([^/]+)\//.exec(path)?.[1]
    if (isLanguage(language)) found[language] = data as T
  }
  return found
}

const siteByLanguage = new Map<Language, SiteConfig>()

/** The site's details with the words of `language`: its own labels, footer text and form words; the shared details are content/site.yaml's. */
export function siteIn(language: Language): SiteConfig {
  const own = words[language]
  if (language === SOURCE_LANGUAGE || !own) return sourceSite
  let known = siteByLanguage.get(language)
  if (!known) {
    const label = (network: string) => own.social?.find((link) => link.network === network)?.label
    known = {
      ...sourceSite,
      blurb: own.blurb,
      copyright: own.copyright,
      labels: own.labels,
      forms: { ...sourceSite.forms, labels: own.forms.labels },
      emergency: { ...sourceSite.emergency, ...own.emergency },
      editorial: { ...sourceSite.editorial, ...own.editorial },
      insurance: { ...sourceSite.insurance, ...own.insurance },
      contact: { ...sourceSite.contact, hours: own.hours ?? sourceSite.contact.hours },
      social: sourceSite.social.map((link) => ({ ...link, label: label(link.network) ?? link.label })),
    }
    siteByLanguage.set(language, known)
  }
  return known
}

export function navigationIn(language: Language): Navigation {
  return (language === SOURCE_LANGUAGE ? undefined : navigations[language]) ?? (navigationData as Navigation)
}

/** The site's details in the language of the page being rendered. */
export const site: SiteConfig = inForce(() => siteIn(currentLanguage()))
/** The header's and footer's links in the language of the page being rendered. */
export const navigation: Navigation = inForce(() => navigationIn(currentLanguage()))

function inForce<T extends object>(current: () => T): T {
  const object = {} as T
  for (const key of Object.keys(current()) as Array<keyof T>) Object.defineProperty(object, key, { enumerable: true, get: () => current()[key] })
  return object
}

/** Where every booking button goes (content/site.yaml, or BOOKING_URL at build time). */
export const bookingUrl: string = __BOOKING_URL__

/** Where the contact and newsletter forms deliver (content/site.yaml's forms, or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT at build time). */
export const formEndpoints: FormEndpoints = __FORM_ENDPOINTS__

/**
 * Fills {placeholders} in a text from content: fill('Understanding {name}', { name: 'Tremor' }).
 * Only the values given count: {constructor} or {toString} in a text stays as written.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole))
}

/**
 * A path inside the site as the browser must request it: the site may be served under a sub-path
 * (BASE_PATH at build time, e.g. a pull request's preview), so "/contact" can become "/pr-preview/pr-12/contact".
 */
export function withBase(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  return `${base}${href}`
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
