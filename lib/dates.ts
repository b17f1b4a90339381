/** The one way a day from content is written on the page. */
const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** "2026-09-15" → "September 15, 2026", the same on the server and in every visitor's time zone. */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}
