/** The "Report a problem with this page" e-mail: a mailto: address with the page named in its subject and body. */
import { fill } from './site'

interface ReportWords {
  reportEmail: string
  /** {title} becomes the page's title. */
  reportSubject: string
  /** {title} and {address} become the page's title and full address. */
  reportBody: string
}

/**
 * Each part encoded as RFC 6068 asks: spaces as %20 (a "+" would stay a plus), every line break as
 * %0D%0A, and & = ? # inside the words escaped so a title cannot end the subject early.
 */
export function reportProblemHref(words: ReportWords, page: { title: string; address: string }): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'))
  const subject = encode(fill(words.reportSubject, page))
  const body = encode(fill(words.reportBody, page))
  return `mailto:${words.reportEmail}?subject=${subject}&body=${body}`
}
