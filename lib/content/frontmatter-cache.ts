/**
 * Front-matter read and checked, kept between runs: reading and checking every file's front-matter
 * is most of what a build's content check and its server data cost (about half a millisecond a
 * file), and a writer's edit changes one file. Kept in the build's cache as .cache/content/frontmatter.lines
 * (lib/content/kept-lines.ts); tests and the live preview read every time.
 *
 * A file's result is used only when its key matches: a digest of the file's name and text, the
 * glossary its marks are checked against, and the code that reads it (body-cache.ts compilerStamp).
 * Where each field stands is kept for the top-level fields, which is what messages about a whole
 * entry name; any other place is found by reading the file's YAML again, only when asked.
 *
 * Each result is held as its JSON text and read only when asked for: a process holds one string a
 * file, not a second copy of every entry (at 10,000 files, the difference between the build's
 * memory budget kept and missed).
 */
import { createHash } from 'node:crypto'
import { compilerStamp } from './body-cache'
import { parseYaml, splitFrontmatter, type ParsedYaml } from './frontmatter'
import type { GlossaryIndex } from './glossary'
import { keptLine } from './kept-lines'

type Place = { line: number; column: number }
/** What reading a file's front-matter gives: plain data, and where its fields stand. */
export interface FrontmatterResult {
  data?: unknown
  locate?: ParsedYaml['locate']
}

/** Where a field stands: the kept place of a top-level field, otherwise read from the YAML again (once). */
function lazyLocate(file: string, text: string, placesJson: string): ParsedYaml['locate'] {
  let places: Record<string, Place> | undefined
  let parsed: ParsedYaml | undefined
  return (path) => {
    places ??= JSON.parse(placesJson) as Record<string, Place>
    const key = path.length === 0 ? '' : path.length === 1 ? String(path[0]) : undefined
    if (key !== undefined && places[key]) return places[key]
    parsed ??= parseYaml(file, splitFrontmatter(text).yaml ?? '', 2)
    return parsed.locate(path)
  }
}

/** The result of `read` for this file's `text`: from the cache when it holds it, otherwise read and kept. */
export function cachedFrontmatter<T extends FrontmatterResult>(
  file: string,
  text: string,
  glossary: GlossaryIndex | null,
  read: () => T,
): T {
  const key = createHash('sha256')
    .update([compilerStamp(process.cwd()), file, text, glossary?.version ?? '(no glossary)'].join('\0'))
    .digest('hex')
  const [placesJson, resultJson] = keptLine('frontmatter', file, key, () => {
    const { locate, ...rest } = read()
    let places: Record<string, Place> | null = null
    if (locate) {
      places = { '': locate([]) }
      if (rest.data && typeof rest.data === 'object')
        for (const field of Object.keys(rest.data)) places[field] = locate([field])
    }
    return [JSON.stringify(places), JSON.stringify(rest)]
  })
  // Kept or just read, a result is what JSON keeps of it, so a build is the same either way, and a
  // new object each time, so a caller that changes it changes nothing kept.
  const result = JSON.parse(resultJson) as T
  if (placesJson !== 'null') result.locate = lazyLocate(file, text, placesJson)
  return result
}
