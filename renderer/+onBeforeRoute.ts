import type { OnBeforeRouteSync } from 'vike/types'
import { entryAt, getEntry } from '../lib/content/collections'
import { SOURCE_LANGUAGE, splitAddress } from '../lib/language'

/**
 * Spanish pages live under /es/ and are rendered by the same routes as their English pages:
 * /es/conditions/stroke is routed as /conditions/stroke in Spanish. Only a page that has a
 * translation is published under /es/; any other /es/ address is not found (no fallback).
 */
export const onBeforeRoute: OnBeforeRouteSync = (pageContext) => {
  const { language, address } = splitAddress(pageContext.urlPathname)
  if (language === SOURCE_LANGUAGE) return { pageContext: { language: SOURCE_LANGUAGE } }
  // An /es/ address without a translation is not found, in Spanish where the not-found page is translated.
  if (!entryAt(pageContext.urlPathname))
    return { pageContext: { language: getEntry('pages', 'not-found', language) ? language : SOURCE_LANGUAGE } }
  return { pageContext: { language, urlLogical: address } }
}
