/**
 * The shape of every content file. Each field's description speaks to the writer: it is shown
 * in build errors and in the writing guide, so say what the field means on the site.
 */
import { z } from 'zod'
import { termKey } from './glossary'
import { styleSchema } from './style'
import { unencodedCharacter } from '../address-rules'

const text = (description: string) => z.string().trim().min(1, 'must not be empty').describe(description)

const isoDate = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real calendar date')
    .describe(description)

/** An address every browser reads alike, as the build's output gate requires (lib/address-rules.ts). */
const encoded = (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const bad = unencodedCharacter(value)
  if (bad) ctx.addIssue({ code: 'custom', message: `${bad.why}: write it encoded (a space as %20), or remove it` })
}

const httpsUrl = (description: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { message: 'expected an absolute https:// address', abort: true })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', { message: 'is not an address a browser can read: check for a typo', abort: true })
    .superRefine(encoded)
    .describe(description)

/** A path inside the site (/contact), an anchor on the page (#key-facts), or an absolute https address. */
const href = (description: string) =>
  z
    .string()
    .regex(/^(\/[^\s]*|#[a-z0-9-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9-]+)$/, { message: 'expected a site path like /contact, an anchor like #faq, or an https:// address', abort: true })
    .refine((value) => !value.startsWith('//'), 'is another site without its https: write https:// and the address, or a site path with one /')
    .superRefine(encoded)
    .describe(description)

/** An e-mail address alone: no name, no "?subject=" or "?bcc=", which would travel into every mailto: link. */
const email = (description: string) => z.email({ error: 'expected an e-mail address alone, like info@example.org' }).describe(description)

/** A phone number as shown: digits, with spaces, brackets, dots or hyphens between them and an optional + first. */
const shownPhone = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]+$/, { message: 'expected a phone number, like (312) 555-0142: digits, spaces, brackets, dots and hyphens', abort: true })
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 3 && (value.match(/\d/g)?.length ?? 0) <= 15, 'expected a phone number of 3 to 15 digits')
    .describe(description)

/** A phone number as a phone dials it: digits only, so it can make a tel: link. */
const dialled = (description: string) =>
  z
    .string()
    .regex(/^\+?[0-9]{3,15}$/, 'expected the number as dialled, digits only, like 911')
    .describe(description)

/** Exactly n short items, with a message that says how many there were. */
const exactly = (n: number, description: string) =>
  z
    .array(z.string().trim().min(1, 'must not be empty'))
    .superRefine((items, ctx) => {
      if (items.length !== n) ctx.addIssue({ code: 'custom', message: `expected exactly ${n} items, got ${items.length}` })
    })
    .describe(description)

/**
 * A field that does not change what a patient reads (its position in a list, its picture, whether it
 * is a draft, who is asked to review it): left out of the words a clinician signs
 * (lib/content/review.ts), so changing it needs no new review. Every field not marked so is signed.
 */
export function notClinical<T extends z.ZodType>(schema: T): T {
  return schema.meta({ clinical: false, description: `${schema.description ?? ''} Not part of what a clinician signs: changing it needs no new review.`.trim() })
}

/** Whether a field is part of what a clinician signs (see notClinical). */
export const isClinicalField = (schema: z.ZodType): boolean => (schema.meta() as { clinical?: boolean } | undefined)?.clinical !== false

/**
 * The areas a clinician may review; each health page names one (clinicalTopic), and the team file
 * of each clinician lists theirs (review.topics). Add an area here only with a clinician for it.
 */
export const clinicalTopics = ['general-neurology', 'memory-and-thinking', 'movement', 'stroke', 'headache', 'sleep', 'neuropsychology', 'child-neurology'] as const

/** Which clinician reviews a health page, and in which area: the check refuses a reviewer whose topics do not include it. */
export const reviewAssignment = {
  clinicalTopic: notClinical(z.enum(clinicalTopics).describe(`The clinical area of the page, one of ${clinicalTopics.join(', ')}: only a clinician whose team file lists it may review the page.`)),
  reviewer: notClinical(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'expected a team id: the file name of a clinician in content/team without .mdx (e.g. james-whitfield)')
      .optional()
      .describe(
        'The clinician asked to review the page: their team id (the file name in content/team, e.g. james-whitfield), never a typed name. "Reviewed by" and its day show only once they have signed the words (npm run review sign). Leave out, with a comment saying why, when no clinician on the team covers the topic.',
      ),
  ),
}

/** Every entry may be a draft: shown in the live preview and preview builds, never published. */
const draft = notClinical(
  z
    .boolean()
    .default(false)
    .describe('true while the entry is not ready: it shows, under a "Draft" banner, in the live preview and in preview builds, and is left out of the published site, its lists, menus, search, sitemap and feed.'),
)

