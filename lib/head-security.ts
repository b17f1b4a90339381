/**
 * What of public/_headers a page can say itself, for hosts that ignore the file (GitHub Pages, where
 * pull-request previews are published): its Content-Security-Policy as
 * `<meta http-equiv="Content-Security-Policy">`, without the directives a meta policy cannot carry,
 * and its Referrer-Policy as `<meta name="referrer">`. The policy is written once, in public/_headers;
 * the build reads it from there (headSecurityPlugin) and the renderer writes it into every page.
 * The other headers (HSTS, nosniff, frame and permission policies) have no meta form.
 *
 * A preview build (drafts shown, or served under a sub-path) also tells search engines to stay out:
 * `<meta name="robots" content="noindex">` on every page and a robots.txt that disallows all.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { dataFileOf } from './content/store'
import { parseHeaders } from '../scripts/headers-file.mjs'
import { headersWithEndpoints, resolveFormEndpoints, type FormsConfig } from './forms'

/** What every page's <head> says about its own security and indexing. */
export interface HeadSecurity {
  /** The policy for the meta tag, or null (the live preview, or no policy in _headers). */
  contentSecurityPolicy: string | null
  referrerPolicy: string | null
  /** A preview build: no page is to be indexed. */
  noindex: boolean
}

/** Directives a policy delivered by a meta tag cannot carry (CSP Level 3, 5.1): browsers ignore them there and warn. */
export const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox']

/** The policy without its header-only directives, as a meta tag may carry it. */
export function metaPolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY_DIRECTIVES.includes(directive.split(/\s+/)[0].toLowerCase()))
    .join('; ')
}

/** Whether a build is a preview for reviewers: drafts shown (SHOW_DRAFTS=true) or served under a sub-path (BASE_PATH). */
export function isPreviewBuild(env: Record<string, string | undefined> = process.env): boolean {
  return env.SHOW_DRAFTS === 'true' || (env.BASE_PATH || '/').replace(/\/?$/, '/') !== '/'
}

/** The headers of public/_headers that every page gets (its `/*` rules), by lower-case name; the last rule wins. */
export function everyPageHeaders(headersText: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of parseHeaders(headersText))
    if (rule.pattern === '/*') for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value)
  return headers
}

/** The forms' settings in content/site.yaml, whose endpoints the policy allows (the build writes _headers so too). */
function formsConfig(root: string): FormsConfig | undefined {
  try {
    return (dataFileOf(root, 'content/site.yaml') as { forms?: FormsConfig } | null | undefined)?.forms
  } catch {
    // A site.yaml that cannot be read stops the build at its line, in the content check.
    return undefined
  }
}

/** What a build's pages say, from the project's public/_headers (with the forms' endpoints allowed) and the build's environment. */
export function headSecurity(root: string, env: Record<string, string | undefined> = process.env): HeadSecurity {
  const file = join(root, 'public/_headers')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const headers = everyPageHeaders(headersWithEndpoints(text, resolveFormEndpoints(formsConfig(root), env)))
  const policy = headers.get('content-security-policy')
  return {
    contentSecurityPolicy: policy ? metaPolicy(policy) || null : null,
    referrerPolicy: headers.get('referrer-policy') ?? null,
    noindex: isPreviewBuild(env),
  }
}

/**
 * Gives the renderer `__HEAD_SECURITY__`. Only builds carry the policy: the live preview runs
 * Vite's inline scripts, which the policy refuses, and its pages are never published.
 */
export function headSecurityPlugin(): Plugin {
  return {
    name: 'head-security',
    config(config, { command }) {
      const security: HeadSecurity =
        command === 'build'
          ? headSecurity(config.root ?? process.cwd())
          : { contentSecurityPolicy: null, referrerPolicy: null, noindex: false }
      return { define: { __HEAD_SECURITY__: JSON.stringify(security) } }
    },
  }
}
