import { z } from 'zod'
import { defineCollection } from './record'
import { draft, marked, notClinical, order, prose, reviewAssignment, text, verbatim } from '../fields'
import { reviewRecord } from '../shapes/review-record'

const assessmentIconTypes = ['Brain', 'Dna', 'Microscope', 'ChartBar'] as const

export const assessmentSchema = z
  .object({
    draft,
    title: text('The category\'s name, as its tab shows it (e.g. "Cognitive Tests").'),
    order,
    iconType: verbatim(
      notClinical(
        z
          .enum(assessmentIconTypes)
          .default('Brain')
          .describe(`The icon on the category's tab: one of ${assessmentIconTypes.join(', ')}; Brain when left out.`),
      ),
    ),
    description: marked(prose(text('One or two sentences on what this kind of assessment is.'))),
    tools: z
      .array(
        z
          .object({
            name: marked(text('The test\'s name (e.g. "APOE genotyping").')),
            measures: marked(prose(text('What the test measures, in plain words.'))),
            examples: marked(
              text(
                'Named examples of the test; leave out when there are none. The Examples column shows only when some tool has examples.',
              ).optional(),
            ),
          })
          .strict(),
      )
      .min(1, 'must list at least one tool')
      .describe('The tests in this category, one row of the table each.'),
    insight: marked(prose(text('Why this category matters to a patient; shown under "Why it matters".'))),
    ...reviewAssignment,
    ...reviewRecord,
  })
  .strict()
  .describe(
    "One category of neurological assessment; the file name is its id and its tab's anchor (/neurological-assessments#<id>). Health information: it records who reviewed it.",
  )

export default defineCollection({
  folder: 'assessments',
  schema: assessmentSchema,
  example: {
    title: 'Blood-Based Biomarkers',
    order: 3,
    description: 'Blood tests that measure proteins linked to brain conditions.',
    tools: [{ name: 'Neurofilament light', measures: 'A protein released when nerve cells are damaged' }],
    insight: 'A blood draw is quicker and easier than a scan.',
    clinicalTopic: 'memory-and-thinking',
    reviewer: 'daniel-okafor',
  },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
