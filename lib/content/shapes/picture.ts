/** A picture from public/images with its description, as entries with a picture carry it. */
import { z } from 'zod'
import { notClinical, text, verbatim } from '../fields'
import { FOCUS_POINTS } from '../../pictures'

/** A picture file's address in public/images, described for the field that holds it. */
export const pictureFile = (description: string) =>
  verbatim(
    notClinical(
      z
        .string()
        .regex(
          /^\/images\/([a-z0-9-]+\/)*[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/,
          'expected a picture in public/images, written like /images/team-elena-ruiz.jpg or /images/team/elena-ruiz.jpg',
        )
        .describe(description),
    ),
  )

/** Where a photograph's subject is: the part the build keeps when it cuts the photograph to its place's shape (lib/pictures.ts). */
export const pictureFocus = verbatim(
  notClinical(
    z
      .enum(FOCUS_POINTS)
      .describe(
        `Where the photograph's subject is, kept in view when the site cuts it to its place's shape: ${FOCUS_POINTS.join(', ')}. Leave out for the centre; a portrait whose face is near the top takes top.`,
      ),
  ),
).optional()

export const picture = {
  image: pictureFile('The picture, a file in public/images or a folder of it (e.g. /images/service-memory.svg).'),
  imageAlt: text('What the picture shows, in a short sentence for visitors who cannot see it.'),
  imageFocus: pictureFocus,
}
