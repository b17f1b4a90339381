/**
 * Sending what a visitor wrote in a form to its endpoint (lib/forms.ts): the site's own server or
 * the form service content/site.yaml names. A message counts as sent only when the endpoint answers
 * 2xx in time; a sent contact message is also written to the browser's console, as the specification says.
 */
import { FORM_TIMEOUT_MS, HONEYPOT_FIELD, type FormEncoding } from './forms'

export interface ContactMessage {
  name: string
  email: string
  phone: string
  subject: string
  message: string
}

export type Delivery = 'sent' | 'failed'

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

/** The specification's console line for a contact message. */
function logContactMessage(fields: Record<string, string>): void {
  const message: ContactMessage = {
    name: fields.name ?? '',
    email: fields.email ?? '',
    phone: fields.phone ?? '',
    subject: fields.subject ?? '',
    message: fields.message ?? '',
  }
  console.log('Contact form submitted:', JSON.stringify(message))
}

/** A contact message on its way to `endpoint`; once it is taken, also to the console as the specification says. */
export async function sendContactMessage(
  fields: Record<string, string>,
  endpoint: string,
  encoding: FormEncoding,
): Promise<Delivery> {
  const delivery = await deliver(endpoint, fields, encoding)
  if (delivery === 'sent') logContactMessage(fields)
  return delivery
}
