/**
 * Runs the site header in the browser without React. The server writes it (components/Header.tsx,
 * components/NavDropdown.tsx) at the top of the page with every menu closed; this keeps its
 * attributes true from then on, and the header's styles follow them:
 *
 * - the bar's data-solid is "true" once the page is scrolled more than SOLID_HEADER_SCROLL pixels,
 *   and while the phone menu is open;
 * - the menu button (data-menu-toggle) shows and hides the navigation: its aria-expanded, and its
 *   label from data-open-label and data-close-label. Escape closes the menu and gives focus back to
 *   the button; choosing a link in the menu closes it, and so does a tap on the page dimmed around it
 *   (data-menu-backdrop);
 * - each dropdown (data-dropdown) is a WAI-ARIA disclosure: its button toggles the list (data-open);
 *   Down arrow opens it and moves into it, Up arrow moves up, Home and End go to the first and last
 *   link (arrows wrap round); Escape closes it and gives focus back to its button; focus leaving it
 *   (Tab) or the pointer pressed elsewhere closes it;
 * - "/" opens the site search from anywhere on the page. The search is an island that wakes on first
 *   use: before it has, the shortcut opens the server's panel itself and wakes it (openAsleep), so
 *   the field takes what is typed at once. On a small screen the search button of the compact bar
 *   (data-search-open) does the same in one tap: the menu opens with the search alone in it
 *   (data-mode="search" on the navigation), its field at the top, so its results stay above the keyboard.
 */
import { AWAKE, ISLAND_TAG } from '../island-tags'
import { wakeIsland } from './wake'

/** The header turns solid once the page is scrolled more than this many pixels. */
export const SOLID_HEADER_SCROLL = 10

/** Where "/" is typed, not a shortcut. */
const EDITABLE = 'input, textarea, select, [contenteditable="true"]'

function controlled(button: Element): HTMLElement | null {
  const id = button.getAttribute('aria-controls')
  return id ? document.getElementById(id) : null
}

/** True when the event happened on a link (or inside one). */
function onLink(event: Event): boolean {
  return (event.target as Element | null)?.closest?.('a') != null
}

/**
 * Opens the search before it has woken. Its button's click would wait for its code, with the field
 * hidden until then, and what is typed meanwhile would be lost; so the server's panel opens now, with
 * focus in its field, and the search wakes and takes the panel over as it finds it. Until then Escape
 * closes it here.
 */
function openAsleep(search: HTMLButtonElement, island: HTMLElement): void {
  const panel = controlled(search)
  if (!panel) return
  panel.hidden = false
  search.setAttribute('aria-expanded', 'true')
  panel.querySelector('input')?.focus()
  const closeOnEscape = (event: KeyboardEvent) => {
    if (island.hasAttribute(AWAKE)) return panel.removeEventListener('keydown', closeOnEscape)
    if (event.key !== 'Escape' || panel.hidden) return
    event.stopPropagation()
    panel.hidden = true
    search.setAttribute('aria-expanded', 'false')
    search.focus()
  }
  panel.addEventListener('keydown', closeOnEscape)
  wakeIsland(island.dataset.island ?? '')
}

function installDropdown(wrapper: HTMLElement): void {
  const trigger = wrapper.querySelector<HTMLButtonElement>(':scope > button[aria-controls]')
  const menu = trigger && controlled(trigger)
  if (!trigger || !menu) return
  let open = false

  const closeOnOutsidePointer = (event: PointerEvent) => {
    if (!wrapper.contains(event.target as Node)) setOpen(false)
  }

  const setOpen = (value: boolean) => {
    if (value === open) return
    open = value
    trigger.setAttribute('aria-expanded', String(value))
    menu.setAttribute('data-open', String(value))
    if (value) document.addEventListener('pointerdown', closeOnOutsidePointer)
    else document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }

  const links = () => Array.from(menu.querySelectorAll<HTMLAnchorElement>('a'))
  const focusLink = (index: number) => {
    const all = links()
    if (all.length) all[(index + all.length) % all.length].focus()
  }

  trigger.addEventListener('click', () => setOpen(!open))

  wrapper.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      // The phone menu around it stays open: this Escape was for the dropdown.
      event.stopPropagation()
      setOpen(false)
      trigger.focus()
      return
    }
    const current = links().indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      focusLink(current + 1)
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
  })

  wrapper.addEventListener('focusout', (event) => {
    if (!wrapper.contains(event.relatedTarget as Node | null)) setOpen(false)
  })

  // Choosing a link closes the list (the phone menu around it closes too: see installHeader).
  menu.addEventListener('click', (event) => {
    if (onLink(event)) setOpen(false)
  })
}

export function installHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  const nav = toggle && controlled(toggle)
  let menuOpen = false

  const updateSolid = () => {
    const solid = String(window.scrollY > SOLID_HEADER_SCROLL || menuOpen)
    if (header.dataset.solid !== solid) header.dataset.solid = solid
  }

  const setMenu = (open: boolean, mode?: 'search') => {
    if (!toggle) return
    menuOpen = open
    // The search button opens the menu with the search alone in it; the menu button, or closing, shows it all again.
    if (open && mode) nav?.setAttribute('data-mode', mode)
    else nav?.removeAttribute('data-mode')
    toggle.setAttribute('aria-expanded', String(open))
    const label = open ? toggle.dataset.closeLabel : toggle.dataset.openLabel
    if (label) toggle.setAttribute('aria-label', label)
    updateSolid()
  }
  updateSolid()
  window.addEventListener('scroll', updateSolid, { passive: true })

  if (toggle) {
    toggle.addEventListener('click', () => setMenu(!menuOpen))
    // Menus and the search inside stop their own Escape, so one press closes one thing.
    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menuOpen) return
      setMenu(false)
      toggle.focus()
    })
  }
  // Choosing any link in the menu (in a dropdown too) closes it before the browser leaves, so Back
  // shows the page with the menu closed, and a link within the page shows where it leads.
  nav?.addEventListener('click', (event) => {
    if (onLink(event)) setMenu(false)
  })
  header.querySelector('[data-menu-backdrop]')?.addEventListener('click', () => setMenu(false))

  // Before this script ran, focus in the compact header (the menu button pressed, a link in the menu)
  // showed the menu from CSS: it stays open.
  if (toggle && toggle.getClientRects().length > 0 && header.matches(':focus-within')) setMenu(true)

  for (const wrapper of header.querySelectorAll<HTMLElement>('[data-dropdown]')) installDropdown(wrapper)

  /** Opens the search with focus in its field: on a small screen, in the menu, alone there when `alone`. */
  const openSearch = (alone: boolean) => {
    const search = header.querySelector<HTMLButtonElement>('button[aria-keyshortcuts="/"]')
    if (!search) return
    if (alone && (!menuOpen || nav?.getAttribute('data-mode') !== 'search')) setMenu(true, 'search')
    if (search.getAttribute('aria-expanded') === 'true') {
      controlled(search)?.querySelector('input')?.focus()
      return
    }
    // On a small screen the search is inside the closed menu: open the menu first so the field can take focus.
    if (!menuOpen && search.getClientRects().length === 0) setMenu(true)
    const island = search.closest<HTMLElement>(ISLAND_TAG)
    if (island && !island.hasAttribute(AWAKE)) openAsleep(search, island)
    else search.click()
  }

  header.querySelector('[data-search-open]')?.addEventListener('click', () => openSearch(true))

  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return
    if ((event.target as Element | null)?.closest?.(EDITABLE)) return
    event.preventDefault()
    openSearch(false)
  })
}
