/**
 * The newsletter sign-up. With an endpoint in content/site.yaml it is a real form that posts the
 * address there (the browser's own post without JavaScript); with JavaScript the page posts it and
 * says under the form whether the sign-up went through. With no endpoint, as the specification
 * says, submitting keeps the visitor on the page and sends nothing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { deliver, formFields, isRobot } from '../lib/contact'
import { HONEYPOT_FIELD } from '../lib/forms'
import type { SiteConfig } from '../lib/content/schema'
import { formEndpoints, site } from '../lib/site'
import { island } from '../renderer/islands'
import { SubmitButton } from './Button'
import { FormFailure, FormField, withPhoneLink } from './FormField'
import { useHydrated } from './useHydrated'
import { siteIds } from '../lib/site-ids'
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
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<{ sent: boolean; count: number } | null>(null)
  const inFlight = useRef(false)
  const failureRef = useRef<HTMLParagraphElement>(null)
  const hydrated = useHydrated()

  useEffect(() => {
    if (outcome && !outcome.sent) failureRef.current?.focus()
  }, [outcome])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The spec gives the newsletter no handler: without an endpoint the page neither reloads nor sends anything.
    if (!endpoint || inFlight.current) return
    const form = event.currentTarget
    const fields = formFields(form)
    inFlight.current = true
    setSending(true)
    setOutcome(null)
    try {
      const delivery = isRobot(fields) ? 'sent' : await deliver(endpoint, fields, formEndpoints.encoding)
      if (delivery === 'sent') form.reset()
      setOutcome((last) => ({ sent: delivery === 'sent', count: (last?.count ?? 0) + 1 }))
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }
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
        {endpoint ? (
          <div className="visually-hidden" aria-hidden="true">
            <label htmlFor={siteIds.newsletterHoneypot}>{words.honeypot}</label>
            <input
              id={siteIds.newsletterHoneypot}
              type="text"
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
        ) : null}
        <SubmitButton disabled={(!endpoint && !hydrated) || sending} busy={sending} enableWithScript={!endpoint}>
          {sending ? words.sending : submitLabel}
        </SubmitButton>
      </form>
      <div role="status">{outcome?.sent ? <p className={styles.done}>{words.newsletterSent}</p> : null}</div>
      {outcome && !outcome.sent ? (
        <FormFailure
          className={styles.failure}
          key={outcome.count}
          ref={failureRef}
          role="alert"
          tabIndex={-1}
          data-form-failure=""
        >
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
