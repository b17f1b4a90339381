/**
 * The shape of every content file. Each field's description speaks to the writer: it is shown
 * in build errors and in the writing guide, so say what the field means on the site.
 */
import { z } from 'zod'

const text = (description: string) => z.string().trim().min(1, 'must not be empty').describe(description)

const isoDate = (description: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'is not a real calendar date')
    .describe(description)

const httpsUrl = (description: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'expected an absolute https:// address')
    .describe(description)

/** A path inside the site (/contact), an anchor on the page (#key-facts), or an absolute https address. */
const href = (description: string) =>
  z
    .string()
    .regex(/^(\/[^\s]*|#[a-z0-9-]+|https:\/\/[^\s]+|mailto:[^\s]+|tel:[+0-9-]+)$/, 'expected a site path like /contact, an anchor like #faq, or an https:// address')
    .describe(description)

/** Exactly n short items, with a message that says how many there were. */
const exactly = (n: number, description: string) =>
  z
    .array(z.string().trim().min(1, 'must not be empty'))
    .superRefine((items, ctx) => {
      if (items.length !== n) ctx.addIssue({ code: 'custom', message: `expected exactly ${n} items, got ${items.length}` })
    })
    .describe(description)

/** What every page file carries for the browser tab, search engines and link previews. */
const pageHead = {
  title: text('The page title shown in the browser tab and in search results. Unique across the site.'),
  description: text('One or two sentences (about 150 characters) shown under the title in search results.'),
}

export const pageSchema = z
  .object(pageHead)
  .strict()
  .describe('The words of one page (home, about, pricing, not-found ...). The body is the page itself, written in Markdown with components.')

/** Who checked a health page, and when it must be checked again. */
export const reviewRecord = {
  reviewedBy: z
    .object({
      name: text('The reviewing clinician, as shown on the page (e.g. "Dr. Elena Ruiz, MD").'),
      role: text('The clinician\'s role (e.g. "Board-certified neurologist").'),
    })
    .strict()
    .describe('The clinician who last checked the medical facts on this page.'),
  lastReviewed: isoDate('The day the page was last checked by the clinician (YYYY-MM-DD).'),
  nextReview: isoDate('The day the next check is due (YYYY-MM-DD); must be after lastReviewed.'),
  sources: z
    .array(
      z
        .object({
          title: text('The reference\'s title as the reader will see it.'),
          url: httpsUrl('The reference\'s https address.'),
        })
        .strict(),
    )
    .default([])
    .describe('The references the page\'s facts rest on, each with title and url.'),
}

function reviewDatesInOrder(value: { lastReviewed: string; nextReview: string }, ctx: z.RefinementCtx) {
  if (value.nextReview <= value.lastReviewed) {
    ctx.addIssue({
      code: 'custom',
      path: ['nextReview'],
      message: `must be after lastReviewed (${value.lastReviewed}), got ${value.nextReview}`,
    })
  }
}

/** The names a condition's icon may take; each has its own picture and colour. */
export const conditionIconNames = [
  'memory',
  'parkinsons',
  'activity',
  'stroke',
  'sleep',
  'brain',
  'neuropathy',
  'tremor',
  'virus',
  'ms',
  'concussion',
] as const

export const conditionSchema = z
  .object({
    name: text('The condition\'s name, as the card, the menu and the page heading show it.'),
    order: z.number().int().positive().describe('Position in the conditions list: 1 comes first.'),
    layout: z
      .enum(['generic', 'bespoke'])
      .default('generic')
      .describe('"generic": the page is built from these fields and the body is the long description. "bespoke": the body is the whole page, written with components.'),
    title: text('The browser-tab title; leave out to get "<name> | <institute>".').optional(),
    description: pageHead.description,
    shortDescription: text('One or two sentences shown on the condition\'s card and under the page heading.'),
    iconName: z.enum(conditionIconNames).describe(`The icon shown with the condition: one of ${conditionIconNames.join(', ')}.`),
    iconImage: z
      .string()
      .regex(/^\/images\/[^\s]+\.(svg|png|webp)$/, 'expected a picture in public/images, written like /images/conditions/headache.svg')
      .optional()
      .describe('A picture from public/images shown instead of the icon (e.g. /images/conditions/headache.svg). Leave out to show the icon.'),
    symptoms: exactly(5, 'Exactly five common symptoms, a few words each.'),
    treatments: exactly(5, 'Exactly five treatment approaches, a few words each.'),
    ...reviewRecord,
  })
  .strict()
  .superRefine(reviewDatesInOrder)
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
    header: z.array(navItem).min(1).describe('The header\'s links and menus, in order.'),
    footer: z
      .object({
        groups: z
          .array(z.object({ title: text('The column heading.'), links: z.array(link).min(1) }).strict())
          .describe('The footer\'s link columns.'),
        legal: z.array(link).describe('The small links under the copyright line.'),
      })
      .strict(),
  })
  .strict()
  .describe('The header\'s menus and the footer\'s link columns. A menu entry has either href (a link) or items (a dropdown).')

