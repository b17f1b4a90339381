/** How to reach the institute (content/site.yaml): address with a map link, phone and fax, e-mail, opening hours, and the appointment request page. */
import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import clsx from 'clsx'
import { localityLine } from '../lib/address'
import { inPageLanguage } from '../lib/content/collections'
import { site, withBase } from '../lib/site'
import { cardGrid } from './CardGrid'
import { NewTabNote, externalLinkProps } from './SmartLink'
import styles from './ContactDetails.module.css'
import { telHref } from '../lib/phone'

export interface ContactDetailsLabels {
  location: string
  directions: string
  phoneAndFax: string
  phone: string
  fax: string
  email: string
  hours: string
  appointments: string
  appointmentsLink: string
}

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      {icon}
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  )
}

export function ContactDetails({ labels }: { labels: ContactDetailsLabels }) {
  const { contact } = site
  return (
    <ul className={clsx(cardGrid({ sm: 2 }), styles.grid)}>
      <Item icon={<MapPin aria-hidden="true" size={24} />} title={labels.location}>
        <address className={styles.address}>
          {contact.street}
          <br />
          {localityLine(contact)}
        </address>
        <a href={contact.mapsUrl} {...externalLinkProps(contact.mapsUrl)} data-maps-link="">
          {labels.directions}
          <NewTabNote href={contact.mapsUrl} />
        </a>
      </Item>
      <Item icon={<Phone aria-hidden="true" size={24} />} title={labels.phoneAndFax}>
        <p>
          {labels.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
        <p data-language-help="">{site.labels.languageHelp}</p>
        <p>
          {labels.fax}: {contact.fax}
        </p>
      </Item>
      <Item icon={<Mail aria-hidden="true" size={24} />} title={labels.email}>
        <p>
          <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
        </p>
        <p>
          <a href={`mailto:${contact.appointmentsEmail}`}>{contact.appointmentsEmail}</a>
        </p>
      </Item>
      <Item icon={<Clock aria-hidden="true" size={24} />} title={labels.hours}>
        <dl className={styles.hours} data-hours="">
          {contact.hours.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.time}</dd>
            </div>
          ))}
        </dl>
      </Item>
      <Item icon={<CalendarCheck aria-hidden="true" size={24} />} title={labels.appointments}>
        <a href={withBase(inPageLanguage('/appointments'))}>{labels.appointmentsLink}</a>
      </Item>
    </ul>
  )
}
