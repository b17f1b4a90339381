/** A link's address that dials a phone number however it is written ("(312) 555-0142" dials tel:3125550142). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, '')}`
}
