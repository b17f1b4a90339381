import { readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { BUILD_CACHE_FOLDER } from './lib/build-cache'
import { checkBookingUrl } from './lib/booking'
import { compileDataFile } from './lib/content/compile'
import { resolveFormEndpoints, type FormsConfig } from './lib/forms'
import { ContentError } from './lib/content/problems'
import { contentPlugin } from './lib/content/vite-plugin'
import { headSecurityPlugin } from './lib/head-security'
import { publicFileProblems } from './lib/public-files'
import { islandsPlugin } from './renderer/islands-plugin'

/** content/site.yaml as its schema reads it; a mistake stops the build with the writer's message. */
function siteData(): { bookingUrl: string; forms?: FormsConfig } {
  const file = 'content/site.yaml'
  const result = compileDataFile(file, readFileSync(file, 'utf8'))
  if (!result.data) throw new ContentError(result.problems)
  return result.data as { bookingUrl: string; forms?: FormsConfig }
}

/** The booking URL is checked before anything is built: a wrong one must never reach a page. */
function resolveBookingUrl(): string {
  if (process.env.BOOKING_URL) return checkBookingUrl(process.env.BOOKING_URL, 'BOOKING_URL')
  return checkBookingUrl(siteData().bookingUrl, 'content/site.yaml: bookingUrl')
}

/**
 * Vite copies public/ into the build following links; a link or other special file in it stops the
 * build before anything is written (buildStart comes before the copy), naming each one.
 */
function publicFilesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'public-files',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    buildStart() {
      const problems = publicFileProblems(root)
      if (problems.length) throw new ContentError(problems)
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    publicFilesPlugin(),
    headSecurityPlugin(),
    contentPlugin(),
    islandsPlugin(),
    react({ include: /\.(mdx|tsx?|jsx?)$/ }),
    vike(),
  ],
  // A build lists no file it wrote (dozens of lines a writer would read as trouble): warnings and errors only.
  ...(command === 'build' && { logLevel: 'warn' as const }),
  // BASE_PATH serves the whole site under a sub-path, e.g. /pr-preview/pr-12/ for a pull request's preview.
  base: process.env.BASE_PATH || '/',
  define: {
    __BOOKING_URL__: JSON.stringify(resolveBookingUrl()),
    __FORM_ENDPOINTS__: JSON.stringify(resolveFormEndpoints(siteData().forms, process.env)),
  },
  // Every cache the project keeps between runs in one folder git ignores, the build's beside it (lib/build-cache.ts).
  cacheDir: '.cache/vite',
  // The live preview watches the project's files, but not what builds keep (thousands of files after
  // a build of a large site) nor a build in progress.
  server: {
    watch: { ignored: [`**/${BUILD_CACHE_FOLDER}/**`, '**/.dist-*/**'] },
    // This machine only: the preview serves drafts and unpublished pages. Vike would otherwise listen on
    // every interface inside a container; `npm run dev -- --host` opens it to the network on purpose.
    host: '127.0.0.1',
  },
  // The server code a build's renderers run holds its packages too: a renderer then starts by reading
  // one bundle, not the hundreds of files of React, Vike and the rest (0.5-1 s of a rebuild). The
  // live preview loads packages as they are, which it does once.
  ...(command === 'build' && { ssr: { noExternal: true } }),
  // Vike's server-entry plugin would write this build's folder into a file in node_modules that the
  // bundle above then includes: two builds side by side (the tests' copies of the project share
  // node_modules) could bundle each other's code. The renderers import their build's server code
  // themselves (scripts/build/prerender.mjs), so that file is never needed.
  vitePluginServerEntry: { disableAutoImport: true },
  build: {
    outDir: process.env.BUILD_OUT_DIR || 'dist',
    // Every page links the same parts (the layout holds every part a writer may place), so the CSS pages
    // link is one file, fetched once and cached for every page; Vike would otherwise write one file per
    // module. An island's chunk brings its own parts' CSS as Vite loads a chunk's CSS: a second file,
    // the part of the first that islands use.
    rolldownOptions: {
      output: { manualChunks: (id: string) => (/\.css(\?|$)/.test(id) ? 'style' : undefined) },
      // Notices about how packages are written (a directive, an import both static and dynamic) are the
      // packages' own and change nothing a writer or this code can act on: only the project's own are shown.
      onwarn(warning, warn) {
        if (/node_modules/.test(`${warning.id ?? ''} ${warning.message}`)) return
        warn(warning)
      },
    },
  },
}))
