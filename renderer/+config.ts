import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time, and the browser never loads a page's code:
  // +client.ts hydrates only the interactive parts (renderer/islands.tsx). Links are ordinary page
  // loads of that HTML, which keeps the first-load JavaScript small.
  // One page at a time: pages rendered side by side register their styles in a varying order, and
  // the same commit must always build the same files.
  prerender: { parallel: 1 },
  clientRouting: false,
  meta: {
    // Pages are HTML only: their code runs on the server and never reaches the browser.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
