// The browser's only script on every page: the HTML is complete without it. It installs the few
// behaviours every page has and wakes the page's islands, each from its own chunk, when it says.
import { hydrateIslands } from './client/islands'
import { installHeader } from './client/header'
import { handleNotFound } from './client/not-found'
import { installReveal } from './client/reveal'
import { installScrollLinks } from './client/scroll-links'

// Lets styles tell a page that runs its scripts from one that does not (menus fall back to CSS).
document.documentElement.classList.add('js')
installHeader()
installScrollLinks()
installReveal()
handleNotFound()
// In the live preview only (the build leaves it out): a saved content file shows in place.
if (import.meta.hot) {
  const hot = import.meta.hot
  void import('./client/live-update').then(({ installLiveUpdate }) => installLiveUpdate(hot))
}
/**
 * Once the page's stylesheets apply. This script loads beside them and may run first, so styles
 * waiting for data-hydrated (a button's colour transition) must wait for them too, or they would play
 * as the stylesheet arrives.
 */
const stylesApplied = () =>
  Promise.all(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
      .filter((link) => !link.sheet)
      .map(
        (link) =>
          new Promise((done) => {
            link.addEventListener('load', done, { once: true })
            link.addEventListener('error', done, { once: true })
          }),
      ),
  )

Promise.all([hydrateIslands(), stylesApplied()]).then(() => {
  // For styles and for tests that must not act before the page's parts run: the islands that wake at
  // load, and those in sight at load, have run (or failed, said in the console), and the styles apply.
  // The page is styled with them first (a layout needs it), or that could come after the attribute.
  document.documentElement.getBoundingClientRect()
  document.documentElement.setAttribute('data-hydrated', '')
})
