/**
 * Reads content/glossary.yaml for the content check, the build and the live preview, which check
 * every marked term against it. Kept apart from lib/content/glossary.ts so the parts that render
 * terms never import the file system.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { checkAgainst, normalizeSource, parseYaml } from './frontmatter'
import { glossaryIndex, type GlossaryIndex } from './glossary'
import { glossarySchema, type Glossary } from './schema'

export const GLOSSARY_FILE = 'content/glossary.yaml'

const cache = new Map<string, { version: string; index: GlossaryIndex | null }>()

/**
 * The glossary of the project at `root`: an empty one when the file does not exist (every mark is
 * then reported, with advice to add the term), null when the file has a mistake (reported by the
 * check of the file itself; the marks wait until it is fixed). Read again whenever the file changes,
 * so the live preview sees a term as soon as the writer saves it.
 */
export function glossaryAt(root: string): GlossaryIndex | null {
  const path = join(root, GLOSSARY_FILE)
  let version: string
  try {
    const stats = statSync(path)
    version = `${stats.mtimeMs}:${stats.size}`
  } catch {
    return glossaryIndex({ terms: [] })
  }
  const known = cache.get(path)
  if (known && known.version === version) return known.index
  const parsed = parseYaml(GLOSSARY_FILE, normalizeSource(readFileSync(path, 'utf8')), 1)
  const checked = parsed.problems.length ? undefined : checkAgainst(GLOSSARY_FILE, glossarySchema, parsed)
  const index = checked && !checked.problems.length ? glossaryIndex(checked.value as Glossary) : null
  cache.set(path, { version, index })
  return index
}
