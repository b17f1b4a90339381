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
hydrateIslands().then(() => {
  // For styles and for tests that must not act before the page's parts run: the islands that wake at
  // load, and those in sight at load, have run (or failed, said in the console).
  document.documentElement.setAttribute('data-hydrated', '')
})
