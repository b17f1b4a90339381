/** The references a health page rests on: the sources listed at its end. */
import { z } from 'zod'
import { httpsUrl, text, verbatim } from '../fields'

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
}
