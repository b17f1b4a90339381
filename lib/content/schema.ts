/**
 * The shape of every content file. Each field's description speaks to the writer: it is shown
 * in build errors and in the writing guide, so say what the field means on the site. The MDX
 * collections' shapes live in their records (lib/content/collections/<name>.ts); this module holds
 * the data files' (site.yaml, navigation.yaml ...) and gives every shape by name.
 */
import { z } from 'zod'
import { termKey } from './glossary'
import { styleSchema } from './style'
import { dialled, email, href, httpsUrl, shownPhone, text, verbatim } from './fields'
import { link } from './shapes/link'
import { records, type CollectionName } from './records'
import { conditionIconNames, conditionSchema } from './collections/conditions'
import { teamMemberSchema } from './collections/team'
import { faqSchema } from './collections/faqs'
import { postSchema } from './collections/posts'
import { videoSchema } from './collections/videos'
import { planSchema } from './collections/plans'
import { assessmentSchema } from './collections/assessments'
import { guideSchema } from './collections/guides'
import { urgentHelpSchema } from './shapes/urgent-card'
import { sameDayHelpSchema } from './shapes/same-day-card'

export { clinicalTopics, isClinicalField } from './fields'
export { urgentHelpSchema, sameDayHelpSchema, conditionIconNames }
export {
  conditionSchema,
  teamMemberSchema,
  faqSchema,
  postSchema,
  videoSchema,
  planSchema,
  assessmentSchema,
  guideSchema,
}
export type { CollectionName }

/** Which schema checks which file of a collection, by folder (from the collections' records, lib/content/records.ts). */
export const collections = Object.fromEntries(
  Object.entries(records).map(([name, record]) => [name, record.schema]),
) as { [N in CollectionName]: (typeof records)[N]['schema'] }

const navItem = z.union([
  link,
  z
    .object({
      label: text('The words of the menu button.'),
      items: z.array(link).min(1).describe('The links inside the menu.'),
    })
    .strict(),
])

export const navigationSchema = z
  .object({
    header: z.array(navItem).min(1).describe("The header's links and menus, in order."),
    footer: z
      .object({
        groups: z
          .array(z.object({ title: text('The column heading.'), links: z.array(link).min(1) }).strict())
          .describe("The footer's link columns."),
        legal: z.array(link).describe('The small links under the copyright line.'),
      })
      .strict(),
  })
  .strict()
  .describe(
    "The header's menus and the footer's link columns. A menu entry has either href (a link) or items (a dropdown).",
  )

const socialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const

/** Where the contact and newsletter forms deliver, and the words they say about it (lib/forms.ts). */
const formsSchema = z
  .object({
    contactEndpoint: httpsUrl(
      "Where the contact form sends each message when the site is on a static host: the address your form service gives you (Formspree, Netlify Forms, Basin …). It must answer a browser's post from this site (CORS). Leave it out and the form posts to the site's own server, which npm start runs and which keeps each message (npm run inbox). CONTACT_ENDPOINT at build time overrides it.",
    ).optional(),
    newsletterEndpoint: httpsUrl(
      "Where the newsletter form sends each e-mail address to sign up, when the site is on a static host. Leave it out and the form posts to the site's own server, as the contact form does. NEWSLETTER_ENDPOINT at build time overrides it.",
    ).optional(),
    retentionDays: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .optional()
      .describe(
        "How many days the site's own server keeps a message once staff have marked it handled (npm run inbox handled); 90 when left out. Messages are health information: keep them no longer than the clinic needs.",
      ),
    encoding: z
      .enum(['form', 'json'])
      .optional()
      .describe(
        'How the page sends the words when it posts them itself: form (the default; what form services and static hosts read) or json (for an endpoint that asks for JSON).',
      ),
    labels: z
      .object({
        beforeSending: text(
          "The line above the contact form's button: no emergencies, no detailed medical information. {emergency} becomes the emergency number.",
        ),
        sending: text('Said on the button while a message is on its way.'),
        contactFailed: text(
          "Shown in the contact form when a message could not be sent; the words stay in the fields. {phone} becomes the clinic's phone number.",
        ),
        newsletterSent: text('Shown under the newsletter form once the sign-up is accepted.'),
        newsletterFailed: text(
          "Shown under the newsletter form when the sign-up could not be sent. {phone} becomes the clinic's phone number.",
        ),
        honeypot: text(
          'The label of a field hidden from visitors that only robots fill in; a message with it filled is dropped.',
        ),
      })
      .strict()
      .describe('Words of the contact and newsletter forms.'),
  })
  .strict()
  .describe('Where the contact and newsletter forms deliver, and what they say about it.')