/** What every page file carries for the browser tab, search engines and link previews. */
const pageHead = {
  title: text('The page title shown in the browser tab and in search results. Unique across the site.'),
  description: text('One or two sentences (about 150 characters) shown under the title in search results.'),
}

export const pageSchema = z
  .object({
    ...pageHead,
    draft,
    // A getter: the shape of a source is declared with the review record, below.
    get sources() {
      return reviewRecord.sources.describe('The references the health claims of the page rest on, each with title and url; listed under "Sources" at the end of the page. Leave out on a page that makes no health claim.')
    },
    clinicalTopic: reviewAssignment.clinicalTopic.optional(),
    reviewer: reviewAssignment.reviewer,
  })
  .strict()
  .describe(
    'One page of the site at its path: content/pages/privacy.mdx is /privacy, content/pages/partners/hospitals.mdx is /partners/hospitals; home.mdx is the home page (/), and not-found.mdx and error.mdx are shown when a page is missing or fails. The body is the page itself, written in Markdown with components.',
  )

/** The references a health page rests on. */
export const reviewRecord = {
  sources: z
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
}

/** The names a condition's icon may take; each has its own picture and colour. */
export const conditionIconNames = ['memory', 'parkinsons', 'activity', 'stroke', 'sleep', 'brain', 'neuropathy', 'tremor', 'virus', 'ms', 'concussion'] as const

/** What a reader must do at once when a condition turns into an emergency: the card near the top of every condition page. */
export const urgentHelpSchema = z
  .object({
    title: text('The card\'s heading, shown with a warning sign: what to do first, with the number to call (e.g. "Call 911 if you notice any of these signs").'),
    signs: z
      .array(z.string().trim().min(1, 'must not be empty'))
      .superRefine((signs, ctx) => {
        if (signs.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one sign' })
        if (signs.length > 8) ctx.addIssue({ code: 'custom', message: `expected at most 8 signs, got ${signs.length}: keep the card short enough to read at a glance` })
      })
      .describe('The signs that need emergency help now, a few words each (e.g. "A sudden, severe headache"); shown as a list.'),
    action: text('One or two short sentences on what to do, starting with the first step (e.g. "Call 911 right away. Do not drive yourself to the hospital."). A link that dials 911 follows it.'),
    crisis: text(
      'Only where it fits: one sentence that points to the suicide and crisis line (e.g. "If you have thoughts of suicide, call or text 988."). A link that dials 988 follows it. Leave out otherwise.',
    ).optional(),
  })
  .strict()
  .describe('The urgent-help card near the top of the page: the signs that need emergency care and what to do first. Every condition page shows it in the same place.')

/** The middle of the three levels of care advice: signs that need a doctor today, not an ambulance. */
export const sameDayHelpSchema = z
  .object({
    title: text('The card\'s heading: when to call the same day (e.g. "Call us today if you notice any of these signs").'),
    signs: z
      .array(z.string().trim().min(1, 'must not be empty'))
      .superRefine((signs, ctx) => {
        if (signs.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one sign' })
        if (signs.length > 8) ctx.addIssue({ code: 'custom', message: `expected at most 8 signs, got ${signs.length}: keep the card short enough to read at a glance` })
      })
      .describe('The signs that need a doctor the same day, but not 911, a few words each (e.g. "An MS relapse: new symptoms that last more than a day"); shown as a list.'),
    action: text(
      'One or two short sentences on what to do today (e.g. "Call us today. Do not wait for your next visit."). The card adds a link that dials our phone number, our opening hours, and what to do when we are closed (content/site.yaml: contact.afterHoursPhone, or labels.sameDayNoAfterHours when the clinic has no after-hours line): do not promise an after-hours line here.',
    ),
  })
  .strict()
  .describe('The same-day card, shown right after the urgent-help card: signs that need a call to us (or, when we are closed, to an after-hours line) today. Leave out where no sign calls for it.')

export const conditionSchema = z
  .object({
    draft,
    name: text("The condition's name, as the card, the menu and the page heading show it."),
    order: notClinical(z.number().int().positive().describe('Position in the conditions list: 1 comes first.')),
    layout: notClinical(
      z.enum(['generic', 'bespoke']).default('generic').describe('"generic": the page is built from these fields and the body is the long description. "bespoke": the body is the whole page, written with components.'),
    ),
    title: text('The browser-tab title; leave out to get "<name> | <institute>".').optional(),
    description: pageHead.description,
    shortDescription: text("One or two sentences shown on the condition's card and under the page heading."),
    iconName: notClinical(z.enum(conditionIconNames).describe(`The icon shown with the condition: one of ${conditionIconNames.join(', ')}.`)),
    iconImage: notClinical(
      z
        .string()
        .regex(/^\/images\/[^\s]+\.(svg|png|webp)$/, 'expected a picture in public/images, written like /images/conditions/headache.svg')
        .optional()
        .describe('A picture from public/images shown instead of the icon (e.g. /images/conditions/headache.svg). Leave out to show the icon.'),
    ),
    symptoms: exactly(5, 'Exactly five common symptoms, a few words each.'),
    treatments: exactly(5, 'Exactly five treatment approaches, a few words each.'),
    urgent: urgentHelpSchema,
    sameDay: sameDayHelpSchema.optional(),
    ...reviewAssignment,
    ...reviewRecord,
  })
  .strict()
  .describe('One condition the clinic treats; the file name is its id and its address (/conditions/<id>). Adding a file adds the card to the list and the page.')

const link = z
  .object({
    label: text('The words of the link.'),
    href: href('Where the link goes.'),
  })
  .strict()

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
        groups: z.array(z.object({ title: text('The column heading.'), links: z.array(link).min(1) }).strict()).describe("The footer's link columns."),
        legal: z.array(link).describe('The small links under the copyright line.'),
      })
      .strict(),
  })
  .strict()
  .describe("The header's menus and the footer's link columns. A menu entry has either href (a link) or items (a dropdown).")

