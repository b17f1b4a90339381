/** The site footer: about the institute, link columns, contact details and the legal line. */
import { Mail, MapPin, Phone } from 'lucide-react'
import { localityLine } from '../lib/address'
import { fill, navigation, site } from '../lib/site'
import { EmergencyLine } from './EmergencyLine'
import { SocialIcon } from './SocialIcon'
import { NewTabNote, linkProps } from './SmartLink'
import styles from './Footer.module.css'
import { telHref } from '../lib/phone'

export function Footer() {
  const { contact, labels } = site
  return (
    <footer className={styles.wrapper}>
      <div className={styles.emergency}>
        <EmergencyLine placement="footer" />
      </div>
      <div className={styles.grid}>
        <div>
          <p className={styles.heading}>{site.name}</p>
          <p>{site.blurb}</p>
          {/* Only the clinic's own profiles: with none listed in content/site.yaml, no empty list. */}
          {site.social.length ? (
            <ul className={styles.socials} aria-label={labels.social}>
              {site.social.map((profile) => (
                <li key={profile.network}>
                  <a {...linkProps(profile.href)} aria-label={`${profile.label} ${labels.newTab}`}>
                    <SocialIcon network={profile.network} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {navigation.footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className={styles.heading}>{group.title}</h2>
            <ul className={styles.plain}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a {...linkProps(link.href)}>
                    {link.label}
                    <NewTabNote href={link.href} />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>{labels.contactHeading}</h2>
          <address className={styles.address}>
            <ul className={styles.plain}>
              <li className={styles.contactLine}>
                <MapPin aria-hidden="true" size={18} />
                <span>
                  {contact.street}
                  <br />
                  {localityLine(contact)}
                </span>
              </li>
              <li className={styles.contactLine}>
                <Phone aria-hidden="true" size={18} />
                <span>
                  <span className="visually-hidden">{labels.phone}: </span>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                  <br />
                  <span data-language-help="">{labels.languageHelp}</span>
                </span>
              </li>
              <li className={styles.contactLine}>
                <Mail aria-hidden="true" size={18} />
                <span>
                  <span className="visually-hidden">{labels.email}: </span>
                  <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
                </span>
              </li>
            </ul>
          </address>
        </div>
      </div>
      <div className={styles.bottom}>
        <p data-copyright="" suppressHydrationWarning>
          {fill(site.copyright, { year: new Date().getFullYear(), name: site.name })}
        </p>
        <nav aria-label={labels.legalNavigation}>
          <ul className={styles.plain}>
            {navigation.footer.legal.map((link) => (
              <li key={link.href}>
                <a {...linkProps(link.href)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
