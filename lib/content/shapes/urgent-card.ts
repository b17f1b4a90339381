/** The urgent-help card: the signs that need emergency care now, and what to do first. */
import { z } from 'zod'
import { prose, text } from '../fields'
import { signs } from './signs'

/** What a reader must do at once when a condition turns into an emergency: the card near the top of every condition page. */
export const urgentHelpSchema = z
  .object({
    title: text(
      'The card\'s heading, shown with a warning sign: what to do first, with the number to call (e.g. "Call 911 if you notice any of these signs").',
    ),
    signs: signs(
      'The signs that need emergency help now, a few words each (e.g. "A sudden, severe headache"); shown as a list.',
    ),
    action: prose(
      text(
        'One or two short sentences on what to do, starting with the first step (e.g. "Call 911 right away. Do not drive yourself to the hospital."). A link that dials 911 follows it.',
      ),
    ),
    crisis: prose(
      text(
        'Only where it fits: one sentence that points to the suicide and crisis line (e.g. "If you have thoughts of suicide, call or text 988."). A link that dials 988 follows it. Leave out otherwise.',
      ).optional(),
    ),
  })
  .strict()
  .describe(
    'The urgent-help card, in the page\'s "When to get help" section after its first section: the signs that need emergency care and what to do first.',
  )
