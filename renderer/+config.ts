import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time; the client hydrates only to run interactive
  // parts. Links are ordinary page loads of that HTML, which keeps the first-load JavaScript small.
  // One page at a time: pages rendered side by side register their styles in a varying order, and
  // the same commit must always build the same files.
  prerender: { parallel: 1 },
  clientRouting: false,
  meta: {
    // A page whose MDX body depends on the URL (/conditions/@id) names the one file to load. Only
    // the server loads it: the client keeps the body's HTML as written (renderer/staticBody.tsx).
    loadBody: { env: { server: true } },
  },
} satisfies Config
