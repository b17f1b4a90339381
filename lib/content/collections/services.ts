import { z } from 'zod'
import { defineCollection } from './record'
import { draft, list, marked, order, prose, reviewAssignment, text } from '../fields'
import { reviewRecord } from '../shapes/review-record'
import { picture } from '../shapes/picture'

const serviceSchema = z
  .object({
    draft,
    title: text("The service's name, as its card and its programme tab show it."),
    order,
    tabLabel: text('The short name on the service\'s programme tab (e.g. "Memory").'),
    description: marked(prose(text("One or two sentences on the service's card."))),
    ...picture,
    features: marked(prose(list('What the service includes, a few words each; shown as a checklist.'))),
    longDescription: marked(prose(text('A paragraph that explains the programme in full; shown in its tab.'))),
    sources: reviewRecord.sources.describe(
      "The references the service's health claims rest on, each with title and url; listed under its tab.",
    ),
    evidence: reviewRecord.evidence,
    ...reviewAssignment,
  })
  .strict()
  .describe(
    'One service the clinic offers; the file name is its id and the anchor of its programme tab on the Services page (/services#<id>).',
  )

export default defineCollection({
  folder: 'services',
  schema: serviceSchema,
  example: {
    title: 'Comprehensive Neurological Consultations',
    order: 1,
    tabLabel: 'Consultations',
    description: 'A thorough first visit with a neurologist to find the cause of your symptoms.',
    image: '/images/service-consultations.svg',
    imageAlt: 'Illustration of a clipboard with a visit checklist',
    features: ['Detailed neurological examination', 'Personal treatment plan'],
    longDescription:
      'Your first consultation lasts 60 to 90 minutes. A neurologist listens to your story and examines you.',
    clinicalTopic: 'general-neurology',
    reviewer: 'elena-ruiz',
  },
  // Its card (a phone's or small tablet's width, in one column), and beside its programme tab.
  picture: { width: 720, height: 432 },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
