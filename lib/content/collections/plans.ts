import { z } from 'zod'
import { defineCollection } from './record'
import { draft, list, order, prose, text, verbatim } from '../fields'

export const planSchema = z
  .object({
    draft,
    name: text("The plan's name."),
    order,
    price: verbatim(
      z
        .string()
        .regex(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/, 'expected a price in dollars like $199 or $1,499')
        .describe('The price in dollars, written like $1,499.'),
    ),
    period: text('How often the price is paid, as shown after it (e.g. "one-time", "/month", "annual").'),
    badge: text('A short mark that makes the plan stand out (e.g. "Popular"); leave out for none.').optional(),
    summary: prose(text('One sentence on who the plan is for.')),
    features: prose(list('What the plan includes, a few words each.')),
    buttonLabel: text("The words of the plan's booking button."),
  })
  .strict()
  .describe('One price plan on the Pricing page; its button is the booking link.')

export default defineCollection({
  folder: 'plans',
  schema: planSchema,
  example: {
    name: 'Comprehensive Program',
    order: 3,
    price: '$1,499',
    period: 'annual',
    summary: 'For people with a long-term condition who want a full year of care in one plan.',
    features: ['Initial consultation included', 'Quarterly in-person visits'],
    buttonLabel: 'Join the Program',
  },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