export const socialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const

/** Where the contact and newsletter forms deliver, and the words they say about it (lib/forms.ts). */
const formsSchema = z
  .object({
    contactEndpoint: httpsUrl(
      "Where the contact form sends each message: the address your form service gives you (Formspree, Netlify Forms, Basin …). It must answer a browser's post from this site (CORS). Leave it out and the form sends nothing: the check and the build say so. CONTACT_ENDPOINT at build time overrides it.",
    ).optional(),
    newsletterEndpoint: httpsUrl('Where the newsletter form sends each e-mail address to sign up. Leave it out and the form does nothing. NEWSLETTER_ENDPOINT at build time overrides it.').optional(),
    encoding: z
      .enum(['form', 'json'])
      .optional()
      .describe('How the page sends the words when it posts them itself: form (the default; what form services and static hosts read) or json (for an endpoint that asks for JSON).'),
    labels: z
      .object({
        beforeSending: text("The line above the contact form's button: no emergencies, no detailed medical information. {emergency} becomes the emergency number."),
        sending: text('Said on the button while a message is on its way.'),
        contactFailed: text("Shown in the contact form when a message could not be sent; the words stay in the fields. {phone} becomes the clinic's phone number."),
        newsletterSent: text('Shown under the newsletter form once the sign-up is accepted.'),
        newsletterFailed: text("Shown under the newsletter form when the sign-up could not be sent. {phone} becomes the clinic's phone number."),
        honeypot: text('The label of a field hidden from visitors that only robots fill in; a message with it filled is dropped.'),
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
  for (const key of ['{emergency}', '{crisis}']) if (!value.includes(key)) ctx.addIssue({ code: 'custom', message: `must hold ${key}: it becomes the link that dials the number` })
})

/** How the site's health information is made, and how a reader reports a mistake on a page. */
const editorialSchema = z
  .object({
    policy: z
      .object({
        label: text('The link beside every review record to the editorial policy (e.g. "How we make our health information").'),
        href: href('The address of the editorial policy page (e.g. /health-information).'),
      })
      .strict()
      .describe('The link to the page that says how health pages are written, reviewed and updated.'),
    reportEmail: email('The content team\'s e-mail address: the "Report a problem with this page" link writes to it.'),
    reportLabel: text('The link beside every review record that opens an e-mail to the content team (e.g. "Report a problem with this page").'),
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
    bookingUrl: httpsUrl("Where every booking button goes: the provider's page, ending in #initial-visit. BOOKING_URL at build time overrides it."),
    contact: z
      .object({
        street: text('Street address.'),
        city: text('The city (Chicago).'),
        region: text('The state, as its two-letter code (IL).'),
        postalCode: text('The ZIP code. Quote it ("60611"): it is text, not an amount.'),
        country: z.enum(['US', 'CA']).describe('The country, as its two-letter code (US); phone numbers are written for search engines with its calling code.'),
        phone: shownPhone('The main phone number as shown.'),
        infoEmail: email('The general information e-mail address.'),
        fax: shownPhone('The fax number as shown on the contact page.'),
        appointmentsEmail: email('The e-mail address for questions about appointments.'),
        afterHoursPhone: shownPhone(
          'The phone line that answers when the clinic is closed (evenings, Sundays), as shown. The same-day cards point to it; leave out when the clinic has none, and they say labels.sameDayNoAfterHours instead.',
        ).optional(),
        mapsUrl: httpsUrl("A map service's page for the street address (opens in a new tab)."),
        hours: z
          .array(z.object({ days: text('The days, e.g. "Mon-Fri".'), time: text('The opening hours, e.g. "8:00 AM-5:00 PM", or "Closed".') }).strict())
          .min(1)
          .describe('The opening hours, one line per group of days, in order.'),
      })
      .strict(),
    social: z
      .array(z.object({ network: z.enum(socialNetworks), label: text('The accessible name of the icon link.'), href: httpsUrl("The profile's address.") }).strict())
      .describe('The social profile links in the footer.'),
    emergency: z
      .object({
        phone: dialled('The emergency number that every urgent-help card dials (911 in the United States).'),
        crisisPhone: dialled('The suicide and crisis line that an urgent-help card dials when it gives crisis advice (988 in the United States).'),
        line: emergencyLine,
        lineLabel: text('The bold words that open the emergency line (e.g. "In an emergency:").'),
      })
      .strict()
      .describe('The numbers the urgent-help cards on condition pages dial.'),
    editorial: editorialSchema,
    insurance: z
      .object({
        plans: z
          .array(z.string().trim().min(1, 'must not be empty'))
          .min(1, 'must list at least one plan')
          .describe('The insurance plans the clinic accepts, one name each, written the same way on every page (e.g. "Blue Cross Blue Shield").'),
        note: text('The sentence under the list: where a plan is accepted only in some states, and to check before a visit.'),
      })
      .strict()
      .describe('The one list of insurers the Services, Pricing and Insurance pages show (the <InsurancePlans> part).'),
    repository: z
      .object({
        editUrl: httpsUrl('The address of a content file on the git host without the file\'s path, ending in / (e.g. https://github.com/clinic/website/edit/main/); each page\'s "Edit this page" link adds the path.'),
      })
      .strict()
      .optional()
      .describe("Where the site's files live in git; when given, every page made from a content file links to that file so a writer can edit it."),
    review: z
      .object({
        required: z
          .boolean()
          .describe(
            'true: the published build refuses a health page whose words no clinician has signed, or that changed since they signed (preview builds still build, with a banner). false: such pages publish, saying that clinical review is pending.',
          ),
        interval: z.number().int().min(1).max(36).describe('How many months after a clinician signs a page its next review is due; the check warns once it is overdue.'),
      })
      .strict()
      .describe('The clinical review of health pages (WRITING.md, "Clinical review").'),
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
        newTab: text('Said by screen readers after a link that opens in a new tab.'),
        footerNavigation: text("The name screen readers give the footer's links."),
        contactHeading: text("The heading of the footer's contact block."),
        phone: text('The label before the phone number.'),
        email: text('The label before the e-mail address.'),
        social: text('The name of the list of social links.'),
        legalNavigation: text('The name of the legal links under the copyright line.'),
        notifications: text('The name screen readers give the notifications area.'),
        dismissNotification: text('The name of the button that closes a notification.'),
        conditionsList: text('What the conditions list is called where other pages refer to it, such as the breadcrumb trail search engines show.'),
        learnMore: text("The link on each condition card that opens the condition's page."),
        learnMoreAbout: text('Added for screen readers after "Learn More" on a condition card, so each link says where it goes; {name} becomes the condition\'s name.'),
        backToConditions: text('The link at the top of a condition page back to the list of conditions.'),
        understandingCondition: text("The heading over a condition's long description; {name} becomes the condition's name."),
        commonSymptoms: text('The heading of the symptoms card on a condition page.'),
        treatmentApproaches: text('The heading of the treatments card on a condition page.'),
        specializedCare: text("The heading of the call to action at the end of a condition page; {name} becomes the condition's name."),
        specializedCareText: text("The sentence under that heading; {name} becomes the condition's name."),
        bookAnAppointment: text('The booking button at the end of a condition page.'),
        medicalReview: text("The heading of a health page's review record."),
        reviewedBy: text("The label before the reviewing clinician's name."),
        lastReviewed: text('The label before the day the page was last checked.'),
        nextReview: text('The label before the day the next check is due.'),
        reviewPending: text("Shown in a health page's review record while no clinician's signature covers its words (never signed, or changed since)."),
        changedSinceReview: text('The banner over a health page whose words changed since a clinician signed them (only in the live preview and preview builds); {name} becomes the clinician who signed last.'),
        sources: text('The heading of the list of references on a health page.'),
        statSource: text("The word before a key fact's source."),
        callNumber: text('The link that dials an emergency number; {phone} becomes the number.'),
        sameDayHours: text('On a same-day card, under the link that dials the clinic: when the phone is answered; {hours} becomes the opening hours of contact.hours.'),
        sameDayAfterHours: text('On a same-day card when contact.afterHoursPhone is set: what to do when the clinic is closed, before the link that dials that line.'),
        sameDayNoAfterHours: text(
          "On a same-day card when the clinic has no after-hours line: where to call when it is closed (e.g. your primary care doctor's after-hours line); {emergency} becomes the emergency number.",
        ),
        pageMoved: text("Shown on an old address for the moment before the visitor is sent on; {name} becomes the new page's name."),
        continueTo: text("The link to the new page on an old address; {name} becomes the new page's name."),
        lastUpdated: text("Before the day a page's content file last changed, at the foot of the page; {date} becomes the day."),
        editPage: text('The link at the foot of a page to its content file on the git host (shown when repository.editUrl is set).'),
        draft: text('The banner over a draft page (only in the live preview and preview builds).'),
        newerPost: text('The link from a blog post to the next newer one; {title} becomes its title.'),
        olderPost: text('The link from a blog post to the next older one; {title} becomes its title.'),
        postNavigation: text('The name screen readers give the links to the newer and older posts.'),
        contentError: text('In the live preview only: the heading over a content mistake that stopped a page.'),
        search: text("The header's search button."),
        searchField: text('The name screen readers give the search field.'),
        searchPlaceholder: text('The hint inside the empty search field.'),
        searchResults: text('Said when results are shown; {count} becomes their number.'),
        searchNoResults: text('Said when nothing matches.'),
        searchUnavailable: text('Said when the search index cannot be loaded (in the live preview it is not built).'),
        languageSwitch: text('The header\'s link to this page in the other language, in that language\'s own words ("Español" on English pages, "English" on Spanish ones).'),
        translationOutdated: text('Shown at the top of a translated page whose English page changed after it was translated: says that the English page was updated.'),
        translationSource: text("The link after that notice to the English page, in this language's words."),
      })
      .strict()
      .describe("Words of the site's shared parts (header, footer, notifications)."),
  })
  .strict()
  .describe("The institute's details, the booking address and the words of the parts every page shares.")

