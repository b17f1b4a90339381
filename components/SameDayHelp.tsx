/**
 * The same-day card: the middle of the three levels of care advice (NHS: non-urgent, urgent,
 * immediate). It follows the urgent-help card and shares its shape (a framed card, a heading band,
 * a list of signs, a large call link), in the site's blue instead of the emergency red, with a
 * clock instead of a warning sign, so the two levels read as one family and never as the same one.
 * It dials the clinic and always says what to do when the clinic is closed: the after-hours line of
 * content/site.yaml, or, when the clinic has none, labels.sameDayNoAfterHours.
 */
import { Clock, Phone } from 'lucide-react'
import clsx from 'clsx'
import { careCard, careCardPart } from './CareCard'
import { callButton } from './EmergencyNotice'
import type { SameDayHelpFrontmatter } from '../lib/content/schema'
import { fill, site, siteIn } from '../lib/site'
import { currentLanguage, SOURCE_LANGUAGE, type Language } from '../lib/language'
import { siteIds } from '../lib/site-ids'
import styles from './SameDayHelp.module.css'
import { telHref } from '../lib/phone'

export const SAME_DAY_HELP_ID = siteIds.sameDayHelp

/**
 * The opening hours as one phrase in the page's language: "Mon-Fri 8:00 AM-5:00 PM and Sat 9:00 AM-1:00 PM",
 * leaving out closed days. A translation's hours go line for line with content/site.yaml's, so a
 * day is closed where that file says Closed ("Cerrado" in Spanish).
 */
export function openingHours(
  hours: ReadonlyArray<{ days: string; time: string }>,
  language: Language = currentLanguage(),
): string {
  const source = siteIn(SOURCE_LANGUAGE).contact.hours
  const closed = (line: { time: string }, index: number) =>
    [line, language === SOURCE_LANGUAGE ? line : (source[index] ?? line)].some((each) =>
      /^closed$/i.test(each.time.trim()),
    )
  const open = hours.filter((line, index) => !closed(line, index)).map((line) => `${line.days} ${line.time}`)
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(open)
}

/** The "call …" words around the number, with the number kept on one line. */
function callWords(template: string, phone: string) {
  const [before, after = ''] = template.split('{phone}')
  // One span, so the words wrap as text inside the button and the icon stays beside them.
  return (
    <span>
      {before}
      <span className={styles.phoneNumber}>{phone}</span>
      {after}
    </span>
  )
}

/** The card for a condition's or guide's `sameDay` front-matter; `level` is its heading's, 3 inside "When to get help". */
export function SameDayHelpCard({ sameDay, level = 2 }: { sameDay: SameDayHelpFrontmatter; level?: 2 | 3 }) {
  const { contact, labels, emergency } = site
  const afterHours = contact.afterHoursPhone
  const Heading = `h${level}` as const
  return (
    <section className={careCard('sameDay')} aria-labelledby={SAME_DAY_HELP_ID} data-same-day="">
      <Heading className={careCardPart.heading} id={SAME_DAY_HELP_ID}>
        <Clock aria-hidden="true" focusable="false" size={24} />
        <span>{sameDay.title}</span>
      </Heading>
      <div className={careCardPart.body}>
        <ul className={careCardPart.signs}>
          {sameDay.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p className={careCardPart.action}>{sameDay.action}</p>
        <a className={clsx(callButton, styles.callLink)} href={telHref(contact.phone)} data-call="clinic">
          <Phone aria-hidden="true" focusable="false" size={18} />
          {callWords(labels.callNumber, contact.phone)}
        </a>
        <p>{fill(labels.sameDayHours, { hours: openingHours(contact.hours) })}</p>
        <p data-language-help="">{labels.languageHelp}</p>
        <div className={styles.closed} data-closed="">
          {afterHours ? (
            <>
              <p>{labels.sameDayAfterHours}</p>
              <a className={clsx(callButton, styles.callLink)} href={telHref(afterHours)} data-call="after-hours">
                <Phone aria-hidden="true" focusable="false" size={18} />
                {callWords(labels.callNumber, afterHours)}
              </a>
            </>
          ) : (
            <p>{fill(labels.sameDayNoAfterHours, { emergency: emergency.phone })}</p>
          )}
        </div>
      </div>
    </section>
  )
}
