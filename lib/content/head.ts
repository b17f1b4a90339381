import type { PageData } from '../../renderer/types'
import type { PageFrontmatter } from './schema'

/** A page file's head words, already checked by the content pipeline when the file was compiled. */
export function pageData(frontmatter: Record<string, unknown>): PageData {
  const { title, description } = frontmatter as PageFrontmatter
  return { head: { title, description } }
}

/** A condition page's browser-tab title: its own title, or "<name> | <institute>". */
export function conditionTitle(condition: { title?: string; name: string }, siteName: string): string {
  return condition.title ?? `${condition.name} | ${siteName}`
}
