/**
 * The real content as the published site shows it, read with Node alone, for tests that run outside
 * the build's module graph (the browser tests): each collection's published entries in the order the
 * site lists them (lib/content/list-order.ts, as getCollection), their front-matter checked by the
 * schemas, and content/site.yaml. Tests take what they expect of the real site from here, so a
 * writer's change to the words never turns them red.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { addressOf, isDraft } from '../lib/content/addresses'
import { normalizeSource, splitFrontmatter } from '../lib/content/frontmatter'
import { inListOrder } from '../lib/content/list-order'
import { collections, type Navigation, type SiteConfig } from '../lib/content/schema'
import type { z } from 'zod'

type Collections = typeof collections
export type Entry<N extends keyof Collections> = z.output<Collections[N]> & { id: string; file: string; address: string | null }

const root = process.cwd()

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)).map((name) => `${entry.name}/${name}`) : entry.name.endsWith('.mdx') ? [entry.name] : []))
}

/** The published entries of a collection (drafts left out), in list order. */
export function published<N extends keyof Collections>(name: N): Array<Entry<N>> {
  const entries = files(join(root, 'content', name)).map((name_) => {
    const file = `content/${name}/${name_}`
    const { yaml } = splitFrontmatter(normalizeSource(readFileSync(join(root, file), 'utf8')))
    const data = collections[name].parse(parse(yaml ?? '')) as z.output<Collections[N]>
    const id = name_.replace(/\.mdx$/, '')
    return { ...data, id, file, address: addressOf(name, id, data) } as Entry<N>
  })
  return entries.filter((entry) => !isDraft(entry)).sort(inListOrder)
}

/** content/site.yaml. */
export const site = parse(readFileSync(join(root, 'content/site.yaml'), 'utf8')) as SiteConfig

/** content/navigation.yaml. */
export const navigation = parse(readFileSync(join(root, 'content/navigation.yaml'), 'utf8')) as Navigation

/** The links of the header's menu labelled `label`, as content/navigation.yaml lists them. */
export function menuLinks(label: string): Array<{ label: string; href: string }> {
  const menu = navigation.header.find((item) => item.label === label)
  return menu && 'items' in menu ? menu.items : []
}

/** A word of a published generic condition's symptoms (its page lists them) that its name does not hold, to find the condition by in the site search. */
export function aSymptomWord(): { word: string; address: string } {
  for (const condition of published('conditions').filter((entry) => entry.layout !== 'bespoke')) {
    const word = condition.symptoms.flatMap((symptom) => symptom.match(/[A-Za-z]{5,}/g) ?? []).find((candidate) => !condition.name.toLowerCase().includes(candidate.toLowerCase()))
    if (word && condition.address) return { word: word.toLowerCase(), address: condition.address }
  }
  throw new Error('No published condition has a symptom word of five letters or more to search for')
}
