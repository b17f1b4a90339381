/**
 * A page's data from its entry and its route, as Starlight's generateRouteData: the words of its
 * <head>, its place in the breadcrumb trail, its schema.org object, and the file it comes from. Every
 * route's +data hook reads its entry with routeEntry and hands it to routeData, adding only what is
 * truly its own (the questions and answers a page lists, the institute's details on home). The
 * language is the route's, read in one place (routeLanguage), never an entry's or a default's.
 */
import { render } from 'vike/abort'
import { reviewStructuredData } from './reviews-shown'
import type { PageData, PageHead } from '../../renderer/types'
import { blogPosting, organizationId, urgentSigns } from '../structured-data'
import { stripMarks } from './glossary'
import { getCollection, getEntry, nameOf, requireEntry, sourceOf, type CollectionEntry } from './collections'
import { pageDescriptionOf, pageTitleOf } from './addresses'
import type { PageCollectionName } from './records'
import type { SiteConfig } from './schema'
import { addressIn, SOURCE_LANGUAGE, type Language } from '../language'
import { siteIn } from '../site'

/** What a route gives: its page's language (renderer/+onBeforeRoute.ts) and its address in the source language. */
export interface RouteContext {
  language?: Language
  urlPathname: string
}

/**
 * The language of the page a route renders. renderer/+onBeforeRoute.ts gives every routed page its
 * language; only the error pages Vike renders without routing (the built 404.html) have none, and
 * they are the source language's.
 */
export function routeLanguage(pageContext: Pick<RouteContext, 'language'>): Language {
  return pageContext.language ?? SOURCE_LANGUAGE
}

/**
 * The entry a route shows, in its page's language: the one named `id`, which the site cannot do
 * without (a missing one stops the build, naming its file), or else the one published at the page's
 * address (none: the page is not found).
 */
export function routeEntry<N extends PageCollectionName>(
  pageContext: RouteContext,
  name: N,
  id?: string,
): CollectionEntry<N> {
  const language = routeLanguage(pageContext)
  if (id !== undefined) return requireEntry(name, id, language)
  // urlPathname is the address without its /es/ (renderer/+onBeforeRoute.ts); entries carry theirs.
  const address = addressIn(language, pageContext.urlPathname)
  const entry = getCollection(name, language).find((candidate) => candidate.address === address)
  if (!entry) throw render(404)
  return entry
}

type Crumb = { name: string; path: string }
type Review = ReturnType<typeof reviewStructuredData>
/** What a kind's schema.org object is made from besides its entry. */
type PageFacts = { site: SiteConfig; title: string; path: string; review: Review }

/** What a page gets from its collection, besides its title and description (which its record gives, lib/content/collections/). */
interface PageKind<N extends PageCollectionName> {
  /** Whether the page has a breadcrumb trail: home, the page it sits under (`parent`), then itself. */
  trail: boolean
  /** The page the collection's pages sit under, in `language`: none, they sit under home. */
  parent?: (language: Language, site: SiteConfig) => Crumb | undefined
  /** Health information and posts are articles, dated by the last verified signature (else by `dated`). */
  article?: { dated?: (entry: CollectionEntry<N>) => string }
  /** The page's schema.org object. */
  structuredData?: (entry: CollectionEntry<N>, page: PageFacts) => Record<string, unknown>
}

const citations = (sources: ReadonlyArray<{ title: string; url: string }>) =>
  sources.map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url }))

/** A health page's schema.org MedicalWebPage: its title, description and address, and only from a verified signature, its reviewer and the day. */
const medicalWebPage = (entry: { description: string }, { site, title, path, review }: PageFacts) => ({
  '@context': 'https://schema.org',
  '@type': 'MedicalWebPage',
  name: title,
  description: entry.description,
  url: `${site.url.replace(/\/$/, '')}${path}`,
  ...review,
})

/** The Resources page of a language, when that language has one: the middle step of a guide's and a video's trail. */
function resourcesPage(language: Language): Crumb | undefined {
  const resources = getEntry('pages', 'resources', language)
  return resources?.address ? { name: resources.title, path: resources.address } : undefined
}

