/**
 * Which content files are pages, and at which address: the one place that knows it. The build's
 * routes, the content check (links, vanished addresses) and the host rules all ask here.
 */
import { slugify } from '../slug'
import { addressIn, sourceFileOf, splitAddress, SOURCE_LANGUAGE, type Language } from '../language'
import { collections, type CollectionName } from './schema'

/** Page files that are not addresses of their own: the home page is "/", the other two are shown by the error route. */
const SPECIAL_PAGES: Record<string, string | null> = { home: '/', 'not-found': null, error: null }

/**
 * content/<collection>/<id>.mdx → its id. Only page files may sit in sub-folders
 * (content/pages/partners/hospitals.mdx has the id partners/hospitals).
 */
export function entryIdOf(file: string): string {
  // A translation has its source's id: content/es/conditions/stroke.mdx is "stroke".
  const match = /^\/?content\/[^/]+\/(.+)\.mdx$/.exec(sourceFileOf(file))
  return match ? match[1] : file.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
}

/**
 * The address an entry is published at, or null for entries that are shown inside other pages (a
 * FAQ, a plan, a team member); a translation's is its source's under its language (/es/conditions/stroke).
 */
export function addressOf(collection: CollectionName | string, id: string, data: unknown, language: Language = SOURCE_LANGUAGE): string | null {
  const address = sourceAddressOf(collection, id, data)
  return address === null ? null : addressIn(language, address)
}

function sourceAddressOf(collection: CollectionName | string, id: string, data: unknown): string | null {
  switch (collection) {
    case 'pages':
      return Object.hasOwn(SPECIAL_PAGES, id) ? SPECIAL_PAGES[id] : `/${id}`
    case 'conditions':
      return `/conditions/${id}`
    case 'posts':
      return postAddress((data as { title: string }).title)
    case 'guides': {
      // A guide's address follows its topic (/resources/diagnostics/<id>); unknown until the topic is given.
      const topic = (data as { topic?: unknown } | undefined)?.topic
      return typeof topic === 'string' ? `/resources/${topic}/${id}` : null
    }
    default:
      return null
  }
}

/**
 * content/<collection>/<id>.mdx → the collection's name, or null for files outside collections.
 * Only page files may sit in sub-folders: content/pages/partners/hospitals.mdx is /partners/hospitals.
 */
export function collectionOf(file: string): CollectionName | null {
  // A translation belongs to its source's collection: content/es/conditions/stroke.mdx is a condition.
  const match = /^\/?content\/([^/]+)\/(.+)\.mdx$/.exec(sourceFileOf(file))
  if (!match || !Object.hasOwn(collections, match[1])) return null
  if (match[1] !== 'pages' && match[2].includes('/')) return null
  return match[1] as CollectionName
}

/** A post's address comes from its title: /resources/blog/<title as a slug>. */
export function postAddress(title: string): string {
  return `/resources/blog/${slugify(title)}`
}

/** True for entries left out of the published site. */
export function isDraft(data: unknown): boolean {
  return (data as { draft?: boolean } | undefined)?.draft === true
}

/** A condition page's browser-tab title: its own title, or "<name> | <institute>". */
export function conditionTitle(condition: { title?: string; name: string }, siteName: string): string {
  return condition.title ?? `${condition.name} | ${siteName}`
}

/** The file a writer adds to make `address` a page, in words for a message. */
export function fileThatMakes(address: string): string {
  // A page in another language is a translation of the source's page: content/es/... at its path.
  const { language, address: source } = splitAddress(address)
  if (language !== SOURCE_LANGUAGE) return `the translation of ${fileThatMakes(source)} at content/${language}/ (npm run new translation ${language} <its file>)`
  const condition = /^\/conditions\/([a-z0-9-]+)$/.exec(address)
  if (condition) return `content/conditions/${condition[1]}.mdx`
  if (address.startsWith('/resources/blog/')) return 'a post in content/posts/ whose title gives that address'
  const guide = /^\/resources\/(conditions|diagnostics|treatments)\/([a-z0-9-]+)$/.exec(address)
  if (guide) return `content/guides/${guide[2]}.mdx with topic: ${guide[1]}, or a redirect in content/redirects.yaml`
  return `content/pages${address === '/' ? '/home' : address}.mdx`
}
