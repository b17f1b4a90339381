/**
 * A clinician's profile (content/team/<id>.mdx at /about/team/<id>), which their card's "View
 * Profile" opens: who they are, the rest of their profile written in the file's body, the
 * conditions of the topics they review, the languages they see patients in, and how to book with them.
 */
import type { ComponentType } from 'react'
import type { CollectionEntry } from '../lib/content/collections'
import { fill, site, withBase } from '../lib/site'
import { BookingButton } from './BookingButton'
import { PageBody } from './PageBody'
import { EntryHero } from './PageHero'
import styles from './TeamProfile.module.css'
import { telHref } from '../lib/phone'

interface TeamProfileProps {
  member: CollectionEntry<'team'>
  conditions: Array<{ name: string; address: string }>
  Body: ComponentType
}

export function TeamProfile({ member, conditions, Body }: TeamProfileProps) {
  const { labels } = site
  // The clinic's number in the sentence dials it.
  const [before, after] = fill(labels.profileBookingText, { name: member.name }).split('{phone}')
  return (
    <PageBody data-profile="">
      <EntryHero
        title={member.name}
        intro={member.role}
        image={member.image}
        imageAlt={member.imageAlt}
        imageFocus={member.imageFocus}
        imageWidth={480}
        imageHeight={360}
      >
        <BookingButton>{labels.bookAppointment}</BookingButton>
      </EntryHero>
      <p className={styles.bio}>{member.bio}</p>
      <Body />
      {conditions.length ? (
        <section className={styles.section} aria-labelledby="profile-conditions">
          <h2 id="profile-conditions">{labels.profileConditions}</h2>
          <ul className={styles.list}>
            {conditions.map((condition) => (
              <li key={condition.address}>
                <a href={withBase(condition.address)}>{condition.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {member.languages ? (
        <section className={styles.section} aria-labelledby="profile-languages">
          <h2 id="profile-languages">{labels.profileLanguages}</h2>
          <ul className={styles.list}>
            {member.languages.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.booking} aria-labelledby="profile-booking" data-profile-booking="">
        <h2 id="profile-booking">{fill(labels.profileBooking, { name: member.name })}</h2>
        <p>
          {before}
          {after !== undefined ? (
            <>
              <a href={telHref(site.contact.phone)}>{site.contact.phone}</a>
              {after}
            </>
          ) : null}
        </p>
        <BookingButton>{labels.bookAppointment}</BookingButton>
      </section>
    </PageBody>
  )
}
