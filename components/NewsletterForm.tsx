/**
 * The newsletter sign-up: a real form that posts the address to the site's own server (or the form
 * service content/site.yaml names), by the browser's own post without JavaScript; with JavaScript
 * the page posts it and says under the form whether the sign-up went through. Without JavaScript
 * the site's own server sends the browser back to this form's notice (#newsletter-sent or
 * #newsletter-not-sent), shown by CSS alone.
 */
import { deliver } from '../lib/contact'
import type { SiteConfig } from '../lib/content/schema'
import { formEndpoints, site } from '../lib/site'
import { island } from '../renderer/islands'
import { SubmitButton } from './Button'
import { FormFailure, FormField, HoneypotField, withPhoneLink } from './FormField'
import { siteIds } from '../lib/site-ids'
import { useFormSending } from './useFormSending'
import styles from './NewsletterForm.module.css'

interface NewsletterFormProps {
  title: string
  intro: string
  emailLabel: string
  submitLabel: string
  /** The form's own words in the page's language, and the phone to call when a sign-up fails: given by the server (serverProps). */
  words: Pick<SiteConfig['forms']['labels'], 'honeypot' | 'sending' | 'newsletterSent' | 'newsletterFailed'>
  phone: string
}

function NewsletterFormIsland({ title, intro, emailLabel, submitLabel, words, phone }: NewsletterFormProps) {
  const endpoint = formEndpoints.newsletter
  const { sending, outcome, failureRef, onSubmit } = useFormSending((fields) =>
    deliver(endpoint, fields, formEndpoints.encoding),
  )
  return (
    <section className={styles.box} aria-labelledby={siteIds.newsletterHeading}>
      <h3 id={siteIds.newsletterHeading}>{title}</h3>
      <p>{intro}</p>
      <form
        className={styles.row}
        method="post"
        action={endpoint}
        onSubmit={onSubmit}
        data-form="newsletter"
        aria-busy={sending || undefined}
      >
        <FormField
          id={siteIds.newsletterEmail}
          name="email"
          type="email"
          label={emailLabel}
          required
          autoComplete="email"
        />
        <HoneypotField id={siteIds.newsletterHoneypot} label={words.honeypot} />
        <SubmitButton disabled={sending} busy={sending}>
          {sending ? words.sending : submitLabel}
        </SubmitButton>
      </form>
      {/* What the site's own server answered a post made without JavaScript: shown when the address ends in its id. */}
      <p id={siteIds.newsletterSent} className={`target-notice ${styles.done}`}>
        {words.newsletterSent}
      </p>
      <p id={siteIds.newsletterNotSent} className={`target-notice ${styles.failure}`}>
        {withPhoneLink(words.newsletterFailed, phone)}
      </p>
      <div role="status">{outcome === 'sent' ? <p className={styles.done}>{words.newsletterSent}</p> : null}</div>
      {outcome === 'failed' ? (
        <FormFailure className={styles.failure} ref={failureRef} role="alert" tabIndex={-1} data-form-failure="">
          {withPhoneLink(words.newsletterFailed, phone)}
        </FormFailure>
      ) : null}
    </section>
  )
}

export const NewsletterForm = island('NewsletterForm', NewsletterFormIsland, {
  // The words come from the page, so the island's code holds no site.yaml (the browser's build drops this).
  serverProps: import.meta.env.SSR
    ? () => {
        const { honeypot, sending, newsletterSent, newsletterFailed } = site.forms.labels
        return { words: { honeypot, sending, newsletterSent, newsletterFailed }, phone: site.contact.phone }
      }
    : undefined,
})
