/** In the browser: finds the page's islands (renderer/islands.tsx) and hydrates each as its own React root. */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ClientSlot, fromWire, ISLAND_TAG, SLOT_TAG, type IslandComponent, type Wire } from './islands'

/** Calls `onReady` once React has committed the island in the browser. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

/** The HTML of each slot that belongs to `element` itself (not to an island inside it). */
function slotsOf(element: HTMLElement): string[] {
  const html: string[] = []
  for (const slot of element.querySelectorAll<HTMLElement>(SLOT_TAG)) {
    if (slot.parentElement?.closest(ISLAND_TAG) === element) html[Number(slot.dataset.slot)] = slot.innerHTML
  }
  return html
}

/** In the browser: brings every island on the page to life; resolves once all of them are. */
export async function hydrateIslands(islands: IslandComponent<never>[]): Promise<void> {
  const byName = new Map(islands.map((item) => [item.islandName, item]))
  // Every slot's HTML is read before any island runs and changes its part of the page.
  const found = Array.from(document.querySelectorAll<HTMLElement>(ISLAND_TAG), (element) => {
    const name = element.dataset.island ?? ''
    const Island = byName.get(name)
    if (!Island) throw new Error(`The page has an island named ${name}, but the browser's list of islands does not`)
    return { element, Island, wire: JSON.parse(element.dataset.props ?? '{}') as Wire, slots: slotsOf(element) }
  })
  let waiting = found.length
  if (!waiting) return
  await new Promise<void>((resolve) => {
    const onReady = () => {
      waiting -= 1
      if (waiting === 0) resolve()
    }
    for (const { element, Island, wire, slots } of found) {
      const props = fromWire(wire, (index) => <ClientSlot index={index} html={slots[index] ?? ''} />) as Record<string, unknown>
      const Inner = Island.Inner as ComponentType<Record<string, unknown>>
      hydrateRoot(
        element,
        <Ready onReady={onReady}>
          <Inner {...props} />
        </Ready>,
      )
    }
  })
}
