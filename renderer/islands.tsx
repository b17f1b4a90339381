/**
 * Islands: the interactive parts of a prerendered page. The server writes every page as plain HTML
 * and the browser downloads no page code; only the parts made with island() (the site search, tabs,
 * accordion items, forms, toasts) run React in the browser, each as its own small root.
 *
 * On the server an island is written inside <clinic-island data-island="Name" data-props="…">,
 * its props as JSON. Props are data: strings, numbers, lists, objects, and elements of registered
 * parts (islandPart, e.g. a TabPanel). Anything else a prop holds (prose, cards, icons) is a slot:
 * the server renders it in place inside <clinic-slot>, and the browser keeps that HTML as written,
 * so an island never needs the code of the content it wraps. An island inside a slot is hydrated
 * as an island of its own.
 */
import {
  createContext,
  createElement,
  isValidElement,
  useContext,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'

import { ISLAND_TAG, SLOT_TAG } from './island-tags'

export { ISLAND_TAG, SLOT_TAG }

/** What an island's props become in its data-props attribute. */
export type Wire = null | boolean | number | string | Wire[] | { [key: string]: Wire }

/** Content in place: the number of the slot that holds it. */
type SlotWire = { $slot: number }

/** An element of a registered part (a TabPanel), rebuilt in the browser from its name and props. */
type PartWire = { $part: string; key: string | null; props: Record<string, Wire> }

export interface IslandComponent<P, S extends object = object> {
  (props: P): ReactNode
  /** The name written to the page and looked up by the browser. */
  islandName: string
  /** The component itself, without the server's wrapper. */
  Inner: (props: P & S) => ReactNode
  /** The props the server adds (IslandOptions.serverProps), undefined in the browser. */
  serverProps?: () => S
}

const partsByName = new Map<string, ComponentType<never>>()
const partNames = new Map<unknown, string>()

/** Marks a component whose elements islands may take as props (a TabPanel inside <Tabs>): sent as data, not as HTML. */
export function islandPart<P>(name: string, Component: ComponentType<P>): ComponentType<P> {
  const known = partsByName.get(name)
  if (known && known !== Component) throw new Error(`Two island parts are named ${name}`)
  partsByName.set(name, Component as ComponentType<never>)
  partNames.set(Component, name)
  return Component
}

/** True while the server renders an island's own output: an island there is just part of it. */
const InsideIsland = createContext(false)

function isPlainElement(value: unknown): value is ReactElement {
  return isValidElement(value) && !partNames.has(value.type)
}

/** Props as data for the browser; every piece of rendered content is pushed to `slots` and replaced by its number. */
export function toWire(value: unknown, slots: unknown[], where: string): Wire {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (isValidElement(value)) {
    const name = partNames.get(value.type)
    if (!name) return { $slot: slots.push(value) - 1 } satisfies SlotWire
    const props = toWire(value.props, slots, `${where} <${name}>`) as Record<string, Wire>
    return { $part: name, key: value.key, props } satisfies PartWire
  }
  if (Array.isArray(value)) {
    // A list that holds rendered content (words and elements mixed) is one slot, kept in order.
    if (value.some(isPlainElement)) return { $slot: slots.push(value) - 1 } satisfies SlotWire
    return value.map((item, index) => toWire(item, slots, `${where}[${index}]`))
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const result: Record<string, Wire> = {}
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) result[key] = toWire(item, slots, `${where}.${key}`)
    }
    return result
  }
  throw new Error(
    `${where} is a ${typeof value}: an island's props must be data the page can carry (text, numbers, lists, objects) or content`,
  )
}

/** The props again, with each slot number turned into what `slot` renders for it. */
export function fromWire(value: Wire, slot: (index: number) => ReactNode): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => fromWire(item, slot))
  if (typeof value.$slot === 'number') return slot(value.$slot)
  if (typeof value.$part === 'string') {
    const part = value as PartWire
    const Component = partsByName.get(part.$part)
    if (!Component) throw new Error(`Unknown island part ${part.$part}`)
    const props = fromWire(part.props, slot) as Record<string, unknown>
    return createElement(Component as ComponentType<Record<string, unknown>>, { ...props, key: part.key ?? undefined })
  }
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) result[key] = fromWire(item, slot)
  return result
}

/** Content inside an island, rendered by the server as usual (islands in it are islands again). */
function ServerSlot({ index, children }: { index: number; children: ReactNode }) {
  return createElement(
    SLOT_TAG,
    { 'data-slot': index },
    <InsideIsland.Provider value={false}>{children}</InsideIsland.Provider>,
  )
}

/** The same content in the browser: the server's HTML, kept as it is and never rendered again. */
export function ClientSlot({ index, html }: { index: number; html: string }) {
  return createElement(SLOT_TAG, {
    'data-slot': index,
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  })
}

/**
 * When an island wakes in the browser, as Astro's client:load, client:visible and client:idle:
 * `visible` (the default) when it comes within 200 px of the window, which is at once for one at
 * the top of the page; `load` at once wherever it stands; and `interaction` on the first pointer,
 * key or focus inside it. A click or key that lands before the island has run is replayed once it
 * has. Until then the server's HTML is what the visitor uses.
 */
type IslandWhen = 'load' | 'visible' | 'interaction'

interface IslandOptions<S extends object = object> {
  when?: IslandWhen
  /**
   * Props the server adds to the page's own (the site's words in the page's language, its phone
   * number): they travel to the browser with the others, so the island's code needs no site.yaml.
   * Written `serverProps: import.meta.env.SSR ? () => ({ … }) : undefined`, so that the browser's
   * build drops the function and what it imports (lib/site.ts and both languages' words).
   */
  serverProps?: () => S
}

/** Makes `Component` an island. It must not call useId (ids there differ between page and island); take ids from props. */
export function island<P extends object, S extends Partial<P> = Record<never, never>>(
  name: string,
  Component: (props: P) => ReactNode,
  options: IslandOptions<S> = {},
): IslandComponent<Omit<P, keyof S>, S> {
  const when = options.when ?? 'visible'
  const { serverProps } = options
  function Island(given: Omit<P, keyof S>): ReactNode {
    const inside = useContext(InsideIsland)
    const props = (serverProps ? { ...given, ...serverProps() } : given) as P
    if (!import.meta.env.SSR || inside) return <Component {...props} />
    const slots: unknown[] = []
    const wire = toWire(props, slots, `The island ${name}'s props`)
    const props2 = fromWire(wire, (index) => <ServerSlot index={index}>{slots[index] as ReactNode}</ServerSlot>) as P
    return createElement(
      ISLAND_TAG,
      { 'data-island': name, 'data-when': when, 'data-props': JSON.stringify(wire) },
      <InsideIsland.Provider value={true}>
        <Component {...props2} />
      </InsideIsland.Provider>,
    )
  }
  return Object.assign(Island, {
    islandName: name,
    Inner: Component as unknown as (props: Omit<P, keyof S> & S) => ReactNode,
    serverProps,
  })
}
