/** The same-day card: signs that need a doctor today, not an ambulance. */
import { z } from 'zod'
import { prose, text } from '../fields'
import { signs } from './signs'

/** The middle of the three levels of care advice: signs that need a doctor today, not an ambulance. */
export const sameDayHelpSchema = z
  .object({
    title: text(
      'The card\'s heading: when to call the same day (e.g. "Call us today if you notice any of these signs").',
    ),
    signs: signs(
      'The signs that need a doctor the same day, but not 911, a few words each (e.g. "An MS relapse: new symptoms that last more than a day"); shown as a list.',
    ),
    action: prose(
      text(
        'One or two short sentences on what to do today (e.g. "Call us today. Do not wait for your next visit."). The card adds a link that dials our phone number, our opening hours, and what to do when we are closed (content/site.yaml: contact.afterHoursPhone, or labels.sameDayNoAfterHours when the clinic has no after-hours line): do not promise an after-hours line here.',
      ),
    ),
  })
  .strict()
  .describe(
    'The same-day card, shown right after the urgent-help card: signs that need a call to us (or, when we are closed, to an after-hours line) today. Leave out where no sign calls for it.',
  )