/** Each kind of page's own; a kind of content left out has pages under home, with no date or schema.org object. */
const kinds: { [N in PageCollectionName]?: PageKind<N> } = {
  // Page files are placed by their routes: a route that has a trail (the conditions list) gives it.
  pages: { trail: false },
  conditions: {
    trail: true,
    parent: (language, site) => ({ name: site.labels.conditionsList, path: addressIn(language, '/conditions') }),
    article: {},
    // Names the sources, the signs that need emergency care and, only from a verified signature, the reviewer and the day.
    structuredData: (condition, page) => ({
      ...medicalWebPage(condition, page),
      about: {
        '@type': 'MedicalCondition',
        name: condition.name,
        signOrSymptom: condition.symptoms.map((symptom) => ({ '@type': 'MedicalSignOrSymptom', name: symptom })),
        possibleTreatment: condition.treatments.map((treatment) => ({ '@type': 'MedicalTherapy', name: treatment })),
      },
      mentions: urgentSigns(condition.urgent),
      citation: citations(condition.sources),
      publisher: {
        '@type': 'MedicalOrganization',
        '@id': organizationId(page.site),
        name: page.site.name,
        url: page.site.url,
      },
    }),
  },
  guides: {
    trail: true,
    parent: resourcesPage,
    article: {},
    structuredData: (guide, page) => ({
      ...medicalWebPage(guide, page),
      ...(guide.urgent ? { mentions: urgentSigns(guide.urgent) } : {}),
      citation: citations(guide.sources),
      publisher: { '@type': 'MedicalOrganization', name: page.site.name, url: page.site.url },
    }),
  },
  // A video's page: under Resources, whose Videos tab lists it.
  videos: { trail: true, parent: resourcesPage },
  posts: {
    trail: true,
    article: { dated: (post) => post.date },
    structuredData: (post, { site, review }) => blogPosting(site, post, { standalone: true, review }),
  },
  team: {
    trail: true,
    structuredData: (member, { site, path }) => {
      const origin = site.url.replace(/\/$/, '')
      return {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: `${origin}${path}`,
        mainEntity: {
          '@type': 'Person',
          name: member.name,
          jobTitle: member.role,
          description: member.bio,
          ...(member.image ? { image: `${origin}${member.image}` } : {}),
          ...(member.languages ? { knowsLanguage: member.languages } : {}),
          worksFor: { '@id': organizationId(site) },
        },
      }
    },
  },
}

/**
 * A page's data from the entry it shows: its title and description (as its collection's record
 * gives them), its trail, date and schema.org object (as its kind gives them), and its source file;
 * a page file's references too. `own` is what the route adds to the head, over what is derived.
 */
export function routeData<N extends PageCollectionName>(
  entry: CollectionEntry<N>,
  pageContext: Pick<RouteContext, 'language'>,
  own: Partial<PageHead> = {},
): PageData {
  const language = routeLanguage(pageContext)
  const site = siteIn(language)
  const kind = (kinds[entry.collection as N] ?? { trail: true }) as PageKind<N>
  const title = pageTitleOf(entry.collection, entry, site.name)!
  const path = entry.address ?? addressIn(language, '/')
  const review = kind.article || kind.structuredData ? reviewStructuredData(entry.file) : {}
  const modified = kind.article ? (review.lastReviewed ?? kind.article.dated?.(entry)) : undefined
  const parent = kind.parent?.(language, site)
  const head: PageHead = {
    title,
    description: pageDescriptionOf(entry.collection, entry)!,
    ...(modified ? { modified } : {}),
    ...(kind.article ? { type: 'article' as const } : {}),
    ...(kind.trail
      ? {
          breadcrumbs: [
            { name: site.name, path: addressIn(language, '/') },
            ...(parent ? [parent] : []),
            { name: nameOf(entry as never), path },
          ],
        }
      : {}),
    ...(kind.structuredData ? { structuredData: [kind.structuredData(entry, { site, title, path, review })] } : {}),
    ...own,
  }
  const sources = entry.collection === 'pages' ? (entry as CollectionEntry<'pages'>).sources : []
  return { head, source: sourceOf(entry), ...(sources.length ? { sources } : {}) }
}

/** The trail of the page a collection's pages sit under (the conditions list): home, then itself. */
export function listTrail(name: PageCollectionName, pageContext: Pick<RouteContext, 'language'>): Crumb[] {
  const language = routeLanguage(pageContext)
  const site = siteIn(language)
  const list = kinds[name]?.parent?.(language, site)
  return [{ name: site.name, path: addressIn(language, '/') }, ...(list ? [list] : [])]
}

/** A page's questions and answers as a schema.org FAQPage, so search engines can show them with the page (an answer's [[term]] marks become plain words). */
export function faqStructuredData(faqs: ReadonlyArray<{ question: string; answer: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: stripMarks(faq.answer) },
    })),
  }
}
