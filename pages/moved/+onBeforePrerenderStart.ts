import { redirectRules } from '../../lib/content/redirects'

/** A forwarding page for every exact old address, for hosts that do not read the _redirects rules. */
export const onBeforePrerenderStart = () =>
  redirectRules(process.cwd())
    .filter((rule) => !rule.from.endsWith('*'))
    .map((rule) => rule.from)
