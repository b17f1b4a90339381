/**
 * A path inside the site as the browser must request it: the site may be served under a sub-path
 * (BASE_PATH at build time, e.g. a pull request's preview), so "/contact" can become "/pr-preview/pr-12/contact".
 * On its own, without the site's words (lib/site.ts), for the scripts every page loads.
 */
export function withBase(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const base = import.meta.env.BASE_URL.replace(/\/$/, '')
  return `${base}${href}`
}
