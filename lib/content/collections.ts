/**
 * Every collection of content, typed from its schema (lib/content/schema.ts): the only module that
 * finds content files. Routes and server-rendered parts ask it for entries; the browser never loads
 * it. As in Astro's content collections: getCollection(name) lists a collection, getEntry(name, id)
 * finds one entry, and an entry that is a page knows its address (lib/content/addresses.ts).
 *
 * Drafts (draft: true) are left out of everything unless drafts are shown: in the live preview and
 * in builds made with SHOW_DRAFTS=true (pull-request previews).
 */
import type { ComponentType } from 'react'
import type { z } from 'zod'
import { addressOf, collectionOf, entryIdOf, isDraft, isHeldBack } from './addresses'
import {
  addressIn,
  currentLanguage,
  LANGUAGES,
  languageOfFile,
  sourceFileOf,
  splitAddress,
  SOURCE_LANGUAGE,
  type Language,
} from '../language'
import type { TranslationRecord } from './translations'
import { lastUpdated } from './last-updated'
import { inListOrder } from './list-order'
import type { collections } from './schema'
import { pageCollections, type PageCollectionName } from './records'
import { redirectRules, type RedirectRule } from './redirects'
import { site } from '../site'
// Front-matter only, of every file (lib/content/vite-plugin.ts): lists and routes never pull in every body.
import { frontmatters } from 'virtual:frontmatters'

export type CollectionName = keyof typeof collections

/** One entry: its checked front-matter, its id (file name), its file and, for pages, its address. */
export type CollectionEntry<N extends CollectionName> = z.output<(typeof collections)[N]> & {
  id: string
  collection: N
  /** The file, from the project's root: content/conditions/sleep.mdx. */
  file: string
  /** Where the entry is published, for collections whose entries are pages; null otherwise. */
  address: string | null
  /** The entry's language: "en" for sources, "es" for their translations (content/es/...). */
  language: Language
  /** A translation's record of the source version it follows, and whether the source changed since (lib/content/translations.ts). */
  translation?: TranslationRecord & { outdated: boolean }
}

/** Whether drafts are part of this build: the live preview, or a preview build (SHOW_DRAFTS=true). */
export const showDrafts: boolean = __SHOW_DRAFTS__

const byCollection = new Map<string, Array<CollectionEntry<CollectionName>>>()

/** A collection's entries in one language: the sources, or the translations into that language. */
function load(name: CollectionName, language: Language = SOURCE_LANGUAGE): Array<CollectionEntry<CollectionName>> {
  const key = `${language}:${name}`
  const loaded = byCollection.get(key)
  if (loaded) return loaded
  const entries: Array<CollectionEntry<CollectionName>> = []
  for (const [path, data] of Object.entries(frontmatters)) {
    const file = path.slice(1)
    if (collectionOf(file) !== name || languageOfFile(file) !== language) continue
    const id = entryIdOf(file)
    // A translation is held back with its English page: while that is a draft, so is the translation.
    const source = language === SOURCE_LANGUAGE ? undefined : frontmatters[`/${sourceFileOf(file)}`]
    entries.push({
      ...(data as z.output<(typeof collections)[CollectionName]>),
      ...(isHeldBack(data, source) ? { draft: true } : {}),
      id,
      collection: name,
      file,
      address: addressOf(name, id, data, language),
      language,
    })
  }
  entries.sort(inListOrder)
  byCollection.set(key, entries)
  return entries
}

/**
 * The entries of a collection that this build shows, in list order, and the same by id and by
 * address: worked out once, since every page asks (a build of 10,000 condition pages would otherwise
 * search 10,000 entries for each of them, for its own entry and its other language's).
 */
const shownByCollection = new Map<
  string,
  {
    list: Array<CollectionEntry<CollectionName>>
    byId: Map<string, CollectionEntry<CollectionName>>
    byAddress: Map<string, CollectionEntry<CollectionName>>
  }
>()

function shown(name: CollectionName, language: Language) {
  const key = `${language}:${name}`
  let known = shownByCollection.get(key)
  if (!known) {
    const list = load(name, language).filter((entry) => showDrafts || !isDraft(entry))
    known = {
      list,
      byId: new Map(list.map((entry) => [entry.id, entry])),
      // The first entry at an address, as a search of the list in order finds it.
      byAddress: new Map(
        [...list].reverse().flatMap((entry) => (entry.address ? [[entry.address, entry] as const] : [])),
      ),
    }
    shownByCollection.set(key, known)
  }
  return known
}

/**
 * Every entry of a collection in list order; drafts only where drafts are shown. In another
 * language than the source's, only the entries translated into it: a list in Spanish shows only
 * translated entries. The language is always given: a route's +data hook passes its page's
 * (pageContext.language), a part its render's (currentLanguage() of lib/language.ts). A default would
 * hand a +data hook, which runs outside the render, English words for a Spanish page without a sign.
 */
export function getCollection<N extends CollectionName>(
  name: N,
  language: Language,
  filter?: (entry: CollectionEntry<N>) => boolean,
): Array<CollectionEntry<N>> {
  // The plugin checked each file against this collection's schema before it was imported.
  const entries = shown(name, language).list as unknown as Array<CollectionEntry<N>>
  return filter ? entries.filter(filter) : entries.slice()
}

/** One entry by id (its file name), or undefined when there is none (or it is a draft and drafts are not shown); in `language`, its translation. */
export function getEntry<N extends CollectionName>(
  name: N,
  id: string,
  language: Language,
): CollectionEntry<N> | undefined {
  return shown(name, language).byId.get(id) as CollectionEntry<N> | undefined
}

