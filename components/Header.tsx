/**
 * The fixed site header: transparent while the page is at the top, the page's surface colour with a
 * shadow once it is scrolled more than 10 px. On small screens a menu button shows and hides the navigation.
 *
 * The server writes it as plain HTML in its first state (at the top, menus closed), and
 * renderer/client/header.ts runs it in the browser without React: it sets data-solid on the bar,
 * aria-expanded on the buttons (the menu button's shows the navigation on small screens) and
 * data-open on the dropdown lists, and the styles follow those attributes. Without scripts the menus open from CSS (:focus-within).
 */
import { Menu as MenuIcon, X } from 'lucide-react'
import styled from 'styled-components'
import { fill, navigation, site, withBase } from '../lib/site'
import { BookingButton } from './BookingButton'
import { LanguageSwitch } from './LanguageSwitch'
import { NavDropdown, navItemStyles } from './NavDropdown'
import { SiteSearch } from './SiteSearch'
import { SmartLink } from './SmartLink'
import { media, theme } from './theme'
import { siteIds } from '../lib/site-ids'
import { addressIn, currentLanguage } from '../lib/language'

export { SOLID_HEADER_SCROLL } from '../renderer/client/header'

// In forced colours, which drop shadows, a line keeps the solid header apart from the page under it.
const Bar = styled.header`
  position: fixed;
  z-index: 50;
  inset: 0 0 auto 0;
  background: transparent;
  box-shadow: none;
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
  &[data-solid='true'] {
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow.header};
  }
  @media (forced-colors: active) { &[data-solid='true'] { border-bottom: 1px solid CanvasText; } }
  @media print { display: none; }
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  max-width: ${theme.layout.headerMaxWidth};
  min-height: ${theme.layout.headerHeight};
  margin: 0 auto;
  padding: 0 ${theme.space.md};
`

const Logo = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-right: auto;
  color: ${theme.colors.heading};
  font-weight: 700;
  font-size: ${theme.font.size.lg};
  line-height: 1.2;
  text-decoration: none;
  img { flex: none; }
`

/** Both icons are in the page; aria-expanded decides which one shows. */
const Toggle = styled.button`
  ${navItemStyles}
  ${media.header} { display: none; }
  &[aria-expanded='true'] [data-icon='open'],
  &:not([aria-expanded='true']) [data-icon='close'] { display: none; }
`

// In the full header the top-level items sit closer than in the menus, so the whole row fits beside the name.
const Nav = styled.nav`
  ${media.belowHeader} {
    display: none;
    ${Toggle}[aria-expanded='true'] ~ & { display: block; }
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    max-height: calc(100vh - ${theme.layout.headerHeight});
    overflow-y: auto;
    padding: ${theme.space.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow.header};
    html:not(.js) ${Bar}:focus-within & { display: block; }
    @media (forced-colors: active) { border-bottom: 1px solid CanvasText; }
  }
  ${media.header} {
    flex: none;
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    > ul > li > :is(a, button) { padding-inline: 0.375rem; }
    > div > button, > a[data-language-switch] { padding-inline: 0.5rem; }
  }
`

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.header} { display: flex; align-items: center; gap: 0.125rem; }
  > li > a { ${navItemStyles} ${media.belowHeader} { display: flex; } }
`

const Booking = styled(BookingButton)`
  ${media.belowHeader} { margin-top: ${theme.space.md}; width: 100%; }
  ${media.header} { white-space: nowrap; }
`

export function Header() {
  const { labels } = site
  return (
    <Bar data-site-header="" data-solid="false">
      <Inner>
        <Logo
          href={withBase(addressIn(currentLanguage(), '/'))}
          aria-label={fill(labels.homeLink, { name: site.name })}
        >
          <img src={withBase('/logo.svg')} width="36" height="36" alt="" />
          <span>{site.name}</span>
        </Logo>
        <Toggle
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
        </Toggle>
        <Nav id={siteIds.siteMenu} aria-label={labels.mainNavigation}>
          <List>
            {navigation.header.map((item) =>
              'items' in item ? (
                <NavDropdown key={item.label} label={item.label} items={item.items} />
              ) : (
                <li key={item.href}>
                  <SmartLink href={item.href}>{item.label}</SmartLink>
                </li>
              ),
            )}
          </List>
          <LanguageSwitch />
          <SiteSearch panelId="site-search" fieldId="site-search-field" />
          <Booking>{labels.bookAppointment}</Booking>
        </Nav>
      </Inner>
    </Bar>
  )
}
