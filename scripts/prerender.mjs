// Renders one share of the site's pages to HTML (renderer/+onPrerenderStart.ts reads PRERENDER_SHARE).
// scripts/build.mjs runs several of these side by side once the build's code is ready.
import { prerender } from 'vike/api'

try {
  await prerender()
} catch (error) {
  // Left to itself, the process would end as if it had succeeded.
  console.error(error)
  process.exit(1)
}
