/** Each language's menus (content/navigation.yaml, content/es/navigation.yaml) without the drafts this build leaves out (their addresses: draftAddresses in lib/content/store.ts). */
import type { Navigation } from './schema'

/** The menus without links to drafts that this build leaves out (a menu left empty goes too). */
export function navigationWithout(navigation: Navigation, drafts: Set<string>): Navigation {
  if (!drafts.size) return navigation
  const keep = (link: { href: string }) => !drafts.has(link.href)
  return {
    header: navigation.header.flatMap((item): Navigation['header'] => {
      if (!('items' in item)) return keep(item) ? [item] : []
      const items = item.items.filter(keep)
      return items.length ? [{ ...item, items }] : []
    }),
    footer: {
      groups: navigation.footer.groups.flatMap((group) => {
        const links = group.links.filter(keep)
        return links.length ? [{ ...group, links }] : []
      }),
      legal: navigation.footer.legal.filter(keep),
    },
  }
}
