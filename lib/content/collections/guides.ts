import { z } from 'zod'
import { defineCollection } from './record'
import { draft, httpsUrl, pageHead, prose, reviewAssignment, text, verbatim } from '../fields'
import { urgentHelpSchema } from '../shapes/urgent-card'
import { sameDayHelpSchema } from '../shapes/same-day-card'
import { reviewRecord } from '../shapes/review-record'

/** The Education lists whose topics may be guides; a guide of topic "diagnostics" is at /resources/diagnostics/<id>. */
const guideTopics = ['conditions', 'diagnostics', 'treatments'] as const

export const guideSchema = z
  .object({
    draft,
    title: text('The guide\'s name, as its page heading shows it (e.g. "EEG (Electroencephalogram)").'),
    topic: z
      .enum(guideTopics)
      .describe(
        `The Education list the guide belongs to, one of ${guideTopics.join(', ')}: the guide is at /resources/<topic>/<file name>, the address that list's topic links to.`,
      ),
    description: pageHead.description,
    summary: prose(text('One or two sentences under the page heading: what the reader learns here.')),
    urgent: urgentHelpSchema
      .optional()
      .describe(
        'The urgent-help card, shown near the top when the guide names signs that need emergency care (as on condition pages). Leave out when it names none.',
      ),
    sameDay: sameDayHelpSchema
      .optional()
      .describe(
        'The same-day card, shown after the urgent-help card when the guide names signs that need a doctor today (as on condition pages). Leave out when it names none.',
      ),
    ...reviewAssignment,
    sources: verbatim(
      z
        .array(
          z
            .object({
              title: text("The reference's title as the reader will see it."),
              url: httpsUrl("The reference's https address."),
            })
            .strict(),
        )
        .superRefine((sources, ctx) => {
          if (sources.length === 0)
            ctx.addIssue({
              code: 'custom',
              message: 'must list at least one source: a guide rests on published references',
            })
        })
        .describe("The references the guide's facts rest on, each with title and url."),
    ),
    evidence: reviewRecord.evidence,
  })
  .strict()
  .describe(
    "One patient-education guide for a topic of the Resources page's Education tab that has no condition page: its file name is the topic as a slug and its address /resources/<topic>/<file name>. Health information: it names its reviewer and sources.",
  )

export default defineCollection({
  folder: 'guides',
  schema: guideSchema,
  example: {
    title: "ALS (Lou Gehrig's Disease)",
    topic: 'conditions',
    description: 'What ALS is, its early signs, and how a care team helps.',
    summary: 'ALS slowly weakens the muscles. Care from a team can help people live better for longer.',
    clinicalTopic: 'general-neurology',
    reviewer: 'elena-ruiz',
    sources: [
      {
        title: 'NINDS: Amyotrophic Lateral Sclerosis (ALS)',
        url: 'https://www.ninds.nih.gov/health-information/disorders/amyotrophic-lateral-sclerosis-als',
      },
    ],
  },
  title: (data: { title: string }) => data.title,
  // A guide's address follows its topic (/resources/diagnostics/<id>); unknown until the topic is given.
  address: '/resources/:topic/:id',
  shownOn: { everyPageFile: true },
})
