/**
 * The fixed site header: transparent while the page is at the top, white with a shadow once it is
 * scrolled more than 10 px. On small screens a menu button shows and hides the navigation.
 */
import { Menu as MenuIcon, X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { fill, navigation, site, withBase } from '../lib/site'
import { island } from '../renderer/islands'
import { BookingButton } from './BookingButton'
import { NavDropdown, navItemStyles } from './NavDropdown'
import { SiteSearch } from './SiteSearch'
import { SmartLink } from './SmartLink'
import { media, theme } from './theme'

/** The header turns solid once the page is scrolled more than this many pixels. */
export const SOLID_HEADER_SCROLL = 10

// In forced colours, which drop shadows, a line keeps the solid header apart from the page under it.
const Bar = styled.header<{ $solid: boolean }>`
  position: fixed;
  z-index: 50;
  inset: 0 0 auto 0;
  background: ${({ $solid }) => ($solid ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ $solid }) => ($solid ? theme.shadow.header : 'none')};
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
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

const Toggle = styled.button`
  ${navItemStyles}
  ${media.header} { display: none; }
`

// In the full header the top-level items sit closer than in the menus, so the whole row fits beside the name.
const Nav = styled.nav<{ $open: boolean }>`
  ${media.belowHeader} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
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
    gap: ${theme.space.sm};
    > ul > li > :is(a, button), > div > button { padding-inline: 0.5rem; }
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

function HeaderIsland() {
  const [solid, setSolid] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const update = () => setSolid(window.scrollY > SOLID_HEADER_SCROLL)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)

  return (
    <Bar $solid={solid || menuOpen} data-solid={solid || menuOpen}>
      <Inner>
        <Logo href={withBase('/')} aria-label={fill(site.labels.homeLink, { name: site.name })}>
          <img src={withBase('/logo.svg')} width="36" height="36" alt="" />
          <span>{site.name}</span>
        </Logo>
        <Toggle ref={toggleRef} type="button" aria-expanded={menuOpen} aria-controls="site-menu" aria-label={menuOpen ? site.labels.closeMenu : site.labels.openMenu} onClick={() => setMenuOpen((open) => !open)}>
          {menuOpen ? <X aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
        </Toggle>
        <Nav id="site-menu" aria-label={site.labels.mainNavigation} $open={menuOpen}>
          <List>
            {navigation.header.map((item) =>
              'items' in item ? (
                <NavDropdown key={item.label} label={item.label} items={item.items} onNavigate={closeMenu} />
              ) : (
                <li key={item.href}>
                  <SmartLink href={item.href} onClick={closeMenu}>
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </List>
          <SiteSearch />
          <Booking>{site.labels.bookAppointment}</Booking>
        </Nav>
      </Inner>
    </Bar>
  )
}

export const Header = island('Header', HeaderIsland)
