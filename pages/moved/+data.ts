import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { entryAt, nameOf, redirectFrom } from '../../lib/content/collections'
import { pageDescriptionOf, pageTitleOf } from '../../lib/content/addresses'
import { site } from '../../lib/site'
import type { PageData } from '../../renderer/types'

export interface MovedPageData extends PageData {
  target: { name: string; path: string }
}

export const data = (pageContext: PageContextServer): MovedPageData => {
  const rule = redirectFrom(pageContext.urlPathname)
  if (!rule) throw render(404)
  const entry = entryAt(rule.to)
  // The content check makes sure every redirect leads to a page; this names it if it ever does not.
  if (!entry) throw new Error(`content/redirects.yaml sends ${rule.from} to ${rule.to}, where there is no page`)
  const name = nameOf(entry)
  return {
    head: {
      title: pageTitleOf(entry.collection, entry, site.name)!,
      description: pageDescriptionOf(entry.collection, entry)!,
      // The page itself is canonical; an #anchor (a tab, a section) only says where to land on it.
      canonical: rule.to.split('#')[0],
      redirectTo: rule.to,
    },
    target: { name, path: rule.to },
  }
}
