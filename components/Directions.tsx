/**
 * How to find the clinic, where a map would go: the address from content/site.yaml, how to arrive,
 * park and get in without steps, and a button that opens the visitor's own maps app at the address.
 * No map service's script runs on the page; a picture of a map shows when the writer gives one.
 */
import { Accessibility, MapPin, Navigation, SquareParking, TrainFront } from 'lucide-react'
import type { ReactNode } from 'react'
import { localityLine } from '../lib/address'
import { site } from '../lib/site'
import { buttonClass } from './Button'
import { NewTabNote, externalLinkProps } from './SmartLink'
import { Picture } from './Picture'
import styles from './Directions.module.css'

export interface DirectionsLabels {
  address: string
  transit: string
  parking: string
  access: string
  /** The button that opens the address in the visitor's maps app. */
  openInMaps: string
}

interface DirectionsProps {
  labels: DirectionsLabels
  /** How to arrive by bus or train; left out when not given. */
  transit?: string
  parking?: string
  /** The way in without steps: entrance, lifts, doors. */
  access?: string
  /** A picture of a map from public/, with its description. */
  image?: string
  imageAlt?: string
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        {icon}
        {term}
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

export function Directions({ labels, transit, parking, access, image, imageAlt = '' }: DirectionsProps) {
  const { contact } = site
  return (
    <div className={styles.card} data-directions="">
      {image ? <Picture className={styles.map} src={image} alt={imageAlt} loading="lazy" /> : null}
      <dl className={styles.facts}>
        <Fact icon={<MapPin aria-hidden="true" focusable="false" size={22} />} term={labels.address}>
          <address>
            {contact.street}
            <br />
            {localityLine(contact)}
          </address>
        </Fact>
        {transit ? (
          <Fact icon={<TrainFront aria-hidden="true" focusable="false" size={22} />} term={labels.transit}>
            {transit}
          </Fact>
        ) : null}
        {parking ? (
          <Fact icon={<SquareParking aria-hidden="true" focusable="false" size={22} />} term={labels.parking}>
            {parking}
          </Fact>
        ) : null}
        {access ? (
          <Fact icon={<Accessibility aria-hidden="true" focusable="false" size={22} />} term={labels.access}>
            {access}
          </Fact>
        ) : null}
      </dl>
      <a
        className={buttonClass()}
        href={contact.mapsUrl}
        {...externalLinkProps(contact.mapsUrl)}
        data-directions-link=""
        data-button=""
      >
        <Navigation aria-hidden="true" focusable="false" size={20} />
        {labels.openInMaps}
        <NewTabNote href={contact.mapsUrl} />
      </a>
    </div>
  )
}
