/**
 * A header menu following the WAI-ARIA disclosure pattern: the button says whether its list is
 * expanded; Enter or Space toggles it, Escape closes it and gives focus back to the button, and
 * moving focus or clicking elsewhere closes it. Down arrow opens it and moves into the list.
 *
 * The server writes it closed; renderer/client/header.ts does all of the above in the browser,
 * finding each menu by data-dropdown and its list by the button's aria-controls.
 */
import { ChevronDown } from 'lucide-react'
import styled from 'styled-components'
import type { NavLink } from '../lib/content/schema'
import { slugify } from '../lib/slug'
import { SmartLink } from './SmartLink'
import { media, theme } from './theme'

const Wrapper = styled.li`
  position: relative;
`

export const navItemStyles = `
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.heading};
  font: inherit;
  font-weight: 500;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.primary}; }
`

const Trigger = styled.button`
  ${navItemStyles}
  ${media.belowHeader} { width: 100%; justify-content: space-between; }
  svg { transition: transform 0.15s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`

const Menu = styled.ul`
  display: none;
  list-style: none;
  margin: 0;
  padding: ${theme.space.sm};
  min-width: 15rem;
  background: ${theme.colors.surface};
  ${media.header} {
    position: absolute;
    z-index: 10;
    top: 100%;
    left: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.header};
  }
  ${media.belowHeader} { padding: 0 0 0 ${theme.space.md}; }
  &[data-open='true'] { display: block; }
  html:not(.js) ${Wrapper}:hover > &,
  html:not(.js) ${Wrapper}:focus-within > & { display: block; }
  a {
    ${navItemStyles}
    display: flex;
    width: 100%;
  }
`

interface NavDropdownProps {
  label: string
  items: NavLink[]
}

export function NavDropdown({ label, items }: NavDropdownProps) {
  const menuId = `menu-${slugify(label)}`
  return (
    <Wrapper data-dropdown="">
      <Trigger type="button" aria-expanded="false" aria-controls={menuId}>
        {label}
        <ChevronDown aria-hidden="true" size={16} />
      </Trigger>
      <Menu id={menuId} data-open="false">
        {items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href}>{item.label}</SmartLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  )
}
