/** Turns an eager glob of a collection's front-matter into a list of entries with their ids (file names), in the writers' order. */

export type Entry<T> = T & { id: string }

export function entriesOf<T>(modules: Record<string, unknown>): Entry<T>[] {
  const entries = Object.entries(modules).map(([path, frontmatter]) => ({ ...(frontmatter as T), id: path.replace(/^.*\//, '').replace(/\.mdx$/, '') }))
  return entries.sort((a, b) => orderOf(a) - orderOf(b) || a.id.localeCompare(b.id))
}

function orderOf(entry: unknown): number {
  const { order } = entry as { order?: number }
  return order ?? Number.MAX_SAFE_INTEGER
}
