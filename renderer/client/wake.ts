/** Asks the islands of a name on this page to wake now, whatever their data-when: a toast asks its Toaster (renderer/client/islands.ts listens). */
export const WAKE_EVENT = 'clinic:wake-island'

export function wakeIsland(name: string): void {
  document.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }))
}