/** The one emergency line: shown on every page that leads to booking and in the footer. */
const emergencyLine = text(
  'The one short line on every page that leads to booking and in the footer: the emergency number, the crisis line and not to book online for urgent symptoms. {emergency} and {crisis} become links that dial phone and crisisPhone; both must be there.',
).superRefine((value, ctx) => {
  for (const key of ['{emergency}', '{crisis}'])
    if (!value.includes(key))
      ctx.addIssue({ code: 'custom', message: `must hold ${key}: it becomes the link that dials the number` })
})

/** How the site's health information is made, and how a reader reports a mistake on a page. */
const editorialSchema = z
  .object({
    policy: z
      .object({
        label: text(
          'The link beside every review record to the editorial policy (e.g. "How we make our health information").',
        ),
        href: href('The address of the editorial policy page (e.g. /health-information).'),
      })
      .strict()
      .describe('The link to the page that says how health pages are written, reviewed and updated.'),
    reportEmail: email('The content team\'s e-mail address: the "Report a problem with this page" link writes to it.'),
    reportLabel: text(
      'The link beside every review record that opens an e-mail to the content team (e.g. "Report a problem with this page").',
    ),
    reportSubject: text("The e-mail's subject; {title} becomes the page's title."),
    reportBody: text("The e-mail's first words; {title} becomes the page's title and {address} its full address."),
  })
  .strict()
  .describe("The editorial policy link and the report-a-problem e-mail beside every health page's review record.")

