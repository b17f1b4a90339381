/**
 * A header menu following the WAI-ARIA disclosure pattern: the button says whether its list is
 * expanded; Enter or Space toggles it, Escape closes it and gives focus back to the button, and
 * moving focus or clicking elsewhere closes it. Down arrow opens it and moves into the list.
 *
 * The server writes it closed; renderer/client/header.ts does all of the above in the browser,
 * finding each menu by data-dropdown and its list by the button's aria-controls.
 */
import { ChevronDown } from 'lucide-react'
import clsx from 'clsx'
import type { NavLink } from '../lib/content/schema'
import { slugify } from '../lib/slug'
import { SmartLink } from './SmartLink'
import styles from './NavDropdown.module.css'

/**
 * The class of every item of the header's navigation (links, menu buttons, the language switch): its
 * look is .navItem in NavDropdown.module.css. Join it with a part's own class: clsx(navItemClass, its own class).
 */
export const navItemClass = styles.navItem

interface NavDropdownProps {
  label: string
  items: NavLink[]
}

export function NavDropdown({ label, items }: NavDropdownProps) {
  const menuId = `menu-${slugify(label)}`
  return (
    <li className={styles.wrapper} data-dropdown="">
      <button
        className={clsx(styles.navItem, styles.trigger)}
        type="button"
        aria-expanded="false"
        aria-controls={menuId}
      >
        {label}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul className={styles.menu} id={menuId} data-open="false">
        {items.map((item) => (
          <li key={item.href}>
            <SmartLink className={styles.navItem} href={item.href}>
              {item.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  )
}
