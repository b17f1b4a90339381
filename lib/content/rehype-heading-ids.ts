/**
 * Gives every h2–h4 an id from its text (the site's slug rule), so "Learn More" buttons and links can
 * point at sections. Ids are unique in the body: a second "Overview" is overview-2; a heading whose
 * words make no slug (another script, only signs) is "section"; and a heading never takes an id the
 * site's own parts use on the page (lib/site-ids.ts): a heading "Site Menu" is site-menu-2.
 */
import type { Element, Root, Text } from 'hast'
import { visit } from 'unist-util-visit'
import { slugify } from '../slug'
import { SITE_IDS } from '../site-ids'

function textOf(node: Element | Text): string {
  if (node.type === 'text') return node.value
  return node.children.map((child) => (child.type === 'element' || child.type === 'text' ? textOf(child) : '')).join('')
}

/** The id a heading with no slug of its own gets, numbered like any other. */
const FALLBACK_HEADING_ID = 'section'

export function rehypeHeadingIds() {
  return (tree: Root) => {
    const taken = new Set<string>(SITE_IDS)
    // Where numbering goes on for each slug, so a thousand "Overview"s are numbered in one pass.
    const next = new Map<string, number>()
    // Ids written on elements of the body itself come first: a heading never takes them either.
    visit(tree, 'element', (node: Element) => {
      if (typeof node.properties.id === 'string') taken.add(node.properties.id)
    })
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-4]$/.test(node.tagName) || node.properties.id !== undefined) return
      const base = slugify(textOf(node)) || FALLBACK_HEADING_ID
      let id = base
      let n = next.get(base) ?? 2
      while (taken.has(id)) id = `${base}-${n++}`
      next.set(base, n)
      taken.add(id)
      node.properties.id = id
    })
  }
}