export const socialNetworks = ['facebook', 'x', 'instagram', 'linkedin', 'youtube'] as const

export const siteSchema = z
  .object({
    name: text('The institute\'s full name.'),
    url: httpsUrl('The canonical address of the public site.'),
    blurb: text('The short paragraph about the institute in the footer.'),
    bookingUrl: httpsUrl('Where every booking button goes: the provider\'s page, ending in #initial-visit. BOOKING_URL at build time overrides it.'),
    contact: z
      .object({
        street: text('Street address.'),
        city: text('City, state and ZIP code line.'),
        phone: text('The main phone number as shown.'),
        infoEmail: text('The general information e-mail address.'),
      })
      .strict(),
    social: z
      .array(
        z
          .object({ network: z.enum(socialNetworks), label: text('The accessible name of the icon link.'), href: httpsUrl('The profile\'s address.') })
          .strict(),
      )
      .describe('The social profile links in the footer.'),
    copyright: text('The copyright line; {year} becomes the current year and {name} the institute\'s name.'),
    labels: z
      .object({
        skipLink: text('The link that lets keyboard users jump past the header.'),
        mainNavigation: text('The name screen readers give the header\'s navigation.'),
        openMenu: text('The name of the menu button on phones while the menu is closed.'),
        closeMenu: text('The name of the menu button on phones while the menu is open.'),
        homeLink: text('The name of the logo link; {name} becomes the institute\'s name.'),
        bookAppointment: text('The header\'s booking button.'),
        newTab: text('Said by screen readers after a link that opens in a new tab.'),
        footerNavigation: text('The name screen readers give the footer\'s links.'),
        contactHeading: text('The heading of the footer\'s contact block.'),
        phone: text('The label before the phone number.'),
        email: text('The label before the e-mail address.'),
        social: text('The name of the list of social links.'),
        legalNavigation: text('The name of the legal links under the copyright line.'),
        notifications: text('The name screen readers give the notifications area.'),
        dismissNotification: text('The name of the button that closes a notification.'),
        conditionsList: text('What the conditions list is called where other pages refer to it, such as the breadcrumb trail search engines show.'),
        learnMore: text('The link on each condition card that opens the condition\'s page.'),
        learnMoreAbout: text('Added for screen readers after "Learn More" on a condition card, so each link says where it goes; {name} becomes the condition\'s name.'),
        backToConditions: text('The link at the top of a condition page back to the list of conditions.'),
        understandingCondition: text('The heading over a condition\'s long description; {name} becomes the condition\'s name.'),
        commonSymptoms: text('The heading of the symptoms card on a condition page.'),
        treatmentApproaches: text('The heading of the treatments card on a condition page.'),
        specializedCare: text('The heading of the call to action at the end of a condition page; {name} becomes the condition\'s name.'),
        specializedCareText: text('The sentence under that heading; {name} becomes the condition\'s name.'),
        bookAnAppointment: text('The booking button at the end of a condition page.'),
        medicalReview: text('The heading of a health page\'s review record.'),
        reviewedBy: text('The label before the reviewing clinician\'s name.'),
        lastReviewed: text('The label before the day the page was last checked.'),
        nextReview: text('The label before the day the next check is due.'),
        sources: text('The heading of the list of references on a health page.'),
        statSource: text('The word before a key fact\'s source.'),
        callNumber: text('The link that dials an emergency number; {phone} becomes the number.'),
        pageMoved: text('Shown on an old address for the moment before the visitor is sent on; {name} becomes the new page\'s name.'),
        continueTo: text('The link to the new page on an old address; {name} becomes the new page\'s name.'),
        search: text('The header\'s search button.'),
        searchField: text('The name screen readers give the search field.'),
        searchPlaceholder: text('The hint inside the empty search field.'),
        searchResults: text('Said when results are shown; {count} becomes their number.'),
        searchNoResults: text('Said when nothing matches.'),
        searchUnavailable: text('Said when the search index cannot be loaded (in the live preview it is not built).'),
      })
      .strict()
      .describe('Words of the site\'s shared parts (header, footer, notifications).'),
  })
  .strict()
  .describe('The institute\'s details, the booking address and the words of the parts every page shares.')

export type PageFrontmatter = z.infer<typeof pageSchema>
export type ConditionFrontmatter = z.infer<typeof conditionSchema>
export type Navigation = z.infer<typeof navigationSchema>
export type NavLink = z.infer<typeof link>
export type NavItem = z.infer<typeof navItem>
export type SiteConfig = z.infer<typeof siteSchema>

/** Which schema checks which file: MDX collections by folder, data files by name. */
export const collections = {
  pages: pageSchema,
  conditions: conditionSchema,
} as const

export const dataFiles = {
  'site.yaml': siteSchema,
  'navigation.yaml': navigationSchema,
} as const

export type CollectionName = keyof typeof collections
