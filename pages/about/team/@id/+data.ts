import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { getCollection, sourceOf, type CollectionEntry } from '../../../../lib/content/collections'
import { pageDescriptionOf, pageTitleOf } from '../../../../lib/content/addresses'
import { organizationId } from '../../../../lib/structured-data'
import { site } from '../../../../lib/site'
import { SOURCE_LANGUAGE } from '../../../../lib/language'
import type { PageData } from '../../../../renderer/types'

export interface ProfileData extends PageData {
  member: CollectionEntry<'team'>
  /** The conditions of the topics the person reviews, in the conditions list's order, with their pages. */
  conditions: Array<{ name: string; address: string }>
}

export const data = (pageContext: PageContextServer): ProfileData => {
  // Team files are written in English only: a profile has no translation.
  const member = getCollection('team', SOURCE_LANGUAGE).find((entry) => entry.address === pageContext.urlPathname)
  if (!member?.address) throw render(404)
  const address = member.address
  const topics: readonly string[] = member.review?.topics ?? []
  const conditions = getCollection('conditions', SOURCE_LANGUAGE)
    .filter((condition) => topics.includes(condition.clinicalTopic))
    .flatMap((condition) => (condition.address ? [{ name: condition.name, address: condition.address }] : []))
  const origin = site.url.replace(/\/$/, '')
  return {
    head: {
      title: pageTitleOf('team', member, site.name)!,
      description: pageDescriptionOf('team', member)!,
      breadcrumbs: [
        { name: site.name, path: '/' },
        { name: member.name, path: address },
      ],
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url: `${origin}${address}`,
          mainEntity: {
            '@type': 'Person',
            name: member.name,
            jobTitle: member.role,
            description: member.bio,
            ...(member.image ? { image: `${origin}${member.image}` } : {}),
            ...(member.languages ? { knowsLanguage: member.languages } : {}),
            worksFor: { '@id': organizationId(site) },
          },
        },
      ],
    },
    source: sourceOf(member),
    member,
    conditions,
  }
}
