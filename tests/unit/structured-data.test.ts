import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '../../lib/content/schema'
import { internationalPhone } from '../../lib/address'
import { daysOf, medicalClinic, postPath, time24 } from '../../lib/structured-data'
import { SOURCE_LANGUAGE } from '../../lib/language'

describe('structured data for search engines', () => {
  it('writes the phone number in international form, and refuses one it cannot read', () => {
    expect(internationalPhone('(312) 555-0142', 'US')).toBe('+1-312-555-0142')
    expect(internationalPhone('1 312 555 0142', 'US')).toBe('+1-312-555-0142')
    expect(() => internationalPhone('555-0142', 'US')).toThrow(
      'content/site.yaml: contact.phone "555-0142" is not a ten-digit number',
    )
  })

  it('turns a range of days into schema.org day names', () => {
    expect(daysOf('Mon-Fri')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
    expect(daysOf('Sat')).toEqual(['Saturday'])
    expect(() => daysOf('Weekdays')).toThrow('"Weekdays" is not a day')
  })

  it('writes times on the 24-hour clock', () => {
    expect(time24('8:00 AM')).toBe('08:00')
    expect(time24('12:30 PM')).toBe('12:30')
    expect(time24('5:00 PM')).toBe('17:00')
    expect(time24('12:00 AM')).toBe('00:00')
    expect(() => time24('noon')).toThrow('is not a time')
  })

  it('describes the clinic with its address, phone and opening hours, leaving out closed days', () => {
    const site = {
      name: 'Clinic',
      url: 'https://clinic.example',
      blurb: 'About.',
      contact: {
        street: '1 Main St',
        city: 'Town',
        region: 'ST',
        postalCode: '00000',
        country: 'US',
        phone: '(555) 555-0100',
        infoEmail: 'info@clinic.example',
        hours: [
          { days: 'Mon-Fri', time: '8:00 AM-5:00 PM' },
          { days: 'Sun', time: 'Closed' },
        ],
      },
    } as unknown as SiteConfig
    expect(medicalClinic(site)).toMatchObject({
      '@type': 'MedicalClinic',
      telephone: '+1-555-555-0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Town',
        addressRegion: 'ST',
        postalCode: '00000',
        addressCountry: 'US',
      },
      openingHoursSpecification: [
        { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      ],
    })
  })

  it('gives a post the address made from its title', () => {
    expect(postPath({ title: "Sleep & Your Brain: What's New?" })).toBe('/resources/blog/sleep-your-brain-what-s-new')
  })
})

/**
 * The properties schema.org defines for each type this site writes, its own and those it inherits
 * (Thing, CreativeWork, Organization, LocalBusiness, Place, MedicalEntity …), from schema.org's type
 * pages. A search engine ignores, or flags, a property its type does not have.
 */
const thing = [
  '@context',
  '@type',
  '@id',
  'name',
  'description',
  'url',
  'image',
  'sameAs',
  'identifier',
  'alternateName',
  'mainEntityOfPage',
]
const creativeWork = [
  ...thing,
  'headline',
  'author',
  'publisher',
  'datePublished',
  'dateModified',
  'citation',
  'about',
  'mentions',
  'mainEntity',
  'inLanguage',
  'keywords',
  'isPartOf',
  'thumbnailUrl',
  'text',
]
const organization = [
  ...thing,
  'address',
  'telephone',
  'email',
  'logo',
  'faxNumber',
  'areaServed',
  'contactPoint',
  'medicalSpecialty',
]
const webPage = [
  ...creativeWork,
  'reviewedBy',
  'lastReviewed',
  'breadcrumb',
  'specialty',
  'primaryImageOfPage',
  'significantLink',
]
const medicalEntity = [
  ...thing,
  'relevantSpecialty',
  'code',
  'guideline',
  'medicineSystem',
  'recognizingAuthority',
  'study',
]
const allowed: Record<string, string[]> = {
  MedicalClinic: [
    ...organization,
    'openingHoursSpecification',
    'openingHours',
    'geo',
    'hasMap',
    'priceRange',
    'isAcceptingNewPatients',
    'availableService',
    'healthPlanNetworkId',
  ],
  MedicalOrganization: organization,
  Organization: organization,
  PostalAddress: [
    ...thing,
    'streetAddress',
    'addressLocality',
    'addressRegion',
    'postalCode',
    'addressCountry',
    'postOfficeBoxNumber',
  ],
  OpeningHoursSpecification: [...thing, 'dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'],
  Blog: [...creativeWork, 'blogPost'],
  BlogPosting: [...creativeWork, 'articleSection', 'articleBody', 'wordCount'],
  WebPage: webPage,
  MedicalWebPage: [...webPage, 'medicalAudience'],
  Person: [...thing, 'jobTitle', 'affiliation', 'honorificPrefix', 'honorificSuffix', 'worksFor'],
  CreativeWork: creativeWork,
  MedicalCondition: [
    ...medicalEntity,
    'signOrSymptom',
    'possibleTreatment',
    'riskFactor',
    'associatedAnatomy',
    'typicalTest',
  ],
  MedicalSignOrSymptom: [...medicalEntity, 'possibleTreatment', 'signOrSymptom'],
  MedicalTherapy: [...medicalEntity, 'contraindication', 'seriousAdverseOutcome'],
  FAQPage: webPage,
  Question: [...creativeWork, 'acceptedAnswer', 'suggestedAnswer', 'answerCount'],
  Answer: [...creativeWork],
  BreadcrumbList: [...thing, 'itemListElement', 'numberOfItems'],
  ListItem: [...thing, 'position', 'item'],
}

/** Every object with a @type inside `value`, with where it stands. */
function typedObjects(
  value: unknown,
  where: string,
  found: Array<{ where: string; object: Record<string, unknown> }> = [],
) {
  if (Array.isArray(value)) value.forEach((item, index) => typedObjects(item, `${where}[${index}]`, found))
  else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    if (typeof object['@type'] === 'string') found.push({ where, object })
    for (const [key, item] of Object.entries(object)) typedObjects(item, `${where}.${key}`, found)
  }
  return found
}

