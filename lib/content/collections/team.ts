import { z } from 'zod'
import { defineCollection } from './record'
import { clinicalTopics, draft, isoDate, notClinical, order, prose, text, verbatim } from '../fields'
import { pictureFile, pictureFocus } from '../shapes/picture'
import { PHOTOGRAPH } from '../../pictures'

/** A clinician's review block: what they may review and the keys they sign with. */
export const reviewBlock = z
  .object({
    credentials: text(
      'The qualifications shown after "Reviewed by" and in search engines\' data (e.g. "MD, board-certified neurologist").',
    ),
    topics: verbatim(
      z
        .array(z.enum(clinicalTopics))
        .min(1, 'must list at least one topic')
        .describe(
          `The clinical areas this clinician may review, from ${clinicalTopics.join(', ')}; the check refuses them as reviewer of a page of another area.`,
        ),
    ),
    keys: verbatim(
      z
        .array(
          z
            .object({
              key: z
                .string()
                .trim()
                .regex(
                  /^ssh-ed25519 [A-Za-z0-9+/]+={0,2}( .*)?$/,
                  'expected an SSH ed25519 public key, the one line of ~/.ssh/id_ed25519.pub: ssh-ed25519 AAAA… name@example',
                )
                .describe("The public key, the one line of the clinician's ~/.ssh/id_ed25519.pub (ssh-ed25519 AAAA…)."),
              from: isoDate('The first day signatures with this key count (YYYY-MM-DD).'),
              until: isoDate(
                'The last day signatures with this key count (YYYY-MM-DD), once the key is retired or lost; leave out while it is in use.',
              ).optional(),
            })
            .strict(),
        )
        .default([])
        .describe(
          'The public keys the clinician signs reviews with. Add a key in a change of its own, merged before any signature made with it.',
        ),
    ),
  })
  .strict()

export const teamMemberSchema = z
  .object({
    draft,
    name: text('The person\'s name with titles, as shown on the card (e.g. "Dr. Elena Ruiz, MD").'),
    role: text("The person's role at the institute."),
    order,
    // A photograph, when the clinic has one with the person's consent; until then the card shows their initials.
    image: pictureFile(
      "The person's photograph, a file in public/images (e.g. /images/team/elena-ruiz.jpg), taken with their consent. Leave out until there is one: the card shows the person's initials.",
    ).optional(),
    imageAlt: text(
      'Who the photograph shows, in a short sentence for visitors who cannot see it (with image).',
    ).optional(),
    imageFocus: pictureFocus,
    imageConsent: verbatim(
      notClinical(
        isoDate(
          'The day the person agreed in writing to their photograph being on the site (YYYY-MM-DD), as the clinic keeps that agreement (with image).',
        ),
      ),
    ).optional(),
    bio: prose(text('Two or three sentences about the person, on their card and at the top of their profile.')),
    languages: verbatim(
      z
        .array(text('A language, in its own name (e.g. Español).'))
        .min(1, 'list at least one language, or leave the field out')
        .optional()
        .describe(
          'The languages the person sees patients in, as their profile lists them (e.g. [English, Español]). Leave out until the clinic has confirmed them.',
        ),
    ),
    review: reviewBlock
      .optional()
      .describe(
        'Only for a clinician who reviews health pages: credentials, the areas they may review and their signing keys (WRITING.md, "Clinical review").',
      ),
  })
  .strict()
  .superRefine((member, ctx) => {
    if (member.image && !member.imageAlt)
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message:
          'a photograph needs imageAlt: a short sentence saying who it shows (e.g. "Dr. Elena Ruiz in her clinic room")',
      })
    // A drawing that stands in for a photograph shows no one; a photograph of a person is published only with their agreement.
    if (member.image && PHOTOGRAPH.test(member.image) && !member.imageConsent)
      ctx.addIssue({
        code: 'custom',
        path: ['image'],
        message:
          'a photograph of a person needs imageConsent: the day they agreed in writing to its being on the site, written YYYY-MM-DD (e.g. imageConsent: 2026-11-20)',
      })
  })
  .describe(
    "One person on the About page's team; the file name is their id, and their profile is at /about/team/<id>. The body, in Markdown, is the rest of their profile (training, how they work).",
  )

export default defineCollection({
  folder: 'team',
  schema: teamMemberSchema,
  example: {
    name: 'Dr. Daniel Okafor, MD',
    role: 'Cognitive and Behavioral Neurologist',
    order: 4,
    bio: 'Dr. Okafor finds the causes of memory loss and treats them.',
  },
  title: (data: { name: string; role: string }) => `${data.name}, ${data.role}`,
  description: (data: { bio: string }) => data.bio,
  // Each person's profile, which their card's "View Profile" opens.
  address: '/about/team/:id',
  // A card's portrait (a phone's or small tablet's width, in one column), and the profile's beside its name.
  picture: { width: 720, height: 540 },
  // About's team cards link to each profile; the cards are a part a page file may place anywhere.
  shownOn: { lists: ['/about'], everyPageFile: true },
})
