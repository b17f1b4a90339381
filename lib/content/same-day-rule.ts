/**
 * The same-day card dials the numbers content/site.yaml keeps once: the clinic's phone and, when the
 * clinic has one, its after-hours line (contact.afterHoursPhone). The card itself says what to do when
 * the clinic is closed, so its words must not promise a line the site does not have, nor type out a
 * phone number of their own. A page's other words may not promise "our after-hours line" either
 * when there is none, nor send readers to call us the same day on a page without the card, which is
 * where they learn what to do when we are closed (Sundays, nights).
 */
import type { Passage } from './prose'
import type { Problem } from './problems'

/** What the rule needs of a checked condition or guide. */
interface SameDayEntry {
  file: string
  collection: string
  data: Record<string, unknown>
  passages: Passage[]
  locate: (path: ReadonlyArray<PropertyKey>) => { line: number; column: number }
}

/** What the rule needs of content/site.yaml. */
export interface SameDaySite {
  contact?: { afterHoursPhone?: string }
  labels?: { sameDayNoAfterHours?: string }
}

const AFTER_HOURS = /\b(?:after[- ]hours|out[- ]of[- ]hours)\b/i
const OUR_AFTER_HOURS = /\bour\s+(?:after[- ]hours|out[- ]of[- ]hours)\b/i
/** A phone number of seven digits or more, however it is written (911 and 988 are short numbers, not this). */
const PHONE_NUMBER = /\+?\(?\d(?:[\s().-]*\d){6,}/

/** Words that send the reader to the clinic's phone the same day. */
const CALL_US_TODAY = /\bcall us\s+(?:today|the same day|right away|now)\b/i

const COLLECTIONS = new Set(['conditions', 'guides'])

export function sameDayProblems(entry: SameDayEntry, site: SameDaySite): Problem[] {
  if (!COLLECTIONS.has(entry.collection)) return []
  const hasAfterHours = Boolean(site.contact?.afterHoursPhone)
  const instead = site.labels?.sameDayNoAfterHours ? ` ("${site.labels.sameDayNoAfterHours}")` : ''
  const problems: Problem[] = []
  const problem = (path: PropertyKey[], message: string): Problem => ({
    file: entry.file,
    ...entry.locate(path),
    field: path.join('.'),
    message,
    severity: 'error',
  })
  const sameDay = entry.data.sameDay as { title: string; signs: string[]; action: string } | undefined
  if (sameDay) {
    const fields: Array<[PropertyKey[], string]> = [
      [['sameDay', 'title'], sameDay.title],
      ...sameDay.signs.map((sign, index): [PropertyKey[], string] => [['sameDay', 'signs', index], sign]),
      [['sameDay', 'action'], sameDay.action],
    ]
    for (const [path, text] of fields) {
      if (PHONE_NUMBER.test(text)) {
        problems.push(
          problem(
            path,
            'holds a phone number: the card dials the clinic and its after-hours line from content/site.yaml (contact.phone, contact.afterHoursPhone), where each number is kept once; write the words without the number',
          ),
        )
      } else if (!hasAfterHours && AFTER_HOURS.test(text)) {
        problems.push(
          problem(
            path,
            `promises an after-hours line, but content/site.yaml has no contact.afterHoursPhone: the card already says what to do when we are closed${instead}; leave the after-hours line out, or add the number to content/site.yaml`,
          ),
        )
      }
    }
  }
  if (!sameDay) {
    for (const passage of entry.passages) {
      if (!CALL_US_TODAY.test(passage.text)) continue
      const at = passage.pieces[0]
      problems.push({
        file: entry.file,
        line: at.line,
        column: at.column,
        field: passage.field,
        message:
          'sends readers to call us the same day, but the page has no same-day card, which says where to call when we are closed: add sameDay (title, signs, action) to the front-matter, or name another level (call 911 now, or book a visit)',
        severity: 'error',
      })
    }
  }
  if (!hasAfterHours) {
    for (const passage of entry.passages) {
      if (passage.field.startsWith('sameDay.') || !OUR_AFTER_HOURS.test(passage.text)) continue
      const at = passage.pieces[0]
      problems.push({
        file: entry.file,
        line: at.line,
        column: at.column,
        field: passage.field,
        message: `promises our after-hours line, but content/site.yaml has no contact.afterHoursPhone: say where to call when we are closed${instead}, or add the number to content/site.yaml`,
        severity: 'error',
      })
    }
  }
  return problems
}
