import { allConditions } from '../../../lib/content/conditions.server'

/** One page per condition file. */
export const onBeforePrerenderStart = () => allConditions().map((condition) => `/conditions/${condition.id}`)
