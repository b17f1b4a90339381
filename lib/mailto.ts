/**
 * What a mailto: link may hold: one address, and only a subject and a body. Any other header (bcc,
 * cc, to, reply-to…) or a second address would copy a visitor's e-mail to someone the page does not
 * name. Used by the content's link fields, the check of bodies and data files, and the build's output gate.
 */
const ALLOWED = new Set(['subject', 'body'])

/** Why a mailto: link is refused, in a writer's words, or null (also for any link that is not mailto:). */
export function mailtoFault(url: string): string | null {
  if (!/^mailto:/i.test(url)) return null
  const [to, query = ''] = url.slice('mailto:'.length).split('?', 2)
  let addresses: string
  try {
    addresses = decodeURIComponent(to)
  } catch {
    return 'is not a readable e-mail address'
  }
  if (!/^[^\s@,;]+@[^\s@,;]+$/.test(addresses)) return 'must name one e-mail address (no list, no name)'
  for (const part of query.split('&').filter(Boolean)) {
    const name = part.split('=')[0].toLowerCase()
    if (!ALLOWED.has(name))
      return `may give only a subject and a body, not "${name}": a header such as bcc or cc would copy the message to someone the page does not name`
  }
  return null
}
