/** The references a health page rests on: the sources listed at its end, and the guidelines and reports it follows. */
import { z } from 'zod'
import { httpsUrl, notClinical, text, verbatim } from '../fields'

/** The references a health page rests on. */
export const reviewRecord = {
  sources: verbatim(
    z
      .array(
        z
          .object({
            title: text("The reference's title as the reader will see it."),
            url: httpsUrl("The reference's https address."),
          })
          .strict(),
      )
      .default([])
      .describe("The references the page's facts rest on, each with title and url."),
  ),
  /**
   * The page's evidence log, for the clinic and not shown to readers: each guideline or report the
   * page follows, by the name content/site.yaml's `evidence` lists it under and the year of its edition.
   * The check warns when an edition is older than the schedule site.yaml gives it (lib/content/evidence.ts).
   */
  evidence: notClinical(
    verbatim(
      z
        .array(
          z
            .object({
              name: text(
                "The guideline or report, exactly as content/site.yaml's evidence list names it (e.g. Alzheimer's Association: Alzheimer's Disease Facts and Figures).",
              ),
              year: z
                .number()
                .int('expected a year such as 2025')
                .min(1900, 'expected a year such as 2025')
                .max(2100, 'expected a year such as 2025')
                .describe('The year of the edition the page follows.'),
            })
            .strict(),
        )
        .optional()
        .describe(
          "The guidelines and reports the page follows, each with the year of its edition: its evidence log, not shown to readers. The check warns once a newer edition is due (content/site.yaml's evidence), and npm run review status lists pages by the guideline they follow. Leave out on a page that follows no named guideline or report.",
        ),
    ),
  ),
}