export type PageFrontmatter = z.infer<typeof pageSchema>
export type ConditionFrontmatter = z.infer<typeof conditionSchema>
export type UrgentHelpFrontmatter = z.infer<typeof urgentHelpSchema>
export type SameDayHelpFrontmatter = z.infer<typeof sameDayHelpSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = z.infer<typeof link>
export type NavItem = z.infer<typeof navItem>
export type SiteConfig = z.infer<typeof siteSchema>

const order = notClinical(z.number().int().positive().describe('Position in its list on the page: 1 comes first.'))

/** A picture from public/images, with what it shows for visitors who cannot see it. */
const picture = {
  image: notClinical(
    z
      .string()
      .regex(/^\/images\/([a-z0-9-]+\/)*[a-z0-9-]+\.(svg|png|jpe?g|webp|avif)$/, 'expected a picture in public/images, written like /images/team-elena-ruiz.svg or /images/team/elena-ruiz.svg')
      .describe('The picture, a file in public/images or a folder of it (e.g. /images/service-memory.svg).'),
  ),
  imageAlt: text('What the picture shows, in a short sentence for visitors who cannot see it.'),
}

const list = (description: string) => z.array(z.string().trim().min(1, 'must not be empty')).min(1, 'must list at least one item').describe(description)

export const serviceSchema = z
  .object({
    draft,
    title: text("The service's name, as its card and its programme tab show it."),
    order,
    tabLabel: text('The short name on the service\'s programme tab (e.g. "Memory").'),
    description: text("One or two sentences on the service's card."),
    ...picture,
    features: list('What the service includes, a few words each; shown as a checklist.'),
    longDescription: text('A paragraph that explains the programme in full; shown in its tab.'),
    sources: reviewRecord.sources.describe("The references the service's health claims rest on, each with title and url; listed under its tab."),
    ...reviewAssignment,
  })
  .strict()
  .describe('One service the clinic offers; the file name is its id and the anchor of its programme tab on the Services page (/services#<id>).')

