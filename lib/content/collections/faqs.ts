import { z } from 'zod'
import { defineCollection } from './record'
import { draft, marked, optionalReviewAssignment, order, prose, text, verbatim } from '../fields'
import { reviewRecord } from '../shapes/review-record'

const faqGroups = ['resources', 'contact', 'assessments'] as const

export const faqSchema = z
  .object({
    draft,
    group: verbatim(z.enum(faqGroups).describe(`The page whose questions this belongs to: ${faqGroups.join(', ')}.`)),
    order,
    question: prose(text('The question, as a visitor would ask it.')),
    answer: marked(prose(text('The answer, in plain words.'))),
    ...optionalReviewAssignment,
    evidence: reviewRecord.evidence,
  })
  .strict()
  .describe(
    'One frequently asked question with its answer; group says which page shows it (the Resources FAQ uses the ids faq-1 to faq-5).',
  )

export default defineCollection({
  folder: 'faqs',
  schema: faqSchema,
  example: {
    group: 'resources',
    order: 1,
    question: 'Do I need a referral?',
    answer: 'No. You can book a first visit without one.',
  },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
