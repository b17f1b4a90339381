/**
 * The contact form. The browser checks the fields; a valid message goes to submitContactMessage
 * (the one place to connect a real endpoint), then the fields are cleared and a toast confirms.
 * Sending needs JavaScript, so the button is off until the page's scripts run: without them the
 * form could only put the visitor's message into a page address.
 */
import { useState, type FormEvent } from 'react'
import { submitContactMessage, type ContactMessage } from '../lib/contact'
import { toast } from '../renderer/client/toast'
import { island } from '../renderer/islands'
import { Button } from './Button'
import { fieldBrowserOnly, FieldRow, FormField, FormNote, FormStack } from './FormField'
import { useHydrated } from './useHydrated'

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
}

const empty: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' }

function ContactFormIsland({ labels, optionalNote, note, submitLabel, sentTitle, sentText }: ContactFormProps) {
  const [values, setValues] = useState<ContactMessage>(empty)
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()
  const field = (name: keyof ContactMessage) => ({ id: `contact-${name}`, name, label: labels[name], value: values[name], onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })) })

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSending(true)
    try {
      await submitContactMessage(values)
      setValues(empty)
      toast({ title: sentTitle, description: sentText, duration: 5000 })
    } finally {
      setSending(false)
    }
  }

  return (
    <FormStack onSubmit={onSubmit} data-form="contact">
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
      <div>
        <Button type="submit" disabled={!hydrated || sending}>
          {submitLabel}
        </Button>
      </div>
    </FormStack>
  )
}

export const ContactForm = island('ContactForm', ContactFormIsland, { browserOnly: fieldBrowserOnly })
