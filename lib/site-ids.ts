/**
 * The ids the site's own parts give elements on every page or in the parts a page places: one
 * list, so a heading made from a writer's words (lib/content/rehype-heading-ids.ts) never takes one
 * of them. Parts use these constants rather than writing the ids out.
 */
export const siteIds = {
  root: 'root',
  siteMenu: 'site-menu',
  mainContent: 'main-content',
  contentError: 'content-error',
  whenToGetHelp: 'when-to-get-help',
  // Where content/redirects.yaml sends an unknown condition address: /conditions#not-listed.
  conditionNotListed: 'not-listed',
  urgentHelp: 'urgent-help',
  sameDayHelp: 'same-day-help',
  understanding: 'understanding',
  commonSymptoms: 'common-symptoms',
  treatmentApproaches: 'treatment-approaches',
  newsletterHeading: 'newsletter-heading',
  newsletterEmail: 'newsletter-email',
  newsletterHoneypot: 'newsletter-honeypot',
  // The notices the site's own server sends a browser back to after a post without JavaScript
  // (scripts/inbox/receive.mjs writes them as `#<form>-sent` and `#<form>-not-sent`).
  newsletterSent: 'newsletter-sent',
  newsletterNotSent: 'newsletter-not-sent',
  contactSent: 'contact-sent',
  contactNotSent: 'contact-not-sent',
} as const

export const SITE_IDS: ReadonlySet<string> = new Set(Object.values(siteIds))
