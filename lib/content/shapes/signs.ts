/** A care card's signs (the urgent-help and the same-day cards): a short list, a few words each. */
import { z } from 'zod'
import { prose } from '../fields'

/** The card's list of signs, `description` saying which signs: one at least, eight at most, so the card reads at a glance. */
export const signs = (description: string) =>
  prose(
    z
      .array(z.string().trim().min(1, 'must not be empty'))
      .superRefine((listed, ctx) => {
        if (listed.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one sign' })
        if (listed.length > 8)
          ctx.addIssue({
            code: 'custom',
            message: `expected at most 8 signs, got ${listed.length}: keep the card short enough to read at a glance`,
          })
      })
      .describe(description),
  )
