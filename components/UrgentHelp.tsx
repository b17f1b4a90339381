/**
 * The urgent-help card of a condition page, after the NHS "urgent" care card: the signs that need
 * emergency care and what to do first, with a link that dials the emergency number. It stands out
 * by more than colour: a heavy frame, a heading band with a warning sign, and a large call link.
 * Every word comes from the condition's `urgent` front-matter and content/site.yaml.
 */
import { Phone, TriangleAlert } from 'lucide-react'
import clsx from 'clsx'
import { callButton } from './EmergencyNotice'
import type { UrgentHelpFrontmatter } from '../lib/content/schema'
import { fill, site } from '../lib/site'
import { collectionOf, entryIdOf } from '../lib/content/addresses'
import { getEntry } from '../lib/content/collections'
import { usePageContext } from '../renderer/usePageContext'
import { siteIds } from '../lib/site-ids'
import { SameDayHelpCard } from './SameDayHelp'
import styles from './UrgentHelp.module.css'

/** The anchor of the card's heading; a page shows one card. */
export const URGENT_HELP_ID = siteIds.urgentHelp

/** The card itself, for a condition's `urgent` front-matter. */
export function UrgentHelpCard({ urgent }: { urgent: UrgentHelpFrontmatter }) {
  const { phone, crisisPhone } = site.emergency
  return (
    <section className={styles.card} aria-labelledby={URGENT_HELP_ID} data-urgent-help="">
      <h2 className={styles.heading} id={URGENT_HELP_ID}>
        <TriangleAlert aria-hidden="true" focusable="false" size={28} />
        <span>{urgent.title}</span>
      </h2>
      <div className={styles.body}>
        <ul className={styles.signs}>
          {urgent.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </ul>
        <p className={styles.action}>{urgent.action}</p>
        <a className={clsx(callButton, styles.callLink)} href={`tel:${phone}`} data-call="emergency">
          <Phone aria-hidden="true" focusable="false" size={20} />
          {fill(site.labels.callNumber, { phone })}
        </a>
        {urgent.crisis ? (
          <div className={styles.crisis}>
            <p>{urgent.crisis}</p>
            <a className={clsx(callButton, styles.crisisLink)} href={`tel:${crisisPhone}`} data-call="crisis">
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
 * The part a bespoke condition page places right after its <PageHero>: the same card, from the
 * same front-matter, as a generic page shows, and the same-day card after it when there is one. The content check asks for it there, exactly once.
 */
export function UrgentHelp() {
  const { source } = usePageContext().data
  const condition =
    source && collectionOf(source.file) === 'conditions' ? getEntry('conditions', entryIdOf(source.file)) : undefined
  if (!condition)
    throw new Error(
      "<UrgentHelp /> shows a condition's urgent front-matter, so it belongs on bespoke condition pages only",
    )
  return (
    <>
      <UrgentHelpCard urgent={condition.urgent} />
      {condition.sameDay ? <SameDayHelpCard sameDay={condition.sameDay} /> : null}
    </>
  )
}