export const siteSchema = z
  .object({
    name: text("The institute's full name."),
    url: httpsUrl('The canonical address of the public site.'),
    blurb: text('The short paragraph about the institute in the footer.'),
    bookingUrl: httpsUrl(
      "Where every booking button goes: the provider's page, ending in #initial-visit. BOOKING_URL at build time overrides it.",
    ),
    contact: z
      .object({
        street: text('Street address.'),
        city: text('The city (Chicago).'),
        region: text('The state, as its two-letter code (IL).'),
        postalCode: text('The ZIP code. Quote it ("60611"): it is text, not an amount.'),
        country: z
          .enum(['US', 'CA'])
          .describe(
            'The country, as its two-letter code (US); phone numbers are written for search engines with its calling code.',
          ),
        phone: shownPhone('The main phone number as shown.'),
        infoEmail: email('The general information e-mail address.'),
        fax: shownPhone('The fax number as shown on the contact page.'),
        appointmentsEmail: email('The e-mail address for questions about appointments.'),
        afterHoursPhone: shownPhone(
          'The phone line that answers when the clinic is closed (evenings, Sundays), as shown. The same-day cards point to it; leave out when the clinic has none, and they say labels.sameDayNoAfterHours instead.',
        ).optional(),
        mapsUrl: httpsUrl("A map service's page for the street address (opens in a new tab)."),
        hours: z
          .array(
            z
              .object({
                days: text('The days, e.g. "Mon-Fri".'),
                time: text('The opening hours, e.g. "8:00 AM-5:00 PM", or "Closed".'),
              })
              .strict(),
          )
          .min(1)
          .describe('The opening hours, one line per group of days, in order.'),
      })
      .strict(),
    social: z
      .array(
        z
          .object({
            network: verbatim(z.enum(socialNetworks)),
            label: text('The accessible name of the icon link.'),
            href: httpsUrl("The profile's address."),
          })
          .strict(),
      )
      .describe("The clinic's own social profile links in the footer; an empty list ([]) shows none."),
    emergency: verbatim(
      z
        .object({
          phone: dialled('The emergency number that every urgent-help card dials (911 in the United States).'),
          crisisPhone: dialled(
            'The suicide and crisis line that an urgent-help card dials when it gives crisis advice (988 in the United States).',
          ),
          line: emergencyLine,
          lineLabel: text('The bold words that open the emergency line (e.g. "In an emergency:").'),
        })
        .strict()
        .describe('The numbers the urgent-help cards on condition pages dial.'),
    ),
    editorial: editorialSchema,
    insurance: z
      .object({
        plans: z
          .array(z.string().trim().min(1, 'must not be empty'))
          .min(1, 'must list at least one plan')
          .describe(
            'The insurance plans the clinic accepts, one name each, written the same way on every page (e.g. "Blue Cross Blue Shield").',
          ),
        note: text(
          'The sentence under the list: where a plan is accepted only in some states, and to check before a visit.',
        ),
      })
      .strict()
      .describe('The one list of insurers the Services, Pricing and Insurance pages show (the <InsurancePlans> part).'),
    repository: z
      .object({
        editUrl: httpsUrl(
          'The address of a content file on the git host without the file\'s path, ending in / (e.g. https://github.com/clinic/website/edit/main/); each page\'s "Edit this page" link adds the path.',
        ),
      })
      .strict()
      .optional()
      .describe(
        "Where the site's files live in git; when given, every page made from a content file links to that file so a writer can edit it.",
      ),
    confirm: z
      .array(
        z
          .object({
            item: text('What the clinic must confirm, or do, before the site goes public.'),
            done: z.boolean().describe('true once it is confirmed or done: npm run launch-check stops listing it.'),
          })
          .strict(),
      )
      .optional()
      .describe(
        'What the clinic must confirm before launch. npm run launch-check lists every item not yet done (and a launch build, LAUNCH=true, refuses to publish while one is left); tick one off with done: true.',
      ),
    review: z
      .object({
        required: z
          .boolean()
          .describe(
            'true: the published build refuses a health page whose words no clinician has signed, or that changed since they signed (preview builds still build, with a banner). false: such pages publish, saying that clinical review is pending.',
          ),
        interval: z
          .number()
          .int()
          .min(1)
          .max(36)
          .describe(
            'How many months after a clinician signs a page its next review is due; the check warns once it is overdue (with required: true, the published build refuses the page).',
          ),
      })
      .strict()
      .describe('The clinical review of health pages (WRITING.md, "Clinical review").'),
    evidence: z
      .record(
        text('The name of a guideline or report, as pages name it in their evidence field.'),
        z
          .number()
          .int('expected a whole number of years')
          .min(1, 'expected a whole number of years, at least 1')
          .max(30, 'expected a whole number of years, at most 30')
          .describe('How many years after an edition the next one is due.'),
      )
      .optional()
      .describe(
        "The guidelines and reports health pages follow (each page's evidence field), each with how many years apart its editions come (1: a yearly report). The check warns at a page that follows an edition older than that, so it is checked against the new one; a page may only name one listed here.",
      ),
    copyright: text("The copyright line; {year} becomes the current year and {name} the institute's name."),
    forms: formsSchema,
    labels: z
      .object({
        skipLink: text('The link that lets keyboard users jump past the header.'),
        mainNavigation: text("The name screen readers give the header's navigation."),
        openMenu: text('The name of the menu button on phones while the menu is closed.'),
        closeMenu: text('The name of the menu button on phones while the menu is open.'),
        homeLink: text("The name of the logo link; {name} becomes the institute's name."),
        bookAppointment: text("The header's booking button."),
        bookShort: text(
          "The header's booking button in one short word, shown where its full words do not fit (a narrow phone, large text).",
        ),
        newTab: text('Said by screen readers after a link that opens in a new tab.'),
        footerNavigation: text("The name screen readers give the footer's links."),
        contactHeading: text("The heading of the footer's contact block."),
        phone: text('The label before the phone number.'),
        languageHelp: text(
          "Beside the clinic's phone number (the footer, the contact details, the same-day cards): that a caller may ask for a free interpreter. It must be true of the clinic.",
        ),
        email: text('The label before the e-mail address.'),
        social: text('The name of the list of social links.'),
        legalNavigation: text('The name of the legal links under the copyright line.'),
        notifications: text('The name screen readers give the notifications area.'),
        dismissNotification: text('The name of the button that closes a notification.'),
        conditionsList: text(
          'What the conditions list is called where other pages refer to it, such as the breadcrumb trail search engines show.',
        ),
        learnMore: text("The link on each condition card that opens the condition's page."),
        learnMoreAbout: text(
          'Added for screen readers after "Learn More" on a condition card, so each link says where it goes; {name} becomes the condition\'s name.',
        ),
        backToConditions: text('The link at the top of a condition page back to the list of conditions.'),
        conditionNotListed: text(
          "Shown above the list of conditions when a visitor asked for a condition page that does not exist (content/redirects.yaml sends them there); {phone} becomes the clinic's phone number, as a link that dials it.",
        ),
        understandingCondition: text(
          "The heading over a condition's long description; {name} becomes the condition's name.",
        ),
        whenToGetHelp: text(
          "The heading over a condition page's urgent-help and same-day cards, after its first section.",
        ),
        whenToGetHelpLink: text(
          'The link near the top of a condition page that leads down to its "when to get help" cards.',
        ),
        onThisPage: text(
          "The list of a long page's sections after its opening band, and its name for screen readers (components/OnThisPage.tsx).",
        ),
        backToTop: text('The link at the end of a long page back to its top.'),
        commonSymptoms: text('The heading of the symptoms card on a condition page.'),
        treatmentApproaches: text('The heading of the treatments card on a condition page.'),
        specializedCare: text(
          "The heading of the call to action at the end of a condition page; {name} becomes the condition's name.",
        ),
        specializedCareText: text("The sentence under that heading; {name} becomes the condition's name."),
        bookAnAppointment: text('The booking button at the end of a condition page.'),
        profileConditions: text(
          "The heading of the conditions a clinician's profile lists: those of the topics they review.",
        ),
        profileLanguages: text("The heading of the languages a profile lists (the team file's languages)."),
        profileBooking: text("The heading of a profile's booking section; {name} becomes the person's name."),
        profileBookingText: text(
          "The sentence under it, before the booking button; {name} becomes the person's name and {phone} the clinic's phone number.",
        ),
        videoDuration: text('How long a video runs, on its page; {duration} becomes its running time (12:45).'),
        videoWatchOn: text(
          "The button of a video published on another site; {host} becomes that site's name (youtube.com).",
        ),
        videoCaptions: text("The name a video's player gives its captions."),
        videoTranscript: text("The heading of a video's transcript, the words of its file's body."),
        videoNotPublished: text(
          "Said on a video's page while it has no recording (content/videos: recording), in place of the player.",
        ),
        videoTranscriptOnly: text(
          "Said on a video's page that has its transcript but no recording yet, above the transcript.",
        ),
        allVideos: text("The link at the end of a video's page back to the Resources page's Videos tab."),
        medicalReview: text("The heading of a health page's review record."),
        reviewedBy: text("The label before the reviewing clinician's name."),
        lastReviewed: text('The label before the day the page was last checked.'),
        nextReview: text('The label before the day the next check is due.'),
        reviewPending: text(
          "Shown in a health page's review record while no clinician's signature covers its words (never signed, or changed since).",
        ),
        changedSinceReview: text(
          'The banner over a health page whose words changed since a clinician signed them (only in the live preview and preview builds); {name} becomes the clinician who signed last.',
        ),
        sources: text('The heading of the list of references on a health page.'),
        statSource: text("The word before a key fact's source."),
        callNumber: text('The link that dials an emergency number; {phone} becomes the number.'),
        sameDayHours: text(
          'On a same-day card, under the link that dials the clinic: when the phone is answered; {hours} becomes the opening hours of contact.hours.',
        ),
        sameDayAfterHours: text(
          'On a same-day card when contact.afterHoursPhone is set: what to do when the clinic is closed, before the link that dials that line.',
        ),
        sameDayNoAfterHours: text(
          "On a same-day card when the clinic has no after-hours line: where to call when it is closed (e.g. your primary care doctor's after-hours line); {emergency} becomes the emergency number.",
        ),
        pageMoved: text(
          "Shown on an old address for the moment before the visitor is sent on; {name} becomes the new page's name.",
        ),
        continueTo: text("The link to the new page on an old address; {name} becomes the new page's name."),
        lastUpdated: text(
          "Before the day a page's content file last changed, at the foot of the page; {date} becomes the day.",
        ),
        editPage: text(
          'The link at the foot of a page to its content file on the git host (shown when repository.editUrl is set).',
        ),
        draft: text('The banner over a draft page (only in the live preview and preview builds).'),
        newerPost: text('The link from a blog post to the next newer one; {title} becomes its title.'),
        olderPost: text('The link from a blog post to the next older one; {title} becomes its title.'),
        postNavigation: text('The name screen readers give the links to the newer and older posts.'),
        contentError: text('In the live preview only: the heading over a content mistake that stopped a page.'),
        search: text("The header's search button."),
        searchField: text('The name screen readers give the search field.'),
        searchPlaceholder: text('The hint inside the empty search field.'),
        searchResults: text('Said when results are shown; {count} becomes their number.'),
        searchSimilar: text(
          'Said when the words typed match no page and pages with similar words are shown instead (a misspelling); {query} becomes what was typed, {count} the number of pages.',
        ),
        searchNoResults: text('Said when nothing matches.'),
        searchUnavailable: text('Said when the search index cannot be loaded (in the live preview it is not built).'),
        languageSwitch: text(
          'The header\'s link to this page in the other language, in that language\'s own words ("Español" on English pages, "English" on Spanish ones).',
        ),
        translationOutdated: text(
          'Shown at the top of a translated page whose English page changed after it was translated: says that the English page was updated.',
        ),
        translationSource: text("The link after that notice to the English page, in this language's words."),
      })
      .strict()
      .describe("Words of the site's shared parts (header, footer, notifications)."),
  })
  .strict()
  .describe("The institute's details, the booking address and the words of the parts every page shares.")

