import { z } from 'zod'
import { defineCollection } from './record'
import { slugify } from '../../slug'
import { draft, isoDate, optionalReviewAssignment, prose, text } from '../fields'
import { reviewRecord } from '../shapes/review-record'
import { picture } from '../shapes/picture'

export const postSchema = z
  .object({
    draft,
    title: text("The post's title; its address is made from it (/resources/blog/<title as a slug>)."),
    excerpt: prose(text('One or two sentences that tell what the post is about.')),
    date: isoDate('The day the post was published (YYYY-MM-DD).'),
    category: text('The post\'s topic, shown as a tag (e.g. "Brain Health").'),
    ...picture,
    author: z
      .object({
        name: text('The writer, as search engines should name them (e.g. "Dr. Marcus Chen, MD").'),
        role: text('The writer\'s role (e.g. "Neurologist").').optional(),
      })
      .strict()
      .optional()
      .describe(
        'Who wrote the post, for search engines. Leave it out when the institute wrote it: search engines then name the institute.',
      ),
    ...optionalReviewAssignment,
    sources: reviewRecord.sources,
    evidence: reviewRecord.evidence,
  })
  .strict()
  .describe(
    "One blog post: a card on the Resources page's Blog tab, newest first, and its own page. A post that gives health information records who reviewed it and its sources.",
  )

/** Where posts are published: the slug of the address is made from the title. */
const POST_PATTERN = '/resources/blog/:slug'

/** A post's address comes from its title: /resources/blog/<title as a slug>. */
export function postAddress(title: string): string {
  return POST_PATTERN.replace(':slug', slugify(title))
}

export default defineCollection({
  folder: 'posts',
  schema: postSchema,
  example: {
    title: 'Five Everyday Habits for a Healthier Brain',
    excerpt: 'Regular exercise, good sleep and staying social may help keep your brain healthy.',
    date: '2026-10-28',
    category: 'Brain Health',
    image: '/images/blog-five-habits-for-a-healthy-brain.svg',
    imageAlt: 'Illustration of a check mark on a round shape',
  },
  title: (data: { title: string }) => data.title,
  description: (data: { excerpt: string }) => data.excerpt,
  // Unknown until the post has a title (a file being written, or one a branch adds, read where it was not).
  address: { pattern: POST_PATTERN, from: { slug: { field: 'title', value: slugify } } },
  // Across the top of the post's page; smaller on its card.
  picture: { width: 768, height: 432 },
  // The Blog tab shows its card, and the posts beside it link to it.
  shownOn: { lists: ['/resources'], allPosts: true },
})
