/** The site footer: about the institute, link columns, contact details and the legal line. */
import { Mail, MapPin, Phone } from 'lucide-react'
import styled from 'styled-components'
import { localityLine } from '../lib/address'
import { fill, navigation, site } from '../lib/site'
import { EmergencyLine } from './EmergencyLine'
import { SocialIcon } from './SocialIcon'
import { NewTabNote, linkProps } from './SmartLink'
import { media, theme } from './theme'

const Wrapper = styled.footer`
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};
  padding: ${theme.space.xxl} ${theme.space.md} ${theme.space.xl};
  a { color: ${theme.colors.footerText}; }
  a:hover { color: #ffffff; }
  /*
   * Forced colours paint the footer like the rest of the page; naming the system colours here too keeps
   * tools that read the author's colours (axe) from measuring its light words against the light page.
   */
  @media (forced-colors: active) {
    &, h2, p { color: CanvasText; }
    a, a:hover { color: LinkText; }
  }
  @media print { display: none; }
`

const Emergency = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto ${theme.space.xl};
  padding-bottom: ${theme.space.lg};
  border-bottom: 1px solid rgb(255 255 255 / 0.15);
  a { color: #ffffff; }
`

const Grid = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  ${media.md} { grid-template-columns: 1fr 1fr; }
  ${media.lg} { grid-template-columns: 2fr 1fr 1fr 1.5fr; }
`

const Heading = styled.h2`
  color: #ffffff;
  font-size: ${theme.font.size.lg};
  margin-bottom: ${theme.space.md};
`

const Plain = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li { margin-top: ${theme.space.sm}; }
`

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${theme.radius.pill};
    background: rgb(255 255 255 / 0.08);
  }
`

const Address = styled.address`
  font-style: normal;
`

const ContactLine = styled.li`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  svg { flex: none; margin-top: 0.2rem; }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  justify-content: space-between;
  max-width: ${theme.layout.maxWidth};
  margin: ${theme.space.xl} auto 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgb(255 255 255 / 0.15);
  color: ${theme.colors.footerMuted};
  font-size: ${theme.font.size.sm};
  p { margin: 0; }
  ul { display: flex; flex-wrap: wrap; gap: ${theme.space.md}; }
  li + li { margin-top: 0; }
`

export function Footer() {
  const { contact, labels } = site
  return (
    <Wrapper>
      <Emergency>
        <EmergencyLine placement="footer" />
      </Emergency>
      <Grid>
        <div>
          <Heading as="p">{site.name}</Heading>
          <p>{site.blurb}</p>
          <Socials aria-label={labels.social}>
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a {...linkProps(profile.href)} aria-label={`${profile.label} ${labels.newTab}`}>
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </Socials>
        </div>
        {navigation.footer.groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <Heading>{group.title}</Heading>
            <Plain>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a {...linkProps(link.href)}>
                    {link.label}
                    <NewTabNote href={link.href} />
                  </a>
                </li>
              ))}
            </Plain>
          </nav>
        ))}
        <div>
          <Heading>{labels.contactHeading}</Heading>
          <Address>
            <Plain>
              <ContactLine>
                <MapPin aria-hidden="true" size={18} />
                <span>
                  {contact.street}
                  <br />
                  {localityLine(contact)}
                </span>
              </ContactLine>
              <ContactLine>
                <Phone aria-hidden="true" size={18} />
                <span>
                  <span className="visually-hidden">{labels.phone}: </span>
                  <a href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>{contact.phone}</a>
                </span>
              </ContactLine>
              <ContactLine>
                <Mail aria-hidden="true" size={18} />
                <span>
                  <span className="visually-hidden">{labels.email}: </span>
                  <a href={`mailto:${contact.infoEmail}`}>{contact.infoEmail}</a>
                </span>
              </ContactLine>
            </Plain>
          </Address>
        </div>
      </Grid>
      <Bottom>
        <p data-copyright="" suppressHydrationWarning>
          {fill(site.copyright, { year: new Date().getFullYear(), name: site.name })}
        </p>
        <nav aria-label={labels.legalNavigation}>
          <Plain>
            {navigation.footer.legal.map((link) => (
              <li key={link.href}>
                <a {...linkProps(link.href)}>{link.label}</a>
              </li>
            ))}
          </Plain>
        </nav>
      </Bottom>
    </Wrapper>
  )
}