export type ConditionFrontmatter = z.infer<typeof conditionSchema>
export type UrgentHelpFrontmatter = z.infer<typeof urgentHelpSchema>
export type SameDayHelpFrontmatter = z.infer<typeof sameDayHelpSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = z.infer<typeof link>
export type SiteConfig = z.infer<typeof siteSchema>

export type GuideFrontmatter = z.infer<typeof guideSchema>

export type FaqFrontmatter = z.infer<typeof faqSchema>
export type PostFrontmatter = z.infer<typeof postSchema>
export type AssessmentFrontmatter = z.infer<typeof assessmentSchema>
export type AssessmentTool = AssessmentFrontmatter['tools'][number]

/** Marks and brackets belong around a term on the page, never inside the glossary's own words. */
const glossaryTerm = (description: string) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .regex(/^[^[\]<>()]*$/, 'must not hold brackets [ ] ( ) or < >: write the term alone')
    .describe(description)

export const glossarySchema = z
  .object({
    terms: z
      .array(
        z
          .object({
            term: glossaryTerm(
              'The term as pages write it (e.g. "FDG-PET"). A mark finds it whatever its capital letters.',
            ),
            explanation: z
              .string()
              .trim()
              .min(1, 'must not be empty')
              .max(200, 'expected at most 200 characters: the reader meets it in the middle of a sentence')
              .regex(
                /^[^[\]()]*$/,
                'must not hold brackets [ ] or ( ): the page already puts the explanation in brackets',
              )
              .regex(/[^.]$/, 'must not end with a full stop: the explanation sits inside a sentence, in brackets')
              .describe(
                'What the term means, in plain words at reading grade 8 or below, as a phrase that reads well after the term in brackets (e.g. "a scan that shows how the brain uses sugar"). No brackets inside, no full stop at the end.',
              ),
            otherSpellings: z
              .array(glossaryTerm('Another spelling.'))
              .optional()
              .describe(
                'Other ways pages write the same term, such as a plural or the name in full (e.g. "polygenic risk scores"); a mark with any of them shows this explanation.',
              ),
          })
          .strict(),
      )
      .min(1, 'must list at least one term')
      .describe('The terms, one group each.'),
  })
  .strict()
  .superRefine((glossary, ctx) => {
    const seen = new Map<string, string>()
    glossary.terms.forEach((entry, index) => {
      const spellings: Array<[string, PropertyKey[]]> = [
        [entry.term, ['terms', index, 'term']],
        ...(entry.otherSpellings ?? []).map((spelling, n): [string, PropertyKey[]] => [
          spelling,
          ['terms', index, 'otherSpellings', n],
        ]),
      ]
      for (const [spelling, path] of spellings) {
        const key = termKey(spelling)
        const first = seen.get(key)
        if (first !== undefined)
          ctx.addIssue({
            code: 'custom',
            path,
            message: `"${spelling}" is already in the glossary (under "${first}"): a term or spelling may stand only once`,
          })
        else seen.set(key, entry.term)
      }
    })
  })
  .describe(
    "Medical terms the site explains where they stand. A writer marks a term with `<Term>FDG-PET</Term>` in a page's text, or with `[[FDG-PET]]` in a field that shows explanations; the reader opens its explanation from the term (in a table of tools, and on paper, it follows the term in brackets).",
  )

