import { findCondition } from '../../../lib/content/conditions.server'
import { conditionTitle } from '../../../lib/content/head'
import { site } from '../../../lib/site'
import type { PageData } from '../../../renderer/types'

/** The menu links to /conditions/migraine; the information lives on the headache page. */
const TARGET_ID = 'headache'

export interface MovedPageData extends PageData {
  target: { name: string; path: string }
}

export const data = (): MovedPageData => {
  const condition = findCondition(TARGET_ID)
  if (!condition) throw new Error(`/conditions/migraine leads to content/conditions/${TARGET_ID}.mdx, which does not exist`)
  const path = `/conditions/${condition.id}`
  return {
    head: {
      title: conditionTitle(condition, site.name),
      description: condition.description,
      canonical: path,
      redirectTo: path,
    },
    target: { name: condition.name, path },
  }
}
