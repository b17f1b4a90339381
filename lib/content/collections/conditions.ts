import { z } from 'zod'
import { defineCollection } from './record'
import { draft, exactly, notClinical, pageHead, prose, reviewAssignment, text, verbatim } from '../fields'
import { reviewRecord } from '../shapes/review-record'
import { urgentHelpSchema } from '../shapes/urgent-card'
import { sameDayHelpSchema } from '../shapes/same-day-card'

/** The names a condition's icon may take; each has its own picture and colour. */
export const conditionIconNames = [
  'memory',
  'parkinsons',
  'activity',
  'stroke',
  'sleep',
  'brain',
  'neuropathy',
  'tremor',
  'virus',
  'ms',
  'concussion',
] as const

export const conditionSchema = z
  .object({
    draft,
    name: text("The condition's name, as the card, the menu and the page heading show it."),
    order: notClinical(z.number().int().positive().describe('Position in the conditions list: 1 comes first.')),
    layout: verbatim(
      notClinical(
        z
          .enum(['generic', 'bespoke'])
          .default('generic')
          .describe(
            '"generic": the page is built from these fields and the body is the long description. "bespoke": the body is the whole page, written with components.',
          ),
      ),
    ),
    title: text(
      'The page\'s title in the browser tab and in search results, when it is not the name; the tab adds " | <the institute\'s name>".',
    ).optional(),
    description: pageHead.description,
    shortDescription: prose(text("One or two sentences shown on the condition's card and under the page heading.")),
    iconName: verbatim(
      notClinical(
        z
          .enum(conditionIconNames)
          .describe(`The icon shown with the condition: one of ${conditionIconNames.join(', ')}.`),
      ),
    ),
    iconImage: verbatim(
      notClinical(
        z
          .string()
          .regex(
            /^\/images\/[^\s]+\.(svg|png|webp)$/,
            'expected a picture in public/images, written like /images/conditions/headache.svg',
          )
          .optional()
          .describe(
            'A picture from public/images shown instead of the icon (e.g. /images/conditions/headache.svg). Leave out to show the icon.',
          ),
      ),
    ),
    symptoms: prose(exactly(5, 'Exactly five common symptoms, a few words each.')),
    treatments: prose(exactly(5, 'Exactly five treatment approaches, a few words each.')),
    urgent: urgentHelpSchema,
    sameDay: sameDayHelpSchema.optional(),
    ...reviewAssignment,
    ...reviewRecord,
  })
  .strict()
  .describe(
    'One condition the clinic treats; the file name is its id and its address (/conditions/<id>). Adding a file adds the card to the list and the page.',
  )

export default defineCollection({
  folder: 'conditions',
  schema: conditionSchema,
  example: {
    name: 'Tremor',
    order: 8,
    description:
      'Tremor is shaking you cannot control. Learn the causes, the tests we use and the treatments that help.',
    shortDescription: 'Shaking of the hands, head or voice that you cannot control.',
    iconName: 'tremor',
    symptoms: ['Shaking hands', 'Head nodding', 'Shaky voice', 'Trouble writing', 'Worse with stress'],
    treatments: [
      'Medication',
      'Occupational therapy',
      'Botulinum toxin injections',
      'Deep brain stimulation',
      'Focused ultrasound',
    ],
    urgent: {
      title: 'Call 911 if a tremor comes with any of these signs',
      signs: ['Sudden weakness on one side'],
      action: 'Call 911 right away.',
    },
    clinicalTopic: 'movement',
    reviewer: 'marcus-chen',
    sources: [{ title: 'Tremor Fact Sheet', url: 'https://www.ninds.nih.gov/health-information/disorders/tremor' }],
  },
  // Its own title when it gives one, else its name.
  title: (data: { title?: string; name: string }) => data.title ?? data.name,
  address: '/conditions/:id',
  // The conditions list shows its card, and every page's menus its name.
  shownOn: { lists: ['/conditions'], everyPageWhenChanged: 'name' },
})
