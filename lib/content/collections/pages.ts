import { z } from 'zod'
import { defineCollection } from './record'
import { draft, pageHead, reviewAssignment } from '../fields'
import { reviewRecord } from '../shapes/review-record'

const pageSchema = z
  .object({
    ...pageHead,
    draft,
    // A getter: the shape of a source is declared with the review record, below.
    get sources() {
      return reviewRecord.sources.describe(
        'The references the health claims of the page rest on, each with title and url; listed under "Sources" at the end of the page. Leave out on a page that makes no health claim.',
      )
    },
    get evidence() {
      return reviewRecord.evidence
    },
    clinicalTopic: reviewAssignment.clinicalTopic.optional(),
    reviewer: reviewAssignment.reviewer,
  })
  .strict()
  .describe(
    'One page of the site at its path: content/pages/privacy.mdx is /privacy, content/pages/partners/hospitals.mdx is /partners/hospitals; home.mdx is the home page (/), and not-found.mdx and error.mdx are shown when a page is missing or fails. The body is the page itself, written in Markdown with components.',
  )

/** Page files that are not addresses of their own: the home page is "/", the other two are shown by the error route. */
const SPECIAL_PAGES: Record<string, string | null> = { home: '/', 'not-found': null, error: null }

export default defineCollection({
  folder: 'pages',
  schema: pageSchema,
  example: {
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your information.',
  },
  title: (data: { title: string }) => data.title,
  // Any address no other collection's pattern claims is a page file's.
  address: { pattern: '/:id*', except: SPECIAL_PAGES },
  shownOn: {},
})
