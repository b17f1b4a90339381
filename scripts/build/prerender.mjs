// A renderer: writes the site's pages to HTML with the code the bundle step wrote (scripts/build/render.ts
// starts it; in a share of a large site, PRERENDER_SHARE names its share, renderer/+onPrerenderStart.ts).
import { prerender } from 'vike/api'

try {
  await prerender()
} catch (error) {
  // A content error's message names the file and line for the writer; any other error keeps its
  // stack. Left to itself, the process would end as if it had succeeded.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error)
  process.exit(1)
}
