import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time; the client hydrates only to run interactive
  // parts. Links are ordinary page loads of that HTML, which keeps the first-load JavaScript small.
  prerender: true,
  clientRouting: false,
  meta: {
    // A page whose MDX body depends on the URL (/conditions/@id) names the one file to load. Only
    // the server loads it: the client keeps the body's HTML as written (renderer/staticBody.tsx).
    loadBody: { env: { server: true } },
  },
} satisfies Config
