/**
 * One of the institute's details from content/site.yaml, written inside a sentence: the phone
 * number (a link that dials it), the fax number, an e-mail address (a link that writes to it) or the
 * street address. Pages name the detail instead of typing it, so a new number shows everywhere at once.
 */
import { localityLine } from '../lib/address'
import { site } from '../lib/site'
import { telHref } from '../lib/phone'

/** The details a page may name, each with how it shows. */
const details = {
  phone: () => <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>,
  fax: () => <>{site.contact.fax}</>,
  infoEmail: () => <a href={`mailto:${site.contact.infoEmail}`}>{site.contact.infoEmail}</a>,
  reportEmail: () => <a href={`mailto:${site.editorial.reportEmail}`}>{site.editorial.reportEmail}</a>,
  appointmentsEmail: () => <a href={`mailto:${site.contact.appointmentsEmail}`}>{site.contact.appointmentsEmail}</a>,
  address: () => (
    <>
      {site.contact.street}, {localityLine(site.contact)}
    </>
  ),
} as const

export const siteDetailNames = Object.keys(details) as Array<keyof typeof details>

export function SiteDetail({ name }: { name: keyof typeof details }) {
  const Detail = details[name]
  if (!Detail)
    throw new Error(`<SiteDetail name="${String(name)}" /> names no detail: write one of ${siteDetailNames.join(', ')}`)
  return <Detail />
}
