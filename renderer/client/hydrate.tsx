/**
 * The React half of waking an island (renderer/client/islands.ts decides when and loads the
 * island's own chunk): hydrates it as its own React root. This module, and React with it, is fetched only
 * when the first island of a page wakes.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { AWAKE } from '../island-tags'
import { ClientSlot, fromWire, type IslandComponent, type Wire } from '../islands'

/** Calls `onReady` once React has committed the island in the browser. */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady])
  return children
}

/** The React root of each island that has woken, kept in the live preview only (renderer/client/live-update.ts ends them); the build leaves it out. */
export const liveRoots: Map<HTMLElement, Root> | undefined = import.meta.hot ? new Map() : undefined

/**
 * Hydrates one island, with `slots` (each slot's server HTML); resolves once React has committed
 * it, and fails if the island throws instead.
 */
export async function hydrate(element: HTMLElement, Island: IslandComponent<never>, slots: string[]): Promise<void> {
  const wire = JSON.parse(element.dataset.props ?? '{}') as Wire
  const props = fromWire(wire, (index) => <ClientSlot index={index} html={slots[index] ?? ''} />) as Record<
    string,
    unknown
  >
  const Inner = Island.Inner as ComponentType<Record<string, unknown>>
  await new Promise<void>((resolve, reject) => {
    const root = hydrateRoot(
      element,
      <Ready onReady={resolve}>
        <Inner {...props} />
      </Ready>,
      {
        onUncaughtError: (error) => {
          // Reported as React reports it by default (an error event), and this island's wake fails.
          reportError(error)
          reject(error instanceof Error ? error : new Error(String(error)))
        },
      },
    )
    liveRoots?.set(element, root)
  })
  element.setAttribute(AWAKE, '')
}
