/** The institute's details and navigation, checked against their schemas when the site is built. */
import siteData from '../content/site.yaml'
import navigationData from '../content/navigation.yaml'
import type { Navigation, SiteConfig } from './content/schema'
import type { FormEndpoints } from './forms'

export const site = siteData as SiteConfig
export const navigation = navigationData as Navigation

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

export { withBase } from './base-path'

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