/** Like getEntry, for entries a route cannot do without: a missing one stops the build, naming the file. */
export function requireEntry<N extends CollectionName>(name: N, id: string, language: Language): CollectionEntry<N> {
  const entry = getEntry(name, id, language)
  if (!entry) {
    const file = language === SOURCE_LANGUAGE ? `content/${name}/${id}.mdx` : `content/${language}/${name}/${id}.mdx`
    throw new Error(
      `${file} is missing${load(name, language).some((e) => e.id === id) ? ' from this build: it is a draft' : ''}; the site needs it`,
    )
  }
  return entry
}

/**
 * Stops a page that would show a content file in another language than its own while the file's
 * translation into its language is published: English words under /es/ are what a route's +data
 * hook gives when it reads its entry in the wrong language, and nothing else would catch them.
 * A page in another language from a file with no translation (a team member's) is as it should be.
 * `route` is the page's address in the source language, as Vike routes it (renderer/+onBeforeRoute.ts).
 */
export function assertPageLanguage(route: string, file: string, language: Language): void {
  const shown = languageOfFile(file)
  const name = collectionOf(file)
  if (shown === language || !name) return
  const translation = getEntry(name, entryIdOf(file), language)
  if (translation && languageOfFile(translation.file) === language)
    throw new Error(
      `${addressIn(language, route)} is a page in ${language} but shows ${file}, in ${shown}, though its translation ${translation.file} is published: its route's +data hook reads the entry without the page's language (read it with routeEntry of lib/content/route-data.ts, or pass routeLanguage(pageContext) to getCollection, getEntry or requireEntry).`,
    )
}

/** An entry that is a page of its own: of a collection whose record gives an address (lib/content/records.ts). */
type PageEntry = { [N in PageCollectionName]: CollectionEntry<N> }[PageCollectionName]

/** The page published at `address` (an #anchor after it is left aside), from any collection whose entries are pages. */
export function entryAt(address: string): PageEntry | undefined {
  const path = address.split('#')[0]
  const { language } = splitAddress(path)
  for (const name of pageCollections) {
    const found = shown(name, language).byAddress.get(path) as PageEntry | undefined
    if (found) return found
  }
  return undefined
}

/**
 * The address of the page at `address` (a source-language address, an #anchor allowed) in the language
 * of the page being rendered, where content has that page in it; else `address` as it is. A shared
 * part's link (a condition's way back to the list) keeps a Spanish reader on Spanish pages. The
 * anchor is kept as it is: name one a part sets (a tab's id), not one made from a heading's words,
 * which differ in each language (the build's output gate stops at an anchor that is not on its page).
 */
export function inPageLanguage(address: string): string {
  const [path, ...anchor] = address.split('#')
  const local = addressIn(currentLanguage(), path)
  return local !== path && entryAt(local) ? [local, ...anchor].join('#') : address
}

/**
 * Every page that content publishes: the address of each entry of a collection whose record gives one,
 * in each language it is written in, in the records' order. The build renders these
 * (pages/content-page/+onBeforePrerenderStart.ts), and Vike routes each address to its route.
 */
export function pageAddresses(): string[] {
  return LANGUAGES.flatMap((language) =>
    pageCollections.flatMap((name) => shown(name, language).list.flatMap((entry) => entry.address ?? [])),
  )
}

/**
 * The addresses of the page at `address` in every language that publishes it (English first), for
 * hreflang alternates, the sitemap and the language switcher: the source's page and its translations'.
 */
export function alternatesOf(address: string): Partial<Record<Language, string>> {
  const source = splitAddress(address).address
  const alternates: Partial<Record<Language, string>> = {}
  for (const language of LANGUAGES) {
    const candidate = addressIn(language, source)
    if (entryAt(candidate)) alternates[language] = candidate
  }
  return alternates
}

/** An entry's body, loaded when its page renders: the component, and whether it gives the page its main heading. */
export interface LoadedBody {
  Body: ComponentType
  hasMainHeading: boolean
}

/**
 * Loads the body of a page's file when the page renders: compiled there and then (lib/content/bodies.ts).
 * Only renderer/+onRenderHtml.tsx calls it, for the page's own file: a build keeps the pages whose
 * own file did not change on that ground (scripts/build/kept-pages.ts).
 */
export { loadBody } from 'virtual:bodies'

/** Where a page comes from, for its foot: the file, when it last changed, where to edit it, whether it is a draft. */
export interface PageSource {
  file: string
  lastUpdated: string
  editUrl?: string
  draft: boolean
  /** Pages that are not read for their content (the not-found page) show no date or edit link. */
  hideFoot?: boolean
}

export function sourceOf(entry: { file: string; draft?: boolean }): PageSource {
  const editUrl = editUrlOf(site.repository?.editUrl, entry.file)
  return {
    file: entry.file,
    lastUpdated: lastUpdated(entry.file),
    ...(editUrl ? { editUrl } : {}),
    draft: isDraft(entry),
  }
}

/** The address that edits `file` on the git host, from content/site.yaml's repository.editUrl; none without one. */
export function editUrlOf(base: string | undefined, file: string): string | undefined {
  return base ? `${base.replace(/\/?$/, '/')}${file}` : undefined
}

/** The exact old address `address` of content/redirects.yaml (folder/* rules are for the host alone). */
export function redirectFrom(address: string): RedirectRule | undefined {
  return redirectRules(process.cwd()).find((rule) => rule.from === address)
}

/** What a page is called where another page names it. */
export function nameOf(entry: PageEntry): string {
  return entry.collection === 'conditions' || entry.collection === 'team' ? entry.name : entry.title
}