export const teamMemberSchema = z
  .object({
    draft,
    name: text('The person\'s name with titles, as shown on the card (e.g. "Dr. Elena Ruiz, MD").'),
    role: text("The person's role at the institute."),
    order,
    ...picture,
    bio: text('Two or three sentences about the person.'),
    review: z
      .object({
        credentials: text('The qualifications shown after "Reviewed by" and in search engines\' data (e.g. "MD, board-certified neurologist").'),
        topics: z
          .array(z.enum(clinicalTopics))
          .min(1, 'must list at least one topic')
          .describe(`The clinical areas this clinician may review, from ${clinicalTopics.join(', ')}; the check refuses them as reviewer of a page of another area.`),
        keys: z
          .array(
            z
              .object({
                key: z
                  .string()
                  .trim()
                  .regex(/^ssh-ed25519 [A-Za-z0-9+/]+={0,2}( .*)?$/, 'expected an SSH ed25519 public key, the one line of ~/.ssh/id_ed25519.pub: ssh-ed25519 AAAA… name@example')
                  .describe("The public key, the one line of the clinician's ~/.ssh/id_ed25519.pub (ssh-ed25519 AAAA…)."),
                from: isoDate('The first day signatures with this key count (YYYY-MM-DD).'),
                until: isoDate('The last day signatures with this key count (YYYY-MM-DD), once the key is retired or lost; leave out while it is in use.').optional(),
              })
              .strict(),
          )
          .default([])
          .describe('The public keys the clinician signs reviews with. Add a key in a change of its own, merged before any signature made with it.'),
      })
      .strict()
      .optional()
      .describe('Only for a clinician who reviews health pages: credentials, the areas they may review and their signing keys (WRITING.md, "Clinical review").'),
  })
  .strict()
  .describe("One person on the About page's team; the file name is their id.")

