// The browser's only script on every page: the HTML is complete without it; it runs the islands.
import { islands } from '../components/islands'
import { installHeader } from './client/header'
import { handleNotFound } from './client/not-found'
import { installReveal } from './client/reveal'
import { installScrollLinks } from './client/scroll-links'
import { hydrateIslands } from './hydrateIslands'

// Lets styles tell a page that runs its scripts from one that does not (menus fall back to CSS).
document.documentElement.classList.add('js')
installHeader()
installScrollLinks()
installReveal()
handleNotFound()
hydrateIslands(islands).then(() => {
  // For styles and for tests that must not act before the page's parts run.
  document.documentElement.setAttribute('data-hydrated', '')
})
