/**
 * Where the contact and newsletter forms deliver: the addresses `forms` in content/site.yaml names,
 * or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT at build time. One resolution for the build, the check
 * and the headers, so a form never posts to an address the Content-Security-Policy refuses.
 */
import type { Problem } from './content/problems'

/** How the form's words travel when the page posts them with fetch: form-encoded (what form services and static hosts read) or JSON. */
export type FormEncoding = 'form' | 'json'

export interface FormEndpoints {
  /** Where contact messages go; absent: the form only does what the specification says (console and toast). */
  contact?: string
  /** Where newsletter sign-ups go; absent: the form does nothing. */
  newsletter?: string
  encoding: FormEncoding
}

/** The `forms` block of content/site.yaml, as its schema reads it. */
export interface FormsConfig {
  contactEndpoint?: string
  newsletterEndpoint?: string
  encoding?: FormEncoding
}

/** The honeypot field's name: form services (Formspree's `_gotcha`, Netlify's honeypot setting) discard a message that fills it. */
export const HONEYPOT_FIELD = '_gotcha'

/** How long a form waits for the endpoint's answer before it says the message was not sent. */
export const FORM_TIMEOUT_MS = 15_000

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Returns the address when a form may post to it, or throws an error naming `origin` and what is
 * wrong: an absolute https address (plain http only on this machine, 127.0.0.1 or localhost, for tests).
 */
export function checkEndpoint(value: string, origin: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${origin}: "${value}" is not an absolute address (expected https://…)`)
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback.has(url.hostname))) {
    throw new Error(`${origin}: "${value}" must use https (plain http only for 127.0.0.1 or localhost, when testing)`)
  }
  if (url.username || url.password) throw new Error(`${origin}: "${value}" must not hold a user name or password`)
  return value
}

/** The endpoints of this build: site.yaml's `forms`, each overridden by its variable when set. */
export function resolveFormEndpoints(
  config: FormsConfig | undefined,
  env: Record<string, string | undefined>,
): FormEndpoints {
  const contact = env.CONTACT_ENDPOINT
    ? checkEndpoint(env.CONTACT_ENDPOINT, 'CONTACT_ENDPOINT')
    : config?.contactEndpoint && checkEndpoint(config.contactEndpoint, 'content/site.yaml: forms.contactEndpoint')
  const newsletter = env.NEWSLETTER_ENDPOINT
    ? checkEndpoint(env.NEWSLETTER_ENDPOINT, 'NEWSLETTER_ENDPOINT')
    : config?.newsletterEndpoint &&
      checkEndpoint(config.newsletterEndpoint, 'content/site.yaml: forms.newsletterEndpoint')
  return {
    ...(contact ? { contact } : {}),
    ...(newsletter ? { newsletter } : {}),
    encoding: config?.encoding ?? 'form',
  }
}

/** What the check and the build say about forms that deliver nowhere (a notice, not an error). */
function undeliveredForms(endpoints: FormEndpoints): string[] {
  const notes: string[] = []
  if (!endpoints.contact)
    notes.push(
      "the contact form delivers nowhere: messages are only written to the visitor's browser console. Set forms.contactEndpoint to the address of the clinic's form service",
    )
  if (!endpoints.newsletter)
    notes.push(
      "the newsletter form delivers nowhere: sign-ups are dropped. Set forms.newsletterEndpoint to the mailing list's sign-up address",
    )
  return notes
}

/**
 * `_headers` with the endpoints' origins allowed where a form needs them: `connect-src` (the
 * page's fetch) and `form-action` (the browser's own post, without JavaScript).
 */
export function headersWithEndpoints(headers: string, endpoints: FormEndpoints): string {
  const origins = Array.from(
    new Set(
      [endpoints.contact, endpoints.newsletter]
        .filter((value): value is string => Boolean(value))
        .map((value) => new URL(value).origin),
    ),
  )
  if (!origins.length) return headers
  return headers.replace(/^(\s*Content-Security-Policy:\s*)(.*)$/m, (_line, name: string, policy: string) => {
    const directives = policy.split(';').map((part) => part.trim())
    for (const directive of ['connect-src', 'form-action']) {
      const index = directives.findIndex((part) => part.split(/\s+/)[0] === directive)
      if (index === -1) directives.push(`${directive} 'self' ${origins.join(' ')}`)
      else
        directives[index] = [
          directives[index],
          ...origins.filter((origin) => !directives[index].split(/\s+/).includes(origin)),
        ].join(' ')
    }
    return `${name}${directives.filter(Boolean).join('; ')}`
  })
}

/**
 * What `npm run check` (and so the build) says about the forms, as problems of content/site.yaml at
 * its `forms` block: a notice for each form that delivers nowhere, an error for an endpoint given
 * at build time that no form may post to.
 */
export function formProblems(
  siteYaml: string,
  config: FormsConfig | undefined,
  env: Record<string, string | undefined>,
): Problem[] {
  const file = 'content/site.yaml'
  const line = siteYaml.split('\n').findIndex((text) => /^forms:/.test(text)) + 1 || 1
  try {
    return undeliveredForms(resolveFormEndpoints(config, env)).map((message) => ({
      file,
      line,
      column: 1,
      field: 'forms',
      message,
      severity: 'notice' as const,
    }))
  } catch (error) {
    return [{ file, line, column: 1, field: 'forms', message: (error as Error).message, severity: 'error' }]
  }
}
