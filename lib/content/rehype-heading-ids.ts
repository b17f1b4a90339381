/** Gives every h2–h4 an id from its text (the site's slug rule), so "Learn More" buttons and links can point at sections. */
import type { Element, Root, Text } from 'hast'
import { visit } from 'unist-util-visit'
import { slugify } from '../slug'

function textOf(node: Element | Text): string {
  if (node.type === 'text') return node.value
  return node.children.map((child) => (child.type === 'element' || child.type === 'text' ? textOf(child) : '')).join('')
}

export function rehypeHeadingIds() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-4]$/.test(node.tagName) && node.properties.id === undefined) {
        node.properties.id = slugify(textOf(node))
      }
    })
  }
}
