import type { PageContext } from 'vike/types'
import { redirectRules } from '../../lib/content/redirects'

/** An old address of content/redirects.yaml: before any other route, so a moved page's old address always forwards. */
export default function route(pageContext: PageContext) {
  return redirectRules(process.cwd()).some((rule) => rule.from === pageContext.urlPathname) ? { precedence: 1 } : false
}
