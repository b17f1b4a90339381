/**
 * Drafts outside the build's module graph: which addresses drafts would have, read straight from
 * the files (front-matter only), for the parts that are not built from collections: the menus of
 * content/navigation.yaml and the content check.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { addressOf, collectionOf, entryIdOf, isDraft } from './addresses'
import { languageOfFile } from '../language'
import { normalizeSource, parseYaml, splitFrontmatter } from './frontmatter'
import type { Navigation } from './schema'

/** Whether this build publishes drafts: the live preview and preview builds (SHOW_DRAFTS=true). */
export function draftsShown(isBuild: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return !isBuild || env.SHOW_DRAFTS === 'true'
}

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return mdxFiles(path)
    return entry.name.endsWith('.mdx') ? [path] : []
  })
}

/** Whether `file` (from the project's root) is an .mdx file in a folder of content/: content/conditions/sleep.mdx. */
export const isContentMdxFile = (file: string): boolean => /^content\/[^/]+\/.+\.mdx$/.test(file)

/** Every .mdx file in a folder of content/, from the project's root, in path order. */
export function contentMdxFiles(root: string): string[] {
  return mdxFiles(join(root, 'content'))
    .map((path) => relative(root, path).split('\\').join('/'))
    .filter(isContentMdxFile)
    .sort()
}

/** The addresses of the pages, conditions and posts marked draft: true. */
export function draftAddresses(root: string): Set<string> {
  const addresses = new Set<string>()
  for (const path of mdxFiles(join(root, 'content'))) {
    const file = relative(root, path).split('\\').join('/')
    const collection = collectionOf(file)
    if (!collection) continue
    const { yaml } = splitFrontmatter(normalizeSource(readFileSync(path, 'utf8')))
    if (yaml === null) continue
    const { data } = parseYaml(file, yaml, 2)
    if (!isDraft(data)) continue
    const address = addressOf(collection, entryIdOf(file), data, languageOfFile(file))
    if (address) addresses.add(address)
  }
  return addresses
}

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
