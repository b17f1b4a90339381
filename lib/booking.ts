/** The booking rule: every booking button is a plain link to one absolute https URL that ends at the #initial-visit anchor. */
const BOOKING_ANCHOR = '#initial-visit'

/** Returns the URL when it follows the rule, or throws an error that says what is wrong with it. */
export function checkBookingUrl(value: string, origin: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${origin}: booking URL "${value}" is not an absolute URL (expected https://…${BOOKING_ANCHOR})`)
  }
  if (url.protocol !== 'https:') {
    throw new Error(`${origin}: booking URL "${value}" must use https`)
  }
  if (url.hash !== BOOKING_ANCHOR) {
    throw new Error(`${origin}: booking URL "${value}" must end with ${BOOKING_ANCHOR}`)
  }
  return value
}
