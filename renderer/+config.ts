import type { Config } from 'vike/types'

export default {
  // Every route is written to static HTML at build time, and the browser never loads a page's code:
  // +client.ts hydrates only the interactive parts (renderer/islands.tsx). Links are ordinary page
  // loads of that HTML, which keeps the first-load JavaScript small.
  // Pages render side by side on every core: styled parts are loaded in one fixed order before the
  // first page (+onCreateGlobalContext.server.ts), so two builds of one commit write the same files.
  prerender: { parallel: true },
  clientRouting: false,
  meta: {
    // Pages are HTML only: their code runs on the server and never reaches the browser.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
