import { z } from 'zod'
import { defineCollection } from './record'
import { draft, list, order, text, verbatim } from '../fields'

const educationListSchema = z
  .object({
    draft,
    heading: text('The heading of the list on the Education tab (e.g. "Conditions").'),
    order,
    basePath: verbatim(
      z
        .string()
        .regex(/^\/resources\/[a-z]+$/, 'expected a path like /resources/conditions')
        .describe("Where the topics' pages live; each topic links to <basePath>/<topic as a slug>."),
    ),
    items: list('The topics, by name; each links to its own page.'),
  })
  .strict()
  .describe("One list of topics on the Resources page's Education tab (conditions, diagnostics or treatments).")

export default defineCollection({
  folder: 'education',
  schema: educationListSchema,
  example: { heading: 'Conditions', order: 1, basePath: '/resources/conditions', items: ['Epilepsy', 'Migraine'] },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
