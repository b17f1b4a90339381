/**
 * The WAI-ARIA tabs pattern: one tab list, one panel per tab, exactly one selected (the first unless
 * the URL hash names another). Arrow keys, Home and End move between tabs and select them; selecting
 * a tab writes its id to the hash without scrolling. Without JavaScript the tab list is hidden and
 * every panel shows in order under its own heading, so nothing is out of reach. A link to an anchor
 * inside a panel opens that panel too.
 *
 * In MDX: <Tabs label="Patient resources"><TabPanel id="faq" label="FAQ">…</TabPanel>…</Tabs>
 */
import {
  Children,
  isValidElement,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { tabFromHash, tabIndexForKey } from '../renderer/client/tabs'
import { island, islandPart } from '../renderer/islands'
import { Icon } from './Icon'
import styles from './Tabs.module.css'

export interface TabPanelProps {
  /** The panel's anchor (the URL hash that opens it) and the base of its tab's id. */
  id: string
  /** The words on the tab. */
  label: string
  /** An optional icon name shown before the label. */
  icon?: string
  children?: ReactNode
}

/** One tab and its panel. Only meaningful inside <Tabs>, which renders it. */
export const TabPanel = islandPart('TabPanel', function TabPanel(_props: TabPanelProps): null {
  return null
})

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
  } catch {
    return null
  }
}

function panelsOf(children: ReactNode): TabPanelProps[] {
  return Children.toArray(children)
    .filter(
      (child): child is ReactElement<TabPanelProps> =>
        isValidElement(child) && typeof (child.props as TabPanelProps).id === 'string',
    )
    .map((child) => child.props)
}

interface TabsViewProps {
  label: string
  /** Each panel's icon by panel id, drawn on the server so the browser needs no icon set. */
  icons?: Record<string, ReactNode>
  children: ReactNode
}

function TabsView({ label, icons = {}, children }: TabsViewProps) {
  const panels = panelsOf(children)
  const ids = panels.map((panel) => panel.id)
  const idsKey = ids.join(' ')
  const [selected, setSelected] = useState(ids[0])
  const listRef = useRef<HTMLDivElement>(null)
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())

  useEffect(() => {
    const known = idsKey.split(' ')
    // Opened by the address (/resources#faq) or an in-page link (Learn More → #memory): show the
    // panel, bring the tabs into view and, after a link, put focus on the panel. An anchor inside
    // a panel (/resources#faq-3) opens that panel and goes to the anchor instead.
    const openFromHash = (moveFocus: boolean) => {
      let id = tabFromHash(window.location.hash, known)
      let inner: HTMLElement | null = null
      if (!id) {
        const element = elementOfHash(window.location.hash)
        const panel = element?.closest<HTMLElement>('[role="tabpanel"]')
        if (!element || !panel || !known.includes(panel.id) || !listRef.current?.parentElement?.contains(panel)) return
        id = panel.id
        inner = element
      }
      const panelId = id
      setSelected(panelId)
      requestAnimationFrame(() => {
        if (inner) inner.scrollIntoView({ block: 'start' })
        else listRef.current?.scrollIntoView({ block: 'start' })
        if (moveFocus)
          (inner?.hasAttribute('tabindex') ? inner : document.getElementById(panelId))?.focus({ preventScroll: true })
      })
    }
    openFromHash(false)
    const onHashChange = () => openFromHash(true)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [idsKey])

  // A tab wider than the whole list makes it scroll sideways: keep the selected tab in sight, without moving the page.
  useEffect(() => {
    const list = listRef.current
    const tab = tabRefs.current.get(selected)
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return
    const listBox = list.getBoundingClientRect()
    const tabBox = tab.getBoundingClientRect()
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right
  }, [selected])

  const select = (id: string) => {
    setSelected(id)
    history.replaceState(history.state, '', `#${id}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabIndexForKey(event.key, ids.indexOf(selected), ids.length)
    if (next === null) return
    event.preventDefault()
    select(ids[next])
    tabRefs.current.get(ids[next])?.focus()
  }

  return (
    <div className={styles.wrapper} data-tabs="">
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the WAI-ARIA tabs pattern: focus goes to the selected tab (roving tabindex), the list hears the arrow keys bubbling up from it */}
      <div className={styles.list} role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {panels.map((panel) => {
          const isSelected = panel.id === selected
          return (
            <button
              className={styles.tab}
              key={panel.id}
              ref={(element) => {
                if (element) tabRefs.current.set(panel.id, element)
                else tabRefs.current.delete(panel.id)
              }}
              type="button"
              role="tab"
              id={`${panel.id}-tab`}
              aria-selected={isSelected}
              aria-controls={panel.id}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(panel.id)}
            >
              {icons[panel.id] ?? null}
              {panel.label}
            </button>
          )
        })}
      </div>
      {panels.map((panel) => (
        <div
          className={styles.panel}
          key={panel.id}
          role="tabpanel"
          id={panel.id}
          aria-labelledby={`${panel.id}-tab`}
          tabIndex={0}
          data-state={panel.id === selected ? 'active' : 'inactive'}
        >
          <h3 className={styles.staticHeading} data-tab-heading="">
            {panel.label}
          </h3>
          {panel.children}
        </div>
      ))}
    </div>
  )
}

export const TabsIsland = island('Tabs', TabsView)

export function Tabs({ label, children }: { label: string; children: ReactNode }) {
  const icons = Object.fromEntries(
    panelsOf(children).flatMap((panel) => (panel.icon ? [[panel.id, <Icon name={panel.icon} size={20} />]] : [])),
  )
  return (
    <TabsIsland label={label} icons={icons}>
      {children}
    </TabsIsland>
  )
}
