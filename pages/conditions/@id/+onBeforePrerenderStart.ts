import { getCollection } from '../../../lib/content/collections'
import { LANGUAGES } from '../../../lib/language'
import { toRender } from '../../../renderer/prerender-shares'

/** One page per condition file, and one per translation (/es/conditions/<id>). */
export const onBeforePrerenderStart = () =>
  toRender(
    LANGUAGES.flatMap((language) =>
      getCollection('conditions', null, language).flatMap((condition) =>
        condition.address ? [condition.address] : [],
      ),
    ),
  )
