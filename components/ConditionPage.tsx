/**
 * The one layout of every generic condition page, built from the condition's file: its fields
 * make the frame, its body is the long description.
 */
import { ArrowLeft, TriangleAlert } from 'lucide-react'
import type { ComponentType } from 'react'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { inPageLanguage } from '../lib/content/collections'
import { fill, site, withBase } from '../lib/site'
import { BookingButton } from './BookingButton'
import { ConditionIcon } from './ConditionIcon'
import { CtaBand } from './CtaBand'
import { Reveal } from './motion'
import { Container, FULL_BLEED, PageBody } from './PageBody'
import { ContentsSlot } from './OnThisPage'
import { ReviewRecord } from './ReviewRecord'
import { WHEN_TO_GET_HELP_ID, WhenToGetHelp } from './UrgentHelp'
import { siteIds } from '../lib/site-ids'
import styles from './ConditionPage.module.css'

/** A card of plain bullets: a tick would read as "good" or "done" beside a symptom. */
function ItemList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <section className={styles.listCard} aria-labelledby={id} data-list={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <Reveal as="li" key={item} delay={0.1 * index} duration={0.3}>
            {item}
          </Reveal>
        ))}
      </ul>
    </section>
  )
}

interface ConditionPageProps {
  condition: ConditionFrontmatter & { file: string }
  /** The condition file's body: the long description. */
  Body: ComponentType
}

export function ConditionPage({ condition, Body }: ConditionPageProps) {
  const labels = site.labels
  const name = condition.name
  return (
    <PageBody>
      <header className={styles.hero} {...FULL_BLEED}>
        <Container>
          <a className={styles.back} href={withBase(inPageLanguage('/conditions'))}>
            <ArrowLeft aria-hidden="true" focusable="false" size={18} />
            {labels.backToConditions}
          </a>
          <div className={styles.heading}>
            <ConditionIcon name={condition.iconName} image={condition.iconImage} size={32} />
            <h1>{name}</h1>
          </div>
          <p className={styles.lead}>{condition.shortDescription}</p>
          {/* Booking from the first screen, as on every page that gives a condition; the site-wide
              emergency line above the hero dials 911, and this link leads to the signs. */}
          <div className={styles.actions}>
            <BookingButton>{labels.bookAppointment}</BookingButton>
          </div>
          <a className={styles.toHelp} href={`#${WHEN_TO_GET_HELP_ID}`}>
            <TriangleAlert aria-hidden="true" focusable="false" size={18} />
            {labels.whenToGetHelpLink}
          </a>
        </Container>
      </header>
      <ContentsSlot />
      <section className={styles.prose} aria-labelledby={siteIds.understanding}>
        <h2 id={siteIds.understanding}>{fill(labels.understandingCondition, { name })}</h2>
        <Body />
      </section>
      {/* Right after the first section: the signs that need 911, then those that need a call today. */}
      <WhenToGetHelp urgent={condition.urgent} sameDay={condition.sameDay} />
      <div className={styles.lists}>
        <ItemList id={siteIds.commonSymptoms} title={labels.commonSymptoms} items={condition.symptoms} />
        <ItemList id={siteIds.treatmentApproaches} title={labels.treatmentApproaches} items={condition.treatments} />
      </div>
      <ReviewRecord file={condition.file} sources={condition.sources} />
      <ConditionBooking name={name} />
    </PageBody>
  )
}

/** How every condition page ends, generic or bespoke: however long the page, booking is the last thing on it. */
export function ConditionBooking({ name }: { name: string }) {
  const labels = site.labels
  return (
    <CtaBand title={fill(labels.specializedCare, { name })}>
      <p>{fill(labels.specializedCareText, { name })}</p>
      <BookingButton variant="inverse">{labels.bookAnAppointment}</BookingButton>
    </CtaBand>
  )
}
