import { pageAddresses } from '../../lib/content/collections'
import { toRender } from '../../renderer/prerender-shares'

/**
 * Every page of content, of every kind whose record gives an address, listed once for all routes: Vike
 * routes each address to its own route (a condition's to pages/conditions/@id, a page file's to this
 * one, /es/contact to /contact: renderer/+onBeforeRoute.ts). So a kind's route folder lists nothing.
 */
export const onBeforePrerenderStart = () => toRender(pageAddresses())
