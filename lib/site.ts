/** The institute's details and navigation, checked against their schemas when the site is built. */
import siteData from '../content/site.yaml'
import navigationData from '../content/navigation.yaml'
import spanishSiteData from '../content/es/site.yaml'
import spanishNavigationData from '../content/es/navigation.yaml'
import type { Navigation, SiteConfig, SiteWords } from './content/schema'
import type { FormEndpoints } from './forms'
import { currentLanguage, SOURCE_LANGUAGE, type Language } from './language'

const sourceSite = siteData as SiteConfig
// Each translated language's words (content/es/site.yaml, content/es/navigation.yaml). Nothing here
// runs when the module loads (plain objects and getters only), so a browser script that takes only
// withBase from this module (the not-found page's) carries none of the site's words.
const siteWordFiles: Partial<Record<Language, SiteWords>> = { es: spanishSiteData as SiteWords }
const navigationFiles: Partial<Record<Language, Navigation>> = { es: spanishNavigationData as Navigation }

const siteByLanguage = new Map<Language, SiteConfig>()

/** The site's details with the words of `language`: its own labels, footer text and form words; the shared details are content/site.yaml's. */
export function siteIn(language: Language): SiteConfig {
  const own = language === SOURCE_LANGUAGE ? undefined : siteWordFiles[language]
  if (!own) return sourceSite
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

function navigationIn(language: Language): Navigation {
  return (language === SOURCE_LANGUAGE ? undefined : navigationFiles[language]) ?? (navigationData as Navigation)
}

const inForce = () => siteIn(currentLanguage())

/** The site's details in the language of the page being rendered (every key of content/site.yaml's schema; tests/unit/translations.test.ts holds it to them). */
export const site: SiteConfig = {
  get name() {
    return inForce().name
  },
  get url() {
    return inForce().url
  },
  get blurb() {
    return inForce().blurb
  },
  get bookingUrl() {
    return inForce().bookingUrl
  },
  get contact() {
    return inForce().contact
  },
  get social() {
    return inForce().social
  },
  get emergency() {
    return inForce().emergency
  },
  get editorial() {
    return inForce().editorial
  },
  get insurance() {
    return inForce().insurance
  },
  get repository() {
    return inForce().repository
  },
  get confirm() {
    return inForce().confirm
  },
  get review() {
    return inForce().review
  },
  get evidence() {
    return inForce().evidence
  },
  get copyright() {
    return inForce().copyright
  },
  get forms() {
    return inForce().forms
  },
  get labels() {
    return inForce().labels
  },
}

/** The header's and footer's links in the language of the page being rendered. */
export const navigation: Navigation = {
  get header() {
    return navigationIn(currentLanguage()).header
  },
  get footer() {
    return navigationIn(currentLanguage()).footer
  },
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
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  )
}

export { withBase } from './base-path'

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
