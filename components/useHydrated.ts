/**
 * False on the server and while the page hydrates, true once React runs in the browser: parts that need
 * scripts switch on with it. The hook of vike-react (packages/vike-react/src/hooks/useHydrated.ts, itself
 * from remix-utils' use-hydrated): the site has its own renderer (renderer/), not vike-react, so the few
 * lines are written here.
 */
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
