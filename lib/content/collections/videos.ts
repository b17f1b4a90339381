import { z } from 'zod'
import { defineCollection } from './record'
import { draft, httpsUrl, notClinical, order, prose, text, verbatim } from '../fields'
import { picture } from '../shapes/picture'

/** A file in public/videos, named as the site serves it. */
const videoFile = (pattern: RegExp, example: string, description: string) =>
  verbatim(
    notClinical(
      z.string().regex(pattern, `expected a file in public/videos, written like ${example}`).describe(description),
    ),
  )

const RECORDING_FILE = /^\/videos\/([a-z0-9-]+\/)*[a-z0-9-]+\.(mp4|webm)$/

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
    // One text checked by its first character, so a writer's slip gets the message of the form they meant.
    recording: verbatim(
      notClinical(
        z
          .string()
          .superRefine((value, context) => {
            const message = value.startsWith('/')
              ? !RECORDING_FILE.test(value) &&
                'expected a file in public/videos (MP4 or WebM), written like /videos/managing-migraine.mp4'
              : !httpsUrl('').safeParse(value).success &&
                'expected a file in public/videos (/videos/managing-migraine.mp4) or the https:// address where the clinic publishes the video'
            if (message) context.addIssue({ code: 'custom', message })
          })
          .describe(
            "The recording: a file in public/videos (MP4 or WebM), played on the video's page with its captions, or the https:// address where the clinic publishes it (its video channel). Until there is one, the page says the recording is not published yet.",
          ),
      ),
    ).optional(),
    captions: videoFile(
      /^\/videos\/([a-z0-9-]+\/)*[a-z0-9-]+\.vtt$/,
      '/videos/managing-migraine.vtt',
      "The recording's captions, a WebVTT file in public/videos: needed with a recording file.",
    ).optional(),
    ...picture,
  })
  .strict()
  .superRefine((video, context) => {
    if (video.recording?.startsWith('/') && !video.captions)
      context.addIssue({
        code: 'custom',
        path: ['recording'],
        message: `a recording file needs its captions, for visitors who cannot hear it: add captions: /videos/<name>.vtt (WRITING.md, "A video's recording")`,
      })
    if (video.captions && !video.recording?.startsWith('/'))
      context.addIssue({
        code: 'custom',
        path: ['captions'],
        message:
          'captions go with a recording file in public/videos: add recording: /videos/<name>.mp4, or remove the captions',
      })
  })
  .describe(
    "One video shown on the Resources page's Videos tab, whose Watch Video opens its page at /resources/videos/<id>. The body, in Markdown, is the video's transcript, shown under it.",
  )

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
  title: (data: { title: string }) => data.title,
  // Each video's page, which its card's "Watch Video" opens.
  address: '/resources/videos/:id',
  // Its card (a phone's or small tablet's width, in one column), and its page before the recording plays.
  picture: { width: 720, height: 405 },
  // The Videos tab of Resources links to each; the cards are a part a page file may place anywhere.
  shownOn: { lists: ['/resources'], everyPageFile: true },
})
