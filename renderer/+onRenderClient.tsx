import { hydrateRoot } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { installScrollLinks } from '../lib/scroll-links'
import { App } from './App'
import { captureServerOnlyParts } from './ServerOnly'
import { clientBody } from './staticBody'

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  // Lets styles tell a page that runs its scripts from one that does not (menus fall back to CSS).
  document.documentElement.classList.add('js')
  installScrollLinks()
  const body = clientBody()
  captureServerOnlyParts()
  hydrateRoot(document.getElementById('root')!, <App pageContext={pageContext} body={body} />)
}
