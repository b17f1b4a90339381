import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time, and the browser never loads a page's code:
  // +client.ts hydrates only the interactive parts (renderer/islands.tsx). Links are ordinary page
  // loads of that HTML, which keeps the first-load JavaScript small.
  // `npm run build` renders a large site's pages in several processes at once, each its share
  // (scripts/build/render.ts, +onPrerenderStart.ts): `vike build` alone writes the code, not the pages.
  // Within a process, pages render side by side too. A process that renders a share leaves out the
  // pages of the other shares (partial).
  // (Only the pages whose content changed are rendered without prerender: scripts/build/prerender.mjs.)
  prerender: {
    parallel: true,
    disableAutoRun: true,
    keepDistServer: true,
    partial: Boolean(process.env.PRERENDER_SHARE),
  },
  clientRouting: false,
  meta: {
    // Pages are HTML only: their code runs on the server and never reaches the browser.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
