/**
 * The React half of waking an island (renderer/client/islands.ts decides when): loads the island's
 * own chunk and hydrates it as its own React root. This module, and React with it, is fetched only
 * when the first island of a page wakes.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandLoaders } from 'virtual:islands'
import { AWAKE } from '../island-tags'
import { ClientSlot, fromWire, type Wire } from '../islands'

/** Calls `onReady` once React has committed the island in the browser. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

/** Loads one island's code and hydrates it, with `slots` (each slot's server HTML); resolves once React has committed it. */
export async function hydrate(element: HTMLElement, slots: string[]): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = islandLoaders[name]
  if (!load) throw new Error(`The page has an island named ${name}, but no file of components/ declares it`)
  const Island = await load()
  const wire = JSON.parse(element.dataset.props ?? '{}') as Wire
  const props = fromWire(wire, (index) => <ClientSlot index={index} html={slots[index] ?? ''} />) as Record<string, unknown>
  const Inner = Island.Inner as ComponentType<Record<string, unknown>>
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <Ready onReady={resolve}>
        <Inner {...props} />
      </Ready>,
    )
  })
  element.setAttribute(AWAKE, '')
}
