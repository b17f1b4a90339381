import { z } from 'zod'
import { defineCollection } from './record'
import { draft, order, prose, text, verbatim } from '../fields'
import { picture } from '../shapes/picture'

export const videoSchema = z
  .object({
    draft,
    title: text("The video's title."),
    order,
    duration: verbatim(
      z
        .string()
        .regex(/^\d{1,2}:[0-5]\d$/, 'expected minutes and seconds like 12:45')
        .describe('How long the video runs, in minutes and seconds (e.g. 12:45).'),
    ),
    description: prose(text('One sentence on what the video covers.')),
    ...picture,
  })
  .strict()
  .describe("One video shown on the Resources page's Videos tab.")

export default defineCollection({
  folder: 'videos',
  schema: videoSchema,
  example: {
    title: 'Exercise for Brain Health',
    order: 6,
    duration: '14:30',
    description: 'How moderate exercise each week supports your brain.',
    image: '/images/video-exercise-for-brain-health.svg',
    imageAlt: 'Video thumbnail with a play symbol',
  },
  // Shown inside pages by their parts: a change may alter any page made from a page file.
  shownOn: { everyPageFile: true },
})
