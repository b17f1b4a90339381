import type { PageContext } from 'vike/types'
import { guideTopics } from '../../lib/content/schema'

const guideAddress = new RegExp(`^/resources/(${guideTopics.join('|')})/([a-z0-9-]+)$`)

/** A patient-education guide (content/guides), at /resources/<topic>/<file name>: the address its Education list links to. */
export default function route(pageContext: PageContext) {
  const match = guideAddress.exec(pageContext.urlPathname)
  return match ? { routeParams: { topic: match[1], id: match[2] } } : false
}
