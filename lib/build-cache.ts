/**
 * What builds and checks keep between runs, in one folder git ignores (deleting it costs only time):
 * compiled bodies and checked front-matter in content/ (lib/content/body-cache.ts,
 * lib/content/frontmatter-cache.ts), bundled code in bundle/
 * (scripts/build/bundle.ts), what each page of the last build was made from in pages/
 * (scripts/build/kept-pages.ts), what the search index read of each page in search/
 * (scripts/build/search.ts), the sizes made of each photograph in pictures/ (scripts/build/pictures.ts)
 * and the last base `npm run changes` built in changes/ (scripts/changes.ts). BUILD_CACHE names the folder; the build and the check set it to the
 * project's .cache, and a process without it keeps nothing: tests, and the live preview but for the
 * checked front-matter, which it shares with builds (lib/content/frontmatter-cache.ts). The build's and
 * the check's own compiled code is always in the project's .cache/tools (scripts/compiled.mjs).
 */
import { join } from 'node:path'

/** The build's cache folder, from the project's root (the live preview's own cache is in it too: vite.config.ts). */
export const BUILD_CACHE_FOLDER = '.cache'

/** The folder of one part of the build's cache, or undefined when this process keeps none. */
export function buildCachePart(part: 'content' | 'bundle' | 'pages' | 'search' | 'pictures'): string | undefined {
  const folder = process.env.BUILD_CACHE
  return folder ? join(folder, part) : undefined
}