export const faqGroups = ['resources', 'contact', 'assessments'] as const

/** For entries that give health information only sometimes: a topic makes the entry a health entry, reviewed like a condition. */
const optionalReviewAssignment = {
  clinicalTopic: reviewAssignment.clinicalTopic.optional(),
  reviewer: reviewAssignment.reviewer,
}

export const faqSchema = z
  .object({
    draft,
    group: z.enum(faqGroups).describe(`The page whose questions this belongs to: ${faqGroups.join(', ')}.`),
    order,
    question: text('The question, as a visitor would ask it.'),
    answer: text('The answer, in plain words.'),
    ...optionalReviewAssignment,
  })
  .strict()
  .describe('One frequently asked question with its answer; group says which page shows it (the Resources FAQ uses the ids faq-1 to faq-5).')

export const postSchema = z
  .object({
    draft,
    title: text("The post's title; its address is made from it (/resources/blog/<title as a slug>)."),
    excerpt: text('One or two sentences that tell what the post is about.'),
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
      .describe('Who wrote the post, for search engines. Leave it out when the institute wrote it: search engines then name the institute.'),
    ...optionalReviewAssignment,
    sources: reviewRecord.sources,
  })
  .strict()
  .describe("One blog post: a card on the Resources page's Blog tab, newest first, and its own page. A post that gives health information records who reviewed it and its sources.")

export const videoSchema = z
  .object({
    draft,
    title: text("The video's title."),
    order,
    duration: z
      .string()
      .regex(/^\d{1,2}:[0-5]\d$/, 'expected minutes and seconds like 12:45')
      .describe('How long the video runs, in minutes and seconds (e.g. 12:45).'),
    description: text('One sentence on what the video covers.'),
    ...picture,
  })
  .strict()
  .describe("One video shown on the Resources page's Videos tab.")

export const planSchema = z
  .object({
    draft,
    name: text("The plan's name."),
    order,
    price: z
      .string()
      .regex(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/, 'expected a price in dollars like $199 or $1,499')
      .describe('The price in dollars, written like $1,499.'),
    period: text('How often the price is paid, as shown after it (e.g. "one-time", "/month", "annual").'),
    badge: text('A short mark that makes the plan stand out (e.g. "Popular"); leave out for none.').optional(),
    summary: text('One sentence on who the plan is for.'),
    features: list('What the plan includes, a few words each.'),
    buttonLabel: text("The words of the plan's booking button."),
  })
  .strict()
  .describe('One price plan on the Pricing page; its button is the booking link.')

export const assessmentIconTypes = ['Brain', 'Dna', 'Microscope', 'ChartBar'] as const

