/** False on the server and while the page hydrates, true once React runs in the browser: parts that need scripts switch on with it. */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
