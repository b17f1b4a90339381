/**
 * Sending what a visitor wrote in a form to the endpoint content/site.yaml names (lib/forms.ts).
 * With no endpoint the contact form does what the specification says: the message goes to the
 * browser's console. A message counts as sent only when the endpoint answers 2xx in time.
 */
import { FORM_TIMEOUT_MS, HONEYPOT_FIELD, type FormEncoding } from './forms'

export interface ContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

type Delivery = 'sent' | 'failed'

/** The fields a form holds, as name → value (the honeypot among them, empty when a person sent it). */
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value
  return fields
}

/** True when the field only robots fill in holds anything: such a post is dropped without a word. */
export function isRobot(fields: Record<string, string>): boolean {
  return Boolean(fields[HONEYPOT_FIELD]?.trim())
}

/**
 * Posts `fields` to `endpoint`, form-encoded or as JSON, asking for a JSON answer (form services
 * then answer the page instead of redirecting). 'failed' on a network error, an answer other than
 * 2xx, or no answer within `timeoutMs`.
 */
export async function deliver(
  endpoint: string,
  fields: Record<string, string>,
  encoding: FormEncoding,
  timeoutMs = FORM_TIMEOUT_MS,
): Promise<Delivery> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(encoding === 'json' ? { 'Content-Type': 'application/json' } : {}) },
      body: encoding === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields),
      signal: controller.signal,
      credentials: 'omit',
    })
    return response.ok ? 'sent' : 'failed'
  } catch {
    return 'failed'
  } finally {
    clearTimeout(timer)
  }
}

/** The specification's contact form without an endpoint: the message is written to the console, and counts as sent. */
function logContactMessage(fields: Record<string, string>): Delivery {
  const message: ContactMessage = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
  }
  console.log('Contact form submitted:', JSON.stringify(message))
  return 'sent'
}

/** A contact message on its way: to the endpoint when there is one, else to the console as the specification says. */
export async function sendContactMessage(
  fields: Record<string, string>,
  endpoint: string | undefined,
  encoding: FormEncoding,
): Promise<Delivery> {
  return endpoint ? deliver(endpoint, fields, encoding) : logContactMessage(fields)
}