export const assessmentSchema = z
  .object({
    draft,
    title: text('The category\'s name, as its tab shows it (e.g. "Cognitive Tests").'),
    order,
    iconType: notClinical(
      z
        .enum(assessmentIconTypes)
        .default('Brain')
        .describe(`The icon on the category's tab: one of ${assessmentIconTypes.join(', ')}; Brain when left out.`),
    ),
    description: text('One or two sentences on what this kind of assessment is.'),
    tools: z
      .array(
        z
          .object({
            name: text('The test\'s name (e.g. "APOE genotyping").'),
            measures: text('What the test measures, in plain words.'),
            examples: text('Named examples of the test; leave out when there are none. The Examples column shows only when some tool has examples.').optional(),
          })
          .strict(),
      )
      .min(1, 'must list at least one tool')
      .describe('The tests in this category, one row of the table each.'),
    insight: text('Why this category matters to a patient; shown under "Why it matters".'),
    ...reviewAssignment,
    ...reviewRecord,
  })
  .strict()
  .describe("One category of neurological assessment; the file name is its id and its tab's anchor (/neurological-assessments#<id>). Health information: it records who reviewed it.")

export const educationListSchema = z
  .object({
    draft,
    heading: text('The heading of the list on the Education tab (e.g. "Conditions").'),
    order,
    basePath: z
      .string()
      .regex(/^\/resources\/[a-z]+$/, 'expected a path like /resources/conditions')
      .describe("Where the topics' pages live; each topic links to <basePath>/<topic as a slug>."),
    items: list('The topics, by name; each links to its own page.'),
  })
  .strict()
  .describe("One list of topics on the Resources page's Education tab (conditions, diagnostics or treatments).")

// Patient-education guides: the Education tab's topics that have no condition page of their own.

/** The Education lists whose topics may be guides; a guide of topic "diagnostics" is at /resources/diagnostics/<id>. */
export const guideTopics = ['conditions', 'diagnostics', 'treatments'] as const

export const guideSchema = z
  .object({
    draft,
    title: text('The guide\'s name, as its page heading shows it (e.g. "EEG (Electroencephalogram)").'),
    topic: z.enum(guideTopics).describe(`The Education list the guide belongs to, one of ${guideTopics.join(', ')}: the guide is at /resources/<topic>/<file name>, the address that list's topic links to.`),
    description: pageHead.description,
    summary: text('One or two sentences under the page heading: what the reader learns here.'),
    urgent: urgentHelpSchema.optional().describe('The urgent-help card, shown near the top when the guide names signs that need emergency care (as on condition pages). Leave out when it names none.'),
    sameDay: sameDayHelpSchema.optional().describe('The same-day card, shown after the urgent-help card when the guide names signs that need a doctor today (as on condition pages). Leave out when it names none.'),
    ...reviewAssignment,
    sources: z
      .array(z.object({ title: text("The reference's title as the reader will see it."), url: httpsUrl("The reference's https address.") }).strict())
      .superRefine((sources, ctx) => {
        if (sources.length === 0) ctx.addIssue({ code: 'custom', message: 'must list at least one source: a guide rests on published references' })
      })
      .describe("The references the guide's facts rest on, each with title and url."),
  })
  .strict()
  .describe(
    "One patient-education guide for a topic of the Resources page's Education tab that has no condition page: its file name is the topic as a slug and its address /resources/<topic>/<file name>. Health information: it names its reviewer and sources.",
  )

export type GuideFrontmatter = z.infer<typeof guideSchema>

export type ServiceFrontmatter = z.infer<typeof serviceSchema>
export type TeamMemberFrontmatter = z.infer<typeof teamMemberSchema>
export type FaqFrontmatter = z.infer<typeof faqSchema>
export type PostFrontmatter = z.infer<typeof postSchema>
export type VideoFrontmatter = z.infer<typeof videoSchema>
export type PlanFrontmatter = z.infer<typeof planSchema>
export type AssessmentFrontmatter = z.infer<typeof assessmentSchema>
export type AssessmentTool = AssessmentFrontmatter['tools'][number]
export type EducationListFrontmatter = z.infer<typeof educationListSchema>

