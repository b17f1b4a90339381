import { reviewStructuredData } from './reviews-shown'
import type { PageData, PageHead } from '../../renderer/types'
import { organizationId, urgentSigns } from '../structured-data'
import { stripMarks } from './glossary'
import type { ConditionFrontmatter, GuideFrontmatter } from './schema'
import { sourceOf, type CollectionEntry } from './collections'
import { conditionTitle, pageTitleOf } from './addresses'
import { addressIn, SOURCE_LANGUAGE, type Language } from '../language'
import { siteIn } from '../site'

/** A page file's data: its head words and where it comes from (its body, date and edit link). */
export function pageData(entry: CollectionEntry<'pages'>): PageData {
  const { description, sources } = entry
  const title = pageTitleOf('pages', entry, siteIn(entry.language).name)!
  return { head: { title, description }, source: sourceOf(entry), ...(sources.length ? { sources } : {}) }
}

export { conditionTitle }

interface SiteFacts {
  name: string
  /** The canonical address of the public site. */
  url: string
  /** What the conditions list is called in breadcrumb trails. */
  conditionsList: string
}

/**
 * A condition page's head: its title and description, its review date for link previews, its place
 * under the conditions list, and a schema.org MedicalWebPage that names the sources, the signs that
 * need emergency care and, only from a clinician's verified signature, the reviewer and the day.
 */
export function conditionHead(
  condition: ConditionFrontmatter & { id: string; file: string; language?: Language },
  siteFacts: SiteFacts,
): PageHead {
  const review = reviewStructuredData(condition.file)
  // A translation's page and its breadcrumbs are in its language: /es/conditions/<id> under /es/conditions.
  const language = condition.language ?? SOURCE_LANGUAGE
  const path = addressIn(language, `/conditions/${condition.id}`)
  const title = conditionTitle(condition, siteFacts.name)
  return {
    title,
    description: condition.description,
    ...(review.lastReviewed ? { modified: review.lastReviewed } : {}),
    type: 'article',
    breadcrumbs: [
      { name: siteFacts.name, path: addressIn(language, '/') },
      { name: siteFacts.conditionsList, path: addressIn(language, '/conditions') },
      { name: condition.name, path },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        name: title,
        description: condition.description,
        url: `${siteFacts.url.replace(/\/$/, '')}${path}`,
        ...review,
        about: {
          '@type': 'MedicalCondition',
          name: condition.name,
          signOrSymptom: condition.symptoms.map((symptom) => ({ '@type': 'MedicalSignOrSymptom', name: symptom })),
          possibleTreatment: condition.treatments.map((treatment) => ({ '@type': 'MedicalTherapy', name: treatment })),
        },
        mentions: urgentSigns(condition.urgent),
        citation: condition.sources.map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url })),
        publisher: {
          '@type': 'MedicalOrganization',
          '@id': organizationId(siteFacts),
          name: siteFacts.name,
          url: siteFacts.url,
        },
      },
    ],
  }
}

/**
 * A patient-education guide's head: its title and description, its place under the Resources page
 * of its language (when that language has one), and a schema.org MedicalWebPage that names the
 * sources, the signs that need emergency care and, only from a clinician's verified signature, the
 * reviewer and the day.
 */
export function guideHead(
  guide: GuideFrontmatter & { address: string | null; file: string; language?: Language },
  siteFacts: Pick<SiteFacts, 'name' | 'url'> & {
    /** The Resources page in the guide's language, if there is one: the trail's middle step. */
    resources?: { name: string; path: string }
  },
): PageHead {
  const review = reviewStructuredData(guide.file)
  const path = guide.address ?? '/'
  const title = pageTitleOf('guides', guide, siteFacts.name)!
  // A translation's trail starts at its language's home page: /es/, not the English one.
  const language = guide.language ?? SOURCE_LANGUAGE
  return {
    title,
    description: guide.description,
    ...(review.lastReviewed ? { modified: review.lastReviewed } : {}),
    type: 'article',
    breadcrumbs: [
      { name: siteFacts.name, path: addressIn(language, '/') },
      ...(siteFacts.resources ? [siteFacts.resources] : []),
      { name: guide.title, path },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'MedicalWebPage',
        name: title,
        description: guide.description,
        url: `${siteFacts.url.replace(/\/$/, '')}${path}`,
        ...review,
        ...(guide.urgent ? { mentions: urgentSigns(guide.urgent) } : {}),
        citation: guide.sources.map((source) => ({ '@type': 'CreativeWork', name: source.title, url: source.url })),
        publisher: { '@type': 'MedicalOrganization', name: siteFacts.name, url: siteFacts.url },
      },
    ],
  }
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
