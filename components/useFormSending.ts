/**
 * What both forms do once the page's code has arrived: post the fields themselves, one send at a
 * time, and say how it went. A robot's post (lib/contact.ts, isRobot) is dropped and told what a
 * person would be told; a sent form is cleared; a failure keeps every field and puts focus on its
 * message (`failureRef`), so a screen reader reads it and a keyboard is beside the fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { formFields, isRobot, type Delivery } from '../lib/contact'

export function useFormSending(send: (fields: Record<string, string>) => Promise<Delivery>, onSent?: () => void) {
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Delivery | null>(null)
  const inFlight = useRef(false)
  const failureRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (outcome === 'failed') failureRef.current?.focus()
  }, [outcome])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // A second press, or Enter in a field, while a send is under way sends nothing more.
    if (inFlight.current) return
    const form = event.currentTarget
    const fields = formFields(form)
    inFlight.current = true
    setSending(true)
    setOutcome(null)
    try {
      const delivery = isRobot(fields) ? 'sent' : await send(fields)
      if (delivery === 'sent') {
        form.reset()
        onSent?.()
      }
      setOutcome(delivery)
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return { sending, outcome, failureRef, onSubmit }
}
