/**
 * In the live preview only (`npm run dev`; the build leaves this module out): when a writer saves a
 * content file, the server says so (lib/content/vite-plugin.ts) and the open page fetches itself
 * again. When only its main part changed, that part is replaced in place and its islands wake again:
 * no full reload, the scroll position kept. When anything around it changed (a name in the menu, the
 * footer), or the page cannot be made (a content error, shown on the preview's error page), the page
 * reloads as before.
 */
import { CONTENT_CHANGED_EVENT } from '../../lib/live-update-event'
import { hydrateIslands } from './islands'

/** The page as the server makes it now, or null when it cannot be made. */
async function fetchPage(): Promise<Document | null> {
  try {
    const response = await fetch(window.location.href, { headers: { accept: 'text/html' } })
    if (!response.ok) return null
    return new DOMParser().parseFromString(await response.text(), 'text/html')
  } catch {
    return null
  }
}

/** The page's HTML around its main part. */
function around(page: Document): string {
  const body = page.body.cloneNode(true) as HTMLElement
  body.querySelector('main')?.replaceChildren()
  return body.innerHTML
}

/** Links the new page's <head> has and the open one lacks: the stylesheets of a part the writer just added. */
function newStylesheets(after: Document): HTMLLinkElement[] {
  const have = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]'), (link) => link.href),
  )
  // DOMParser reads a page as a browser without scripts would: <noscript> holds elements, not text.
  return Array.from(after.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).filter(
    (link) => !link.closest('noscript') && !have.has(link.href),
  )
}

async function show(before: Document, after: Document): Promise<void> {
  const main = document.querySelector('main')
  const next = after.querySelector('main')
  if (!main || !next || around(before) !== around(after)) {
    window.location.reload()
    return
  }
  if (before.querySelector('main')?.outerHTML === next.outerHTML) return
  // The new main part may use styles the page had none of (a part the writer just added).
  for (const link of newStylesheets(after)) document.head.append(document.importNode(link))
  document.title = after.title
  // The islands of the old main part end, so none keeps listening from outside the page.
  const { liveRoots } = await import('./hydrate')
  for (const [element, root] of liveRoots ?? []) {
    if (!main.contains(element)) continue
    root.unmount()
    liveRoots?.delete(element)
  }
  // Read again as this page reads HTML, with scripts on, so that what is for browsers without them stays inert.
  const replacement = document.createRange().createContextualFragment(next.outerHTML).firstElementChild
  if (!replacement) {
    window.location.reload()
    return
  }
  const { scrollX, scrollY } = window
  main.replaceWith(replacement)
  window.scrollTo(scrollX, scrollY)
  await hydrateIslands(replacement)
}

/** Answers the live preview's word that a content file was saved, one save after the other. */
export function installLiveUpdate(hot: NonNullable<ImportMeta['hot']>): void {
  // The page as the server made it, before any script changed it: what a new version is compared with.
  let shown = fetchPage()
  let queue = Promise.resolve()
  hot.on(CONTENT_CHANGED_EVENT, () => {
    queue = queue
      .then(async () => {
        const before = await shown
        const after = await fetchPage()
        if (!before || !after) {
          window.location.reload()
          return
        }
        shown = Promise.resolve(after)
        await show(before, after)
      })
      // A save that could not be shown in place is shown by a reload, and the next save is answered still.
      .catch((error: unknown) => {
        console.error(error)
        window.location.reload()
      })
  })
}
