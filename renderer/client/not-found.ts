/**
 * On the not-found page (marked data-not-found): an unknown condition address ends at the list of
 * conditions, on hosts that do not read public/_redirects too; any other unknown address is logged.
 */
import { withBase } from '../../lib/base-path'
import { siteIds } from '../../lib/site-ids'

export function handleNotFound(): void {
  if (!document.querySelector('[data-not-found]')) return
  const conditions = withBase('/conditions')
  const path = window.location.pathname
  if (path.startsWith(`${conditions}/`)) {
    // As content/redirects.yaml's /conditions/* rule: the list, with its line that this page was not found.
    window.location.replace(`${conditions}#${siteIds.conditionNotListed}`)
    return
  }
  console.error('404 Error: User attempted to access non-existent route:', path)
}
