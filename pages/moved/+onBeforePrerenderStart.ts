import { redirectRules } from '../../lib/content/redirects'
import { toRender } from '../../renderer/prerender-shares'

/** A forwarding page for every exact old address, for hosts that do not read the _redirects rules. */
export const onBeforePrerenderStart = () =>
  toRender(
    redirectRules(process.cwd())
      .filter((rule) => !rule.from.endsWith('*'))
      .map((rule) => rule.from),
  )
