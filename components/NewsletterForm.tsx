/** The newsletter sign-up. There is no list to join yet: submitting keeps the visitor on the page and sends nothing. */
import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { island } from '../renderer/islands'
import { Button } from './Button'
import { fieldBrowserOnly, FormField } from './FormField'
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

interface NewsletterFormProps {
  title: string
  intro: string
  emailLabel: string
  submitLabel: string
}

function NewsletterFormIsland({ title, intro, emailLabel, submitLabel }: NewsletterFormProps) {
  const [email, setEmail] = useState('')
  const hydrated = useHydrated()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The spec gives the newsletter no handler: the page must neither reload nor send anything.
    event.preventDefault()
  }
  return (
    <Box aria-labelledby={siteIds.newsletterHeading}>
      <h3 id={siteIds.newsletterHeading}>{title}</h3>
      <p>{intro}</p>
      <Row onSubmit={onSubmit} data-form="newsletter">
        <FormField id={siteIds.newsletterEmail} name="email" type="email" label={emailLabel} value={email} onChange={setEmail} required autoComplete="email" />
        <Button type="submit" disabled={!hydrated}>
          {submitLabel}
        </Button>
      </Row>
    </Box>
  )
}

export const NewsletterForm = island('NewsletterForm', NewsletterFormIsland, { browserOnly: fieldBrowserOnly })
