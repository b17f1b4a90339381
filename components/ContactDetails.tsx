/** How to reach the institute (content/site.yaml): address with a map link, phone and fax, e-mail, opening hours, and the appointment request page. */
import { CalendarCheck, Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { localityLine } from '../lib/address'
import { site, withBase } from '../lib/site'
import { cardGrid } from './CardGrid'
import { NewTabNote, externalLinkProps } from './SmartLink'
import { theme } from './theme'

const Grid = styled.ul`
  ${cardGrid({ sm: 2, gap: theme.space.md, margin: '0' })}
`

const Card = styled.li`
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  > svg { flex: none; color: ${theme.colors.primary}; }
  h3 { font-size: ${theme.font.size.lg}; margin: 0 0 ${theme.space.xs}; }
  p, dl { margin: 0; }
  a { min-height: 2.75rem; display: inline-flex; align-items: center; }
`

const Address = styled.address`
  font-style: normal;
`

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${theme.space.md};
  dt { font-weight: 600; }
  dd { margin: 0; }
  div { display: contents; }
`

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

const telHref = (number: string) => `tel:${number.replace(/[^0-9+]/g, '')}`

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card>
      {icon}
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </Card>
  )
}

export function ContactDetails({ labels }: { labels: ContactDetailsLabels }) {
  const { contact } = site
  return (
    <Grid>
      <Item icon={<MapPin aria-hidden="true" size={24} />} title={labels.location}>
        <Address>
          {contact.street}
          <br />
          {localityLine(contact)}
        </Address>
        <a href={contact.mapsUrl} {...externalLinkProps(contact.mapsUrl)} data-maps-link="">
          {labels.directions}
          <NewTabNote href={contact.mapsUrl} />
        </a>
      </Item>
      <Item icon={<Phone aria-hidden="true" size={24} />} title={labels.phoneAndFax}>
        <p>
          {labels.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
        </p>
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
        <Hours data-hours="">
          {contact.hours.map((line) => (
            <div key={line.days}>
              <dt>{line.days}</dt>
              <dd>{line.time}</dd>
            </div>
          ))}
        </Hours>
      </Item>
      <Item icon={<CalendarCheck aria-hidden="true" size={24} />} title={labels.appointments}>
        <a href={withBase('/appointments')}>{labels.appointmentsLink}</a>
      </Item>
    </Grid>
  )
}
