import { redirects } from '../../lib/content/collections'

/** A forwarding page for every exact old address, for hosts that do not read the _redirects rules. */
export const onBeforePrerenderStart = () => redirects.filter((rule) => !rule.from.endsWith('*')).map((rule) => rule.from)
