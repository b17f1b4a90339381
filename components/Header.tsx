/**
 * The fixed site header: transparent while the page is at the top, the page's surface colour with a
 * shadow once it is scrolled more than 10 px. On small screens a menu button shows and hides the navigation,
 * and a booking button stands beside it (in its short form where the long one does not fit), so booking
 * is one tap away at every width, from the first screen and while scrolling; so is search, by a button
 * that opens the menu with only the search in it.
 *
 * The server writes it as plain HTML in its first state (at the top, menus closed), and
 * renderer/client/header.ts runs it in the browser without React: it sets data-solid on the bar,
 * aria-expanded on the buttons (the menu button's shows the navigation on small screens) and
 * data-open on the dropdown lists, and the styles follow those attributes. Without scripts the menus open from CSS (:focus-within).
 */
import { Menu as MenuIcon, Search, X } from 'lucide-react'
import clsx from 'clsx'
import { bookingUrl, fill, navigation, site, withBase } from '../lib/site'
import { LinkButton } from './Button'
import { BookingButton } from './BookingButton'
import { LanguageSwitch } from './LanguageSwitch'
import { NavDropdown, navItemClass } from './NavDropdown'
import { SiteSearch } from './SiteSearch'
import { SmartLink } from './SmartLink'
import { siteIds } from '../lib/site-ids'
import { addressIn, currentLanguage } from '../lib/language'
import styles from './Header.module.css'

export { SOLID_HEADER_SCROLL } from '../renderer/client/header'

export function Header() {
  const { labels } = site
  return (
    <header className={styles.bar} data-site-header="" data-solid="false">
      <div className={styles.inner}>
        <a
          className={styles.logo}
          href={withBase(addressIn(currentLanguage(), '/'))}
          aria-label={fill(labels.homeLink, { name: site.name })}
        >
          <img src={withBase('/logo.svg')} width="36" height="36" alt="" />
          <span className={styles.name}>{site.name}</span>
        </a>
        {/* Booking one tap away at every width: beside the menu button until the full header shows its own. */}
        <LinkButton href={bookingUrl} className={styles.compactBooking} mark="booking" label={labels.bookAppointment}>
          <span className={styles.bookLong}>{labels.bookAppointment}</span>
          <span className={styles.bookShort}>{labels.bookShort}</span>
        </LinkButton>
        {/* Search in one tap on a phone: the menu opens with the search alone in it, its field at the top, so
            the results show above the keyboard (renderer/client/header.ts). It needs scripts, as the search does. */}
        <button
          className={clsx(navItemClass, styles.compactSearch)}
          type="button"
          aria-label={labels.search}
          data-search-open=""
        >
          <Search aria-hidden="true" />
        </button>
        <button
          className={clsx(navItemClass, styles.toggle)}
          type="button"
          aria-expanded="false"
          aria-controls={siteIds.siteMenu}
          aria-label={labels.openMenu}
          data-menu-toggle=""
          data-open-label={labels.openMenu}
          data-close-label={labels.closeMenu}
        >
          <MenuIcon aria-hidden="true" data-icon="open" />
          <X aria-hidden="true" data-icon="close" />
        </button>
        {/* Dims the page under the open phone menu; a tap on it closes the menu (without scripts, by taking focus out of the header). */}
        <div className={styles.backdrop} data-menu-backdrop="" aria-hidden="true" />
        <nav className={styles.nav} id={siteIds.siteMenu} aria-label={labels.mainNavigation}>
          <ul className={styles.list}>
            {navigation.header.map((item) =>
              'items' in item ? (
                <NavDropdown key={item.label} label={item.label} items={item.items} />
              ) : (
                <li key={item.href}>
                  <SmartLink className={navItemClass} href={item.href}>
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
          <LanguageSwitch />
          <SiteSearch panelId="site-search" fieldId="site-search-field" />
          <BookingButton className={styles.booking}>{labels.bookAppointment}</BookingButton>
        </nav>
      </div>
    </header>
  )
}
