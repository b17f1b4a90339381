/**
 * The newsletter sign-up. With an endpoint in content/site.yaml it is a real form that posts the
 * address there (the browser's own post without JavaScript); with JavaScript the page posts it and
 * says under the form whether the sign-up went through. With no endpoint, as the specification
 * says, submitting keeps the visitor on the page and sends nothing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { deliver, formFields, isRobot } from '../lib/contact'
import { HONEYPOT_FIELD } from '../lib/forms'
import type { SiteConfig } from '../lib/content/schema'
import { formEndpoints, site } from '../lib/site'
import { island } from '../renderer/islands'
import { SubmitButton } from './Button'
import { fieldBrowserOnly, FormFailure, FormField, withPhoneLink } from './FormField'
import { useHydrated } from './useHydrated'
import { media, theme } from './theme'
import { siteIds } from '../lib/site-ids'

const Box = styled.section`
  margin-top: ${theme.space.xl};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.tint};
  h3 { margin-bottom: ${theme.space.sm}; }
`

const Row = styled.form`
  display: grid;
  gap: ${theme.space.md};
  align-items: end;
  max-width: 36rem;
  ${media.sm} { grid-template-columns: 1fr auto; }
`

const Done = styled.p`
  margin: ${theme.space.md} 0 0;
  font-weight: 600;
  color: ${theme.colors.heading};
`

const Failure = styled(FormFailure)`
  margin-top: ${theme.space.md};
  max-width: 36rem;
`

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
    <Box aria-labelledby={siteIds.newsletterHeading}>
      <h3 id={siteIds.newsletterHeading}>{title}</h3>
      <p>{intro}</p>
      <Row method="post" action={endpoint} onSubmit={onSubmit} data-form="newsletter" aria-busy={sending || undefined}>
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
      </Row>
      <div role="status">{outcome?.sent ? <Done>{words.newsletterSent}</Done> : null}</div>
      {outcome && !outcome.sent ? (
        <Failure key={outcome.count} ref={failureRef} role="alert" tabIndex={-1} data-form-failure="">
          {withPhoneLink(words.newsletterFailed, phone)}
        </Failure>
      ) : null}
    </Box>
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
  browserOnly: () => (
    <>
      {fieldBrowserOnly()}
      <Done />
      <Failure />
    </>
  ),
})
