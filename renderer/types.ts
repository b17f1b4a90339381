import type React from 'react'
import type { PageSource } from '../lib/content/collections'
import type { Language } from '../lib/language'

/** What every page's +data returns: at least the words of its <head>. */
export interface PageHead {
  title: string
  description: string
  /** The day the page's content last changed (YYYY-MM-DD): a review or a post's date. */
  modified?: string
  /** "article" for posts and health pages with a review date; "website" otherwise. */
  type?: 'website' | 'article'
  /** Where the page sits, from home to itself, for the breadcrumb trail search engines show. */
  breadcrumbs?: Array<{ name: string; path: string }>
  /** Keeps the page out of search engines and the sitemap (the not-found and error pages). */
  noindex?: boolean
  /** schema.org objects written as JSON-LD into the page. */
  structuredData?: Array<Record<string, unknown>>
  /** The site path search engines should index instead of this one (an old address's new page); the page's own path unless given. */
  canonical?: string
  /** An old address: the page sends the visitor on to this site path at once. */
  redirectTo?: string
}

export interface PageData {
  head: PageHead
  /** The content file the page shows (lib/content/collections.ts sourceOf): its body is rendered, its date and edit link close the page. */
  source?: PageSource
  /** The references the page's health claims rest on (a page file's sources), listed at its end. */
  sources?: Array<{ title: string; url: string }>
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike reads a page's types from the global Vike namespace
  namespace Vike {
    interface PageContext {
      /** The page's language (renderer/+onBeforeRoute.ts): its address is urlPathname in that language; pages rendered without routing (errors) are English. */
      language?: Language
      data: PageData
      Page: () => React.JSX.Element
    }
  }
}
