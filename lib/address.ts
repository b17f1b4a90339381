/** The institute's address and phone as people read them and as search engines want them, from the parts in content/site.yaml. */
import type { SiteConfig } from './content/schema'

type Contact = Pick<SiteConfig['contact'], 'city' | 'region' | 'postalCode'>

/** "Chicago, IL 60611": the line under the street, as a letter is addressed in the United States. */
export function localityLine(contact: Contact): string {
  return `${contact.city}, ${contact.region} ${contact.postalCode}`
}

/** Calling codes of the countries content/site.yaml allows. */
const callingCodes: Record<SiteConfig['contact']['country'], string> = { US: '1', CA: '1' }

/** "(312) 555-0142" in the US → "+1-312-555-0142", the international form schema.org asks for. */
export function internationalPhone(phone: string, country: SiteConfig['contact']['country']): string {
  const code = callingCodes[country]
  let digits = phone.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith(code)) digits = digits.slice(code.length)
  if (digits.length !== 10)
    throw new Error(
      `content/site.yaml: contact.phone "${phone}" is not a ten-digit number of ${country} (like (312) 555-0142)`,
    )
  return `+${code}-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}