/** Which schema checks which file: MDX collections by folder, data files by name. */
export const collections = {
  pages: pageSchema,
  conditions: conditionSchema,
  services: serviceSchema,
  team: teamMemberSchema,
  faqs: faqSchema,
  posts: postSchema,
  videos: videoSchema,
  plans: planSchema,
  assessments: assessmentSchema,
  education: educationListSchema,
  guides: guideSchema,
} as const

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
            term: glossaryTerm('The term as pages write it (e.g. "FDG-PET"). A mark finds it whatever its capital letters.'),
            explanation: z
              .string()
              .trim()
              .min(1, 'must not be empty')
              .max(200, 'expected at most 200 characters: the reader meets it in the middle of a sentence')
              .regex(/^[^[\]()]*$/, 'must not hold brackets [ ] or ( ): the page already puts the explanation in brackets')
              .regex(/[^.]$/, 'must not end with a full stop: the explanation sits inside a sentence, in brackets')
              .describe(
                'What the term means, in plain words at reading grade 8 or below, as a phrase that reads well after the term in brackets (e.g. "a scan that shows how the brain uses sugar"). No brackets inside, no full stop at the end.',
              ),
            otherSpellings: z
              .array(glossaryTerm('Another spelling.'))
              .optional()
              .describe('Other ways pages write the same term, such as a plural or the name in full (e.g. "polygenic risk scores"); a mark with any of them shows this explanation.'),
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
        ...(entry.otherSpellings ?? []).map((spelling, n): [string, PropertyKey[]] => [spelling, ['terms', index, 'otherSpellings', n]]),
      ]
      for (const [spelling, path] of spellings) {
        const key = termKey(spelling)
        const first = seen.get(key)
        if (first !== undefined) ctx.addIssue({ code: 'custom', path, message: `"${spelling}" is already in the glossary (under "${first}"): a term or spelling may stand only once` })
        else seen.set(key, entry.term)
      }
    })
  })
  .describe(
    "Medical terms the site explains where they stand. A writer marks a term with `<Term>FDG-PET</Term>` in a page's text, or with `[[FDG-PET]]` in a field that shows explanations; the reader sees the term followed by its explanation in brackets.",
  )

export type Glossary = z.infer<typeof glossarySchema>

export const redirectsSchema = z
  .array(
    z
      .object({
        from: z
          .string()
          .regex(/^\/([a-z0-9-]+\/)*([a-z0-9-]+|\*)$/, 'expected an old site address like /conditions/migraine, or a folder ending in /* for every address under it')
          .describe('The old address. Ending in /* it stands for every unknown address under that folder (a host rule only).'),
        to: z
          .string()
          .regex(/^\/([a-z0-9-]+\/)*[a-z0-9-]*(#[a-z0-9-]+)?$/, 'expected a site address like /conditions/headache, with an optional #anchor of a part of that page like /resources#faq')
          .describe('Where the visitor goes instead: an address the site has now, with an optional #anchor of a part of that page (a tab such as /resources#faq opens that tab).'),
        why: text('Why the address moved, for the next writer (not shown on the site).').optional(),
      })
      .strict(),
  )
  .describe('Old addresses and where they lead now. Each exact address gets a page that sends the visitor on and a host rule (301); a folder/* gets a host rule only (302).')

/**
 * The words of content/site.yaml in another language (content/es/site.yaml). The shared details
 * (name, address, phone, booking address, emergency numbers) are the site's and are not repeated.
 */
export const siteWordsSchema = z
  .object({
    blurb: siteSchema.shape.blurb,
    copyright: siteSchema.shape.copyright,
    hours: siteSchema.shape.contact.shape.hours.optional().describe('The opening hours in this language, line for line as content/site.yaml gives them; leave out to show those.'),
    social: z
      .array(z.object({ network: z.enum(socialNetworks), label: text('The accessible name of the icon link in this language.') }).strict())
      .optional()
      .describe("The social links' accessible names in this language, by network; their addresses are content/site.yaml's."),
    forms: z.object({ labels: formsSchema.shape.labels }).strict().describe('Words of the contact and newsletter forms in this language.'),
    emergency: z
      .object({ line: emergencyLine, lineLabel: siteSchema.shape.emergency.shape.lineLabel })
      .strict()
      .describe("The emergency line in this language; the numbers it dials are content/site.yaml's. It says exactly what the English line says."),
    editorial: editorialSchema
      .pick({ reportLabel: true, reportSubject: true, reportBody: true })
      .extend({ policy: editorialSchema.shape.policy })
      .strict()
      .describe("The editorial policy link and the report-a-problem e-mail's words in this language; the e-mail address is content/site.yaml's."),
    insurance: z.object({ note: siteSchema.shape.insurance.shape.note }).strict().describe("The sentence under the insurance plans in this language; the plans' names are content/site.yaml's."),
    labels: siteSchema.shape.labels,
    translation: z
      .object({
        emergency: z
          .string()
          .regex(/^sha256:[0-9a-f]{64}$/, 'expected sha256: and 64 hexadecimal digits (npm run translated -- content/es/site.yaml fills it in)')
          .describe("The fingerprint of content/site.yaml's emergency line this file's line follows; `npm run translated -- content/es/site.yaml` writes it."),
      })
      .strict()
      .describe("Which version of content/site.yaml's emergency line this file's line translates: the check fails when the English line changed since."),
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

export type CollectionName = keyof typeof collections
