import { frontmatter } from '../../content/pages/conditions.mdx'
import { allConditions } from '../../lib/content/conditions.server'
import { pageData } from '../../lib/content/head'
import { site } from '../../lib/site'
import type { ConditionSummary } from '../../components/ConditionCards'
import type { PageData } from '../../renderer/types'

export interface ConditionsListData extends PageData {
  conditions: ConditionSummary[]
}

/** Only what a card shows goes to the page, so its HTML and data stay small as conditions are added. */
export const data = (): ConditionsListData => ({
  head: {
    ...pageData(frontmatter).head,
    breadcrumbs: [
      { name: site.name, path: '/' },
      { name: site.labels.conditionsList, path: '/conditions' },
    ],
  },
  conditions: allConditions().map(({ id, name, shortDescription, iconName, iconImage }) => ({
    id,
    name,
    shortDescription,
    iconName,
    ...(iconImage ? { iconImage } : {}),
  })),
})
