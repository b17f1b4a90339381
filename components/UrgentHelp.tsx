/**
 * The urgent-help card of a condition page, after the NHS "urgent" care card: the signs that need
 * emergency care and what to do first, with a link that dials the emergency number. It stands out
 * by more than colour: a heavy frame, a heading band with a warning sign, and a large call link.
 * Every word comes from the condition's `urgent` front-matter and content/site.yaml.
 */
import { Phone, TriangleAlert } from 'lucide-react'
import clsx from 'clsx'
import { careCard, careCardPart } from './CareCard'
import { callButton } from './EmergencyNotice'
import type { SameDayHelpFrontmatter, UrgentHelpFrontmatter } from '../lib/content/schema'
import { fill, site } from '../lib/site'
import { collectionOf, entryIdOf } from '../lib/content/addresses'
import { getEntry } from '../lib/content/collections'
import { usePageContext } from '../renderer/usePageContext'
import { siteIds } from '../lib/site-ids'
import { SameDayHelpCard } from './SameDayHelp'
import styles from './UrgentHelp.module.css'
import { telHref } from '../lib/phone'
import { currentLanguage } from '../lib/language'

/** The anchor of the card's heading; a page shows one card. */
export const URGENT_HELP_ID = siteIds.urgentHelp
/** The anchor of "When to get help", which a condition page's hero links to. */
export const WHEN_TO_GET_HELP_ID = siteIds.whenToGetHelp

/** The card itself, for a condition's `urgent` front-matter; `level` is its heading's, 3 inside "When to get help". */
export function UrgentHelpCard({ urgent, level = 2 }: { urgent: UrgentHelpFrontmatter; level?: 2 | 3 }) {
  const { phone, crisisPhone } = site.emergency
  const Heading = `h${level}` as const
  return (
    <section className={careCard('urgent')} aria-labelledby={URGENT_HELP_ID} data-urgent-help="">
      <Heading className={careCardPart.heading} id={URGENT_HELP_ID}>
        <TriangleAlert aria-hidden="true" focusable="false" size={28} />
        <span>{urgent.title}</span>
      </Heading>
      <div className={careCardPart.body}>
        <ul className={careCardPart.signs}>
          {urgent.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p className={careCardPart.action}>{urgent.action}</p>
        <a className={clsx(callButton, styles.callLink)} href={telHref(phone)} data-call="emergency">
          <Phone aria-hidden="true" focusable="false" size={20} />
          {fill(site.labels.callNumber, { phone })}
        </a>
        {urgent.crisis ? (
          <div className={styles.crisis}>
            <p>{urgent.crisis}</p>
            <a className={clsx(callButton, styles.crisisLink)} href={telHref(crisisPhone)} data-call="crisis">
              <Phone aria-hidden="true" focusable="false" size={18} />
              {fill(site.labels.callNumber, { phone: crisisPhone })}
            </a>
          </div>
        ) : null}
      </div>
    </section>
  )
}

/**
 * "When to get help" (the NHS pattern): a condition's urgent-help card, then its same-day card
 * when it has one, under one heading. A condition page opens with its name, what it is and
 * booking, with the site-wide emergency line above them; this section follows no later than the
 * page's first section, so a reader looking for the signs finds them early without every page
 * opening on a 911 card.
 */
export function WhenToGetHelp({
  urgent,
  sameDay,
}: {
  urgent: UrgentHelpFrontmatter
  sameDay?: SameDayHelpFrontmatter
}) {
  return (
    <section className={styles.whenToGetHelp} aria-labelledby={WHEN_TO_GET_HELP_ID} data-when-to-get-help="">
      <h2 id={WHEN_TO_GET_HELP_ID}>{site.labels.whenToGetHelp}</h2>
      <UrgentHelpCard urgent={urgent} level={3} />
      {sameDay ? <SameDayHelpCard sameDay={sameDay} level={3} /> : null}
    </section>
  )
}

/**
 * The part a bespoke condition page places right after its <PageHero> or its first section:
 * "When to get help", from the same front-matter as a generic page's. The content check asks for
 * it there, exactly once.
 */
export function UrgentHelp() {
  const { source } = usePageContext().data
  const condition =
    source && collectionOf(source.file) === 'conditions'
      ? getEntry('conditions', entryIdOf(source.file), currentLanguage())
      : undefined
  if (!condition)
    throw new Error(
      "<UrgentHelp /> shows a condition's urgent front-matter, so it belongs on bespoke condition pages only",
    )
  return <WhenToGetHelp urgent={condition.urgent} sameDay={condition.sameDay} />
}
