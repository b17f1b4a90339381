/**
 * The same-day card: the middle of the three levels of care advice (NHS: non-urgent, urgent,
 * immediate). It follows the urgent-help card and shares its shape (a framed card, a heading band,
 * a list of signs, a large call link), in the site's blue instead of the emergency red, with a
 * clock instead of a warning sign, so the two levels read as one family and never as the same one.
 * It dials the clinic and always says what to do when the clinic is closed: the after-hours line of
 * content/site.yaml, or, when the clinic has none, labels.sameDayNoAfterHours.
 */
import { Clock, Phone } from 'lucide-react'
import styled from 'styled-components'
import { callButton } from './EmergencyNotice'
import type { SameDayHelpFrontmatter } from '../lib/content/schema'
import { fill, site, siteIn } from '../lib/site'
import { currentLanguage, SOURCE_LANGUAGE, type Language } from '../lib/language'
import { theme } from './theme'
import { siteIds } from '../lib/site-ids'

export const SAME_DAY_HELP_ID = siteIds.sameDayHelp

const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`

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

const Card = styled.section`
  max-width: 48rem;
  margin-top: ${theme.space.lg};
  border: 3px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.tint};
  color: ${theme.colors.text};
  overflow: hidden;
  @media print { break-inside: avoid; }
`

const Heading = styled.h2`
  && {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    padding: ${theme.space.md} ${theme.space.lg};
    background: ${theme.colors.primary};
    color: ${theme.colors.primaryText};
    font-size: ${theme.font.size.lg};
    line-height: 1.3;
  }
  svg { flex: none; }
  @media (forced-colors: active) { border-bottom: 3px solid CanvasText; }
  @media print { && { background: none; color: ${theme.colors.primary}; border-bottom: 2px solid ${theme.colors.primary}; } }
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  p { margin: 0; }
`

const Signs = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${theme.space.xs};
  li { padding-left: ${theme.space.xs}; }
  li::marker { color: ${theme.colors.primary}; }
`

const Action = styled.p`
  font-weight: 700;
  color: ${theme.colors.heading};
`

const CallLink = styled.a`
  ${callButton}
  /* A long label in another language wraps on a narrow phone; the number itself stays whole. */
  white-space: normal;
  text-align: center;
  justify-self: start;
  border-color: ${theme.colors.primary};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  &:hover { background: ${theme.colors.primary}; color: ${theme.colors.primaryText}; }
`

const PhoneNumber = styled.span`
  white-space: nowrap;
`

/** The "call …" words around the number, with the number kept on one line. */
function callWords(template: string, phone: string) {
  const [before, after = ''] = template.split('{phone}')
  // One span, so the words wrap as text inside the button and the icon stays beside them.
  return (
    <span>
      {before}
      <PhoneNumber>{phone}</PhoneNumber>
      {after}
    </span>
  )
}

const Closed = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
`

/** The card for a condition's or guide's `sameDay` front-matter. */
export function SameDayHelpCard({ sameDay }: { sameDay: SameDayHelpFrontmatter }) {
  const { contact, labels, emergency } = site
  const afterHours = contact.afterHoursPhone
  return (
    <Card aria-labelledby={SAME_DAY_HELP_ID} data-same-day="">
      <Heading id={SAME_DAY_HELP_ID}>
        <Clock aria-hidden="true" focusable="false" size={24} />
        <span>{sameDay.title}</span>
      </Heading>
      <Body>
        <Signs>
          {sameDay.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </Signs>
        <Action>{sameDay.action}</Action>
        <CallLink href={telHref(contact.phone)} data-call="clinic">
          <Phone aria-hidden="true" focusable="false" size={18} />
          {callWords(labels.callNumber, contact.phone)}
        </CallLink>
        <p>{fill(labels.sameDayHours, { hours: openingHours(contact.hours) })}</p>
        <Closed data-closed="">
          {afterHours ? (
            <>
              <p>{labels.sameDayAfterHours}</p>
              <CallLink href={telHref(afterHours)} data-call="after-hours">
                <Phone aria-hidden="true" focusable="false" size={18} />
                {callWords(labels.callNumber, afterHours)}
              </CallLink>
            </>
          ) : (
            <p>{fill(labels.sameDayNoAfterHours, { emergency: emergency.phone })}</p>
          )}
        </Closed>
      </Body>
    </Card>
  )
}
