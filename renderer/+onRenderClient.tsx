import { hydrateRoot } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { App } from './App'
import { loadPageBody } from './types'

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  // Lets styles tell a page that runs its scripts from one that does not (menus fall back to CSS).
  document.documentElement.classList.add('js')
  const body = await loadPageBody(pageContext)
  hydrateRoot(document.getElementById('root')!, <App pageContext={pageContext} body={body} />)
}
