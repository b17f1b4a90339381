// Renders one share of the site's pages to HTML (renderer/+onPrerenderStart.ts reads PRERENDER_SHARE).
// scripts/build.mjs runs several of these side by side once the build's code is ready.
import { prerender } from 'vike/api'

try {
  await prerender()
} catch (error) {
  // A content error's message names the file and line for the writer; any other error keeps its
  // stack. Left to itself, the process would end as if it had succeeded.
  console.error(error instanceof Error && error.name === 'ContentError' ? error.message : error)
  process.exit(1)
}
