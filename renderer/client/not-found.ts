/**
 * On the not-found page (marked data-not-found): an unknown condition address ends at the list of
 * conditions, on hosts that do not read public/_redirects too; any other unknown address is logged.
 */
import { withBase } from '../../lib/base-path'

export function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return
  const conditions = withBase('/conditions')
  const path = window.location.pathname
  if (path.startsWith(`${conditions}/`)) {
    window.location.replace(conditions)
    return
  }
  console.error('404 Error: User attempted to access non-existent route:', path)
}
