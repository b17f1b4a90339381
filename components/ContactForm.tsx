/**
 * The contact form. It is a real form that posts to the site's own server (which keeps each message
 * in its inbox, scripts/inbox/) or the form service content/site.yaml names, so it delivers without
 * JavaScript too; with JavaScript the page posts it itself, and only once the server has stored it
 * are the fields cleared and the specification's toast shown (the message also goes to the console,
 * as the specification says). On failure every word stays and a message in the form, which takes
 * focus, gives the phone number. Without JavaScript the site's own server sends the browser back to
 * the form's notice (#contact-sent or #contact-not-sent), shown by CSS alone.
 *
 * The fields keep their own values, so what a visitor types before the page's code arrives stays;
 * a press of Send in that time is held and replayed by renderer/client/islands.ts (or, before any
 * script has run, made by the browser itself).
 */
import { sendContactMessage, type ContactMessage } from '../lib/contact'
import type { SiteConfig } from '../lib/content/schema'
import { fill, formEndpoints, site } from '../lib/site'
import { toast } from '../renderer/client/toast'
import { island } from '../renderer/islands'
import { SubmitButton } from './Button'
import { FieldRow, FormFailure, FormField, FormNote, FormStack, HoneypotField, withPhoneLink } from './FormField'
import { siteIds } from '../lib/site-ids'
import { useFormSending } from './useFormSending'

type Labels = Record<keyof ContactMessage, string>

interface ContactFormProps {
  /** The words of each field's label. */
  labels: Labels
  /** Said after the label of the one optional field (phone). */
  optionalNote: string
  /** A line above the fields, e.g. which fields are required. */
  note?: string
  submitLabel: string
  sentTitle: string
  sentText: string
  /** The form's own words in the page's language, the phone to call when sending fails and the emergency number: given by the server (serverProps). */
  words: Pick<SiteConfig['forms']['labels'], 'beforeSending' | 'contactFailed' | 'honeypot' | 'sending'>
  phone: string
  emergencyPhone: string
}

function ContactFormIsland({
  labels,
  optionalNote,
  note,
  submitLabel,
  sentTitle,
  sentText,
  words,
  phone,
  emergencyPhone,
}: ContactFormProps) {
  const endpoint = formEndpoints.contact
  const field = (name: keyof ContactMessage) => ({ id: `contact-${name}`, name, label: labels[name] })
  const { sending, outcome, failureRef, onSubmit } = useFormSending(
    (fields) => sendContactMessage(fields, endpoint, formEndpoints.encoding),
    () => toast({ title: sentTitle, description: sentText, duration: 5000 }),
  )

  return (
    <FormStack method="post" action={endpoint} onSubmit={onSubmit} data-form="contact" aria-busy={sending || undefined}>
      {note ? <FormNote>{note}</FormNote> : null}
      <FieldRow>
        <FormField {...field('name')} required autoComplete="name" />
        <FormField {...field('email')} type="email" required autoComplete="email" />
      </FieldRow>
      <FieldRow>
        <FormField {...field('phone')} type="tel" optionalNote={optionalNote} autoComplete="tel" />
        <FormField {...field('subject')} required />
      </FieldRow>
      <FormField {...field('message')} required multiline />
      <HoneypotField id="contact-honeypot" label={words.honeypot} />
      {outcome === 'failed' ? (
        <FormFailure ref={failureRef} role="alert" tabIndex={-1} data-form-failure="">
          {withPhoneLink(words.contactFailed, phone)}
        </FormFailure>
      ) : null}
      <FormNote>{fill(words.beforeSending, { emergency: emergencyPhone })}</FormNote>
      <div>
        <SubmitButton disabled={sending} busy={sending}>
          {sending ? words.sending : submitLabel}
        </SubmitButton>
      </div>
      {/* What the site's own server answered a post made without JavaScript: shown when the address ends in its id. */}
      <p id={siteIds.contactSent} className="target-notice" role="status">
        <strong>{sentTitle}</strong> {sentText}
      </p>
      <FormFailure id={siteIds.contactNotSent} className="target-notice">
        {withPhoneLink(words.contactFailed, phone)}
      </FormFailure>
    </FormStack>
  )
}

export const ContactForm = island('ContactForm', ContactFormIsland, {
  // The words come from the page, so the island's code holds no site.yaml (the browser's build drops this).
  serverProps: import.meta.env.SSR
    ? () => {
        const { beforeSending, contactFailed, honeypot, sending } = site.forms.labels
        return {
          words: { beforeSending, contactFailed, honeypot, sending },
          phone: site.contact.phone,
          emergencyPhone: site.emergency.phone,
        }
      }
    : undefined,
})
