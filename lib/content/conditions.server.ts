/**
 * The conditions collection as the server sees it at build time: every file's checked front-matter,
 * by id, in list order. Server only, so a page's JavaScript does not grow with the number of files.
 */
import { idOf } from './compile'
import type { ConditionFrontmatter } from './schema'

export type Condition = ConditionFrontmatter & { id: string }

const files = import.meta.glob<ConditionFrontmatter>('/content/conditions/*.mdx', { eager: true, import: 'frontmatter' })

const conditions: Condition[] = Object.entries(files)
  .map(([file, frontmatter]) => ({ ...frontmatter, id: idOf(file) }))
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))

/** Every condition, in the order the list shows them. */
export function allConditions(): Condition[] {
  return conditions
}

export function findCondition(id: string): Condition | undefined {
  return conditions.find((condition) => condition.id === id)
}