/** Each property a type does not have, as "where: Type.property". */
function unknownProperties(value: unknown, where: string): string[] {
  return typedObjects(value, where).flatMap(({ where: at, object }) => {
    const type = object['@type'] as string
    const known = allowed[type]
    if (!known) return [`${at}: ${type} is not in the table of types: add its schema.org properties`]
    return Object.keys(object)
      .filter((key) => !known.includes(key))
      .map((key) => `${at}: ${type}.${key}`)
  })
}

describe('the structured data the pages carry', async () => {
  const { site } = await import('../../lib/site')
  const { getCollection } = await import('../../lib/content/collections')
  const { blog, blogPosting } = await import('../../lib/structured-data')
  const { faqStructuredData, routeData } = await import('../../lib/content/route-data')
  const { headTags } = await import('../../renderer/headTags')
  const posts = getCollection('posts', SOURCE_LANGUAGE)
  const conditions = getCollection('conditions', SOURCE_LANGUAGE)

  /** What every page writes, from the site's own content: the institute, the blog, each post, each condition, the questions and a breadcrumb trail. */
  function everything(): Array<[string, unknown]> {
    const conditionHead = (entry: (typeof conditions)[number]) => routeData(entry, { language: SOURCE_LANGUAGE }).head
    const condition = conditionHead(conditions[0])
    const breadcrumbs = headTags({ urlPathname: '/x', data: { head: { ...condition, structuredData: [] } } } as never)
    const ld = Array.from(
      breadcrumbs.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      (match) => JSON.parse(match[1]) as unknown,
    )
    return [
      ['medicalClinic', medicalClinic(site)],
      ['blog', blog(site, posts)],
      ...posts.map((post): [string, unknown] => [
        `blogPosting ${post.id}`,
        blogPosting(site, post, { standalone: true }),
      ]),
      ...conditions.map((entry): [string, unknown] => [`condition ${entry.id}`, conditionHead(entry).structuredData]),
      ['faq', faqStructuredData(getCollection('faqs', SOURCE_LANGUAGE))],
      ['breadcrumbs', ld],
    ]
  }

  it('uses only the properties schema.org defines for each type', () => {
    expect(everything().flatMap(([name, value]) => unknownProperties(value, name))).toEqual([])
  })

  it('a property a type does not have is caught', () => {
    expect(
      unknownProperties(
        { '@type': 'BlogPosting', headline: 'x', reviewedBy: { '@type': 'Person', name: 'y' } },
        'post',
      ),
    ).toEqual(['post: BlogPosting.reviewedBy'])
    expect(unknownProperties({ '@type': 'Recipe' }, 'x')).toEqual([
      'x: Recipe is not in the table of types: add its schema.org properties',
    ])
  })

  it('gives the institute an @id, a picture, its address in parts and its phone in international form, from content/site.yaml', () => {
    const clinic = medicalClinic(site)
    const { contact } = site
    expect(clinic['@id']).toBe(`${site.url.replace(/\/$/, '')}/#organization`)
    expect(clinic.image).toMatch(/^https:\/\//)
    expect(clinic.telephone).toBe(internationalPhone(contact.phone, contact.country))
    expect(clinic.telephone).toMatch(/^\+\d+-\d{3}-\d{3}-\d{4}$/)
    expect(clinic.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: contact.street,
      addressLocality: contact.city,
      addressRegion: contact.region,
      postalCode: contact.postalCode,
      addressCountry: contact.country,
    })
  })

  it("names each post's author (the institute when the post names none), and its reviewer only on the page that carries it", () => {
    const post = posts[0]
    const withoutAuthor = blogPosting(site, { ...post, author: undefined }, { standalone: true })
    expect(withoutAuthor.author).toMatchObject({
      '@id': `${site.url.replace(/\/$/, '')}/#organization`,
      name: site.name,
    })
    const withAuthor = blogPosting(
      site,
      { ...post, author: { name: 'Dr. A. Writer', role: 'Neurologist' } },
      { standalone: true },
    )
    expect(withAuthor.author).toEqual({ '@type': 'Person', name: 'Dr. A. Writer', jobTitle: 'Neurologist' })
    // The review comes from a verified signature (lib/content/reviews-shown.ts), never from the post's own fields.
    const review = {
      reviewedBy: { '@type': 'Person', name: 'Dr. B. Reviewer', jobTitle: 'Neurologist' },
      lastReviewed: '2026-01-02',
    }
    const reviewed = blogPosting(site, post, { standalone: true, review })
    expect(reviewed).not.toHaveProperty('reviewedBy')
    expect(reviewed.mainEntityOfPage).toMatchObject({
      '@type': 'WebPage',
      reviewedBy: { '@type': 'Person', name: 'Dr. B. Reviewer' },
      lastReviewed: '2026-01-02',
    })
    expect(reviewed).toMatchObject({ dateModified: '2026-01-02' })
    expect(blogPosting(site, post, { standalone: true }).mainEntityOfPage).not.toHaveProperty('reviewedBy')
  })
})
