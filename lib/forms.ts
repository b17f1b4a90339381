/**
 * Where the contact and newsletter forms deliver: the addresses `forms` in content/site.yaml names,
 * or CONTACT_ENDPOINT / NEWSLETTER_ENDPOINT at build time; by default the site's own server
 * (`npm start`), which keeps each message in its inbox (scripts/inbox/) at /forms/contact and
 * /forms/newsletter under the site's base path. One resolution for the build, the check and the
 * headers, so a form never posts to an address the Content-Security-Policy refuses.
 */
import type { Problem } from './content/problems'

/** How the form's words travel when the page posts them with fetch: form-encoded (what form services and static hosts read) or JSON. */
export type FormEncoding = 'form' | 'json'

export interface FormEndpoints {
  /** Where contact messages go: an absolute address, or the site's own server's path. */
  contact: string
  /** Where newsletter sign-ups go: an absolute address, or the site's own server's path. */
  newsletter: string
  encoding: FormEncoding
}

/** The site's own server's address for a form, under the build's base path (scripts/inbox/receive.mjs answers it). */
export function ownFormPath(form: 'contact' | 'newsletter', env: Record<string, string | undefined>): string {
  const base = (env.BASE_PATH || '/').replace(/\/?$/, '/')
  return `${base}forms/${form}`
}

/** True when a form posts to the site's own server rather than to a service. */
export const postsToOwnServer = (endpoint: string): boolean => endpoint.startsWith('/')

/** The `forms` block of content/site.yaml, as its schema reads it. */
export interface FormsConfig {
  contactEndpoint?: string
  newsletterEndpoint?: string
  encoding?: FormEncoding
  /** Days handled messages stay in the site's own server's inbox (scripts/inbox/). */
  retentionDays?: number
}

/** The honeypot field's name: form services (Formspree's `_gotcha`, Netlify's honeypot setting) discard a message that fills it. */
export const HONEYPOT_FIELD = '_gotcha'

/** How long a form waits for the endpoint's answer before it says the message was not sent. */
export const FORM_TIMEOUT_MS = 15_000

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** A host's name on the internet: labels of letters, digits and hyphens, with a top-level name of letters. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i

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
  // The host goes into the pages' security policy: a name of letters, digits and hyphens only, so that
  // no wildcard (https://*) or policy syntax (;) can widen it.
  if (!loopback.has(url.hostname) && !HOST_NAME.test(url.hostname))
    throw new Error(`${origin}: "${value}" does not name a host (expected a name like forms.example.org)`)
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
    contact: contact || ownFormPath('contact', env),
    newsletter: newsletter || ownFormPath('newsletter', env),
    encoding: config?.encoding ?? 'form',
  }
}

/** What the check and the build say about forms that post to the site's own server (a notice, not an error). */
function ownServerForms(endpoints: FormEndpoints): string[] {
  const own = (['contact', 'newsletter'] as const).filter((form) => postsToOwnServer(endpoints[form]))
  if (!own.length) return []
  return [
    `the ${own.join(' and ')} form${own.length > 1 ? 's post' : ' posts'} to the site's own server: npm start keeps each message (read them with npm run inbox). On a static host, set forms.contactEndpoint and forms.newsletterEndpoint to the clinic's form service`,
  ]
}

/**
 * `_headers` with the endpoints' origins allowed where a form needs them: `connect-src` (the
 * page's fetch) and `form-action` (the browser's own post, without JavaScript).
 */
export function headersWithEndpoints(headers: string, endpoints: FormEndpoints): string {
  const origins = Array.from(
    new Set(
      [endpoints.contact, endpoints.newsletter]
        .filter((value) => !postsToOwnServer(value))
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
 * its `forms` block: a notice for forms that post to the site's own server, an error for an endpoint given
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
    return ownServerForms(resolveFormEndpoints(config, env)).map((message) => ({
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
