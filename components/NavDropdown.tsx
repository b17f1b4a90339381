/**
 * A header menu following the WAI-ARIA disclosure pattern: the button says whether its list is
 * expanded; Enter or Space toggles it, Escape closes it and gives focus back to the button, and
 * moving focus or clicking elsewhere closes it. Down arrow opens it and moves into the list.
 */
import { ChevronDown } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
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
  /** Called when a link in the list is chosen (the mobile menu closes then). */
  onNavigate?: () => void
}

export function NavDropdown({ label, items, onNavigate }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const wrapperRef = useRef<HTMLLIElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = `menu-${slugify(label)}`

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open])

  const focusLink = (index: number) => {
    const links = wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('ul a')
    if (!links?.length) return
    links[(index + links.length) % links.length].focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation()
      setOpen(false)
      triggerRef.current?.focus()
      return
    }
    const links = Array.from(wrapperRef.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? [])
    const current = links.indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      requestAnimationFrame(() => focusLink(current + 1))
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault()
      focusLink(current === -1 ? -1 : current - 1)
    } else if (event.key === 'Home' && current !== -1) {
      event.preventDefault()
      focusLink(0)
    } else if (event.key === 'End' && current !== -1) {
      event.preventDefault()
      focusLink(-1)
    }
  }

  return (
    <Wrapper
      ref={wrapperRef}
      data-dropdown=""
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Trigger ref={triggerRef} type="button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        {label}
        <ChevronDown aria-hidden="true" size={16} />
      </Trigger>
      <Menu id={menuId} data-open={open}>
        {items.map((item) => (
          <li key={item.href}>
            <SmartLink
              href={item.href}
              onClick={() => {
                setOpen(false)
                onNavigate?.()
              }}
            >
              {item.label}
            </SmartLink>
          </li>
        ))}
      </Menu>
    </Wrapper>
  )
}