export type Glossary = z.infer<typeof glossarySchema>

const redirectsSchema = z
  .array(
    z
      .object({
        from: z
          .string()
          .regex(
            /^\/([a-z0-9-]+\/)*([a-z0-9-]+|\*)$/,
            'expected an old site address like /conditions/migraine, or a folder ending in /* for every address under it',
          )
          .describe(
            'The old address. Ending in /* it stands for every unknown address under that folder (a host rule only).',
          ),
        to: z
          .string()
          .regex(
            /^\/([a-z0-9-]+\/)*[a-z0-9-]*(#[a-z0-9-]+)?$/,
            'expected a site address like /conditions/headache, with an optional #anchor of a part of that page like /resources#faq',
          )
          .describe(
            'Where the visitor goes instead: an address the site has now, with an optional #anchor of a part of that page (a tab such as /resources#faq opens that tab).',
          ),
        why: text('Why the address moved, for the next writer (not shown on the site).').optional(),
      })
      .strict(),
  )
  .describe(
    'Old addresses and where they lead now. Each exact address gets a page that sends the visitor on and a host rule (301); a folder/* gets a host rule only (302).',
  )

/**
 * The words of content/site.yaml in another language (content/es/site.yaml). The shared details
 * (name, address, phone, booking address, emergency numbers) are the site's and are not repeated.
 */
export const siteWordsSchema = z
  .object({
    blurb: siteSchema.shape.blurb,
    copyright: siteSchema.shape.copyright,
    hours: siteSchema.shape.contact.shape.hours
      .optional()
      .describe(
        'The opening hours in this language, line for line as content/site.yaml gives them; leave out to show those.',
      ),
    social: z
      .array(
        z
          .object({
            network: verbatim(z.enum(socialNetworks)),
            label: text('The accessible name of the icon link in this language.'),
          })
          .strict(),
      )
      .optional()
      .describe(
        "The social links' accessible names in this language, by network; their addresses are content/site.yaml's.",
      ),
    forms: z
      .object({ labels: formsSchema.shape.labels })
      .strict()
      .describe('Words of the contact and newsletter forms in this language.'),
    emergency: verbatim(
      z
        .object({ line: emergencyLine, lineLabel: siteSchema.shape.emergency.shape.lineLabel })
        .strict()
        .describe(
          "The emergency line in this language; the numbers it dials are content/site.yaml's. It says exactly what the English line says.",
        ),
    ),
    editorial: editorialSchema
      .pick({ reportLabel: true, reportSubject: true, reportBody: true })
      .extend({ policy: editorialSchema.shape.policy })
      .strict()
      .describe(
        "The editorial policy link and the report-a-problem e-mail's words in this language; the e-mail address is content/site.yaml's.",
      ),
    insurance: z
      .object({ note: siteSchema.shape.insurance.shape.note })
      .strict()
      .describe("The sentence under the insurance plans in this language; the plans' names are content/site.yaml's."),
    labels: siteSchema.shape.labels,
    translation: z
      .object({
        emergency: verbatim(
          z
            .string()
            .regex(
              /^sha256:[0-9a-f]{64}$/,
              'expected sha256: and 64 hexadecimal digits (npm run translated -- content/es/site.yaml fills it in)',
            )
            .describe(
              "The fingerprint of content/site.yaml's emergency line this file's line follows; `npm run translated -- content/es/site.yaml` writes it.",
            ),
        ),
      })
      .strict()
      .describe(
        "Which version of content/site.yaml's emergency line this file's line translates: the check fails when the English line changed since.",
      ),
  })
  .strict()
  .describe("The words of the site's shared parts in another language; every other detail is content/site.yaml's.")

export type SiteWords = z.infer<typeof siteWordsSchema>

export const dataFiles = {
  'redirects.yaml': redirectsSchema,
  'site.yaml': siteSchema,
  'navigation.yaml': navigationSchema,
  'glossary.yaml': glossarySchema,
  'style.yaml': styleSchema,
  'es/site.yaml': siteWordsSchema,
  'es/navigation.yaml': navigationSchema,
  'es/style.yaml': styleSchema,
} as const
