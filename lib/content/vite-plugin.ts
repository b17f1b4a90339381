/**
 * Makes content files importable: every page's checked front-matter as one module
 * (`virtual:frontmatters`), the loader of MDX bodies (`virtual:bodies`: each body is compiled where
 * its page renders, in the live preview, tests and builds alike), YAML data files as checked
 * objects. A mistake stops the build with the file, line and field; in the live preview it shows in
 * the browser and the terminal, and the server keeps running.
 */
import { join, relative } from 'node:path'
import type { EnvironmentModuleNode, Plugin } from 'vite'
import { CONTENT_CHANGED_EVENT } from '../live-update-event'
import { checkContent } from './check'
import { failureReport } from './tool-error'
import { compileDataFile, isDataFile } from './compile'
import { navigationWithout } from './drafts'
import { LANGUAGES, translationFileOf } from '../language'
import { draftAddresses, draftsShown, isContentMdxFile } from './store'
import { GLOSSARY_FILE } from './glossary-file'
import { serverData, serverDataModule, serverDataReader, serverDataText, writeServerData } from './server-data'
import type { Navigation } from './schema'
import { ContentError, formatProblems, type Problem } from './problems'
import { REVIEWS_FOLDER } from './review'
import { keepFrontmatterIn, saveKeptFrontmatter } from './frontmatter-cache'
import { BUILD_CACHE_FOLDER } from '../build-cache'
import { reportQuickSecondSaves } from './second-saves'

/** The menus of each language: content/navigation.yaml, content/es/navigation.yaml. */
const NAVIGATION_FILES = new Set(LANGUAGES.map((language) => translationFileOf('content/navigation.yaml', language)))

let wholeCheck: ReturnType<typeof checkContent> | undefined

/**
 * `virtual:frontmatters`: the checked front-matter of every content page, by file
 * (/content/conditions/sleep.mdx), as one module. Lists and routes read only this
 * (lib/content/collections.ts), never every body; and one module, not one per file, keeps the live
 * preview's start and the build quick with thousands of files.
 */
const FRONTMATTERS = 'virtual:frontmatters'
const RESOLVED_FRONTMATTERS = `\0${FRONTMATTERS}`

/**
 * `virtual:bodies`: how a page's body is loaded (lib/content/bodies.ts), on the server only. Its
 * file reads content files from disk, so it is named here rather than imported by the modules that
 * lists and pages share.
 */
const BODIES = 'virtual:bodies'

/**
 * `virtual:reviews`: each health page's clinical review, verified from its signature in
 * content/reviews (lib/content/review.ts): what its review record and structured data may say.
 */
const REVIEWS = 'virtual:reviews'
const RESOLVED_REVIEWS = `\0${REVIEWS}`

/** `checkAll: false` leaves out the live preview's check of every file (the unit tests check content themselves). */
export function contentPlugin({ checkAll: checksAll = true }: { checkAll?: boolean } = {}): Plugin {
  let root = process.cwd()
  let isBuild = false
  const toRelative = (id: string) => relative(root, id.split('?')[0]).split('\\').join('/')

  // The errors of each module made from content (the front-matter of every file, each data file),
  // until that module is made again without them: the live preview's error page shows them.
  const broken = new Map<string, Problem[]>()
  // Pages being made when the content breaks: Vike leaves a page it was making when its code fails to
  // load waiting until the code loads again (the writer's first page, when a file was already broken
  // as the preview started), so each is answered with the error page at once.
  const waiting = new Set<() => void>()
  // Whether the pages' front-matter has loaded in this preview: until it has, Vike keeps the error it
  // met while loading it, and a mended file is seen only by a preview started again.
  let loaded = false
  const report = (module: string, problems: Problem[]) => {
    const errors = problems.filter((p) => p.severity === 'error')
    if (errors.length) broken.set(module, errors)
    else broken.delete(module)
    if (errors.length) {
      for (const answer of waiting) answer()
      throw new ContentError(problems)
    }
  }

  // The build's environments whose code reads the server data.
  const readsServerData = new Set<string>()

  return {
    name: 'clinic-content',
    enforce: 'pre',
    // Drafts follow the command, not NODE_ENV: a build shows them only with SHOW_DRAFTS=true.
    config(_, env) {
      return {
        define: {
          __SHOW_DRAFTS__: JSON.stringify(draftsShown(env.command === 'build')),
          // The live preview (not the build, whose check has judged every link, nor the unit tests' server).
          __LIVE_PREVIEW__: JSON.stringify(env.command === 'serve' && checksAll),
        },
      }
    },
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
      // The live preview's first page reads every file's front-matter: it keeps what it read as builds do.
      if (config.command === 'serve' && checksAll) keepFrontmatterIn(join(root, BUILD_CACHE_FOLDER, 'content'))
    },
    async buildStart() {
      // `npm run build` checks all content before it starts (CONTENT_CHECKED); otherwise the whole
      // set is checked once per process, not once per environment being built. The live preview
      // checks it once it has served its first page (configureServer).
      if (process.env.CONTENT_CHECKED === '1' || !isBuild) return
      wholeCheck ??= checkContent(root)
      const { problems } = await wholeCheck
      if (problems.some((p) => p.severity === 'error')) throw new ContentError(problems)
      if (problems.length) this.warn(`\n${formatProblems(problems)}`)
    },
    resolveId(id) {
      if (id === BODIES) return join(root, 'lib/content/bodies.ts')
      if (id === REVIEWS) return RESOLVED_REVIEWS
      return id === FRONTMATTERS ? RESOLVED_FRONTMATTERS : null
    },
    load(id) {
      // A build's code reads both from files written beside it (writeBundle below; a kept bundle's by
      // the bundle step: lib/content/server-data.ts), so the code holds no page's words.
      if (isBuild && (id === RESOLVED_REVIEWS || id === RESOLVED_FRONTMATTERS))
        readsServerData.add(this.environment.name)
      const name = id === RESOLVED_REVIEWS ? 'reviews' : id === RESOLVED_FRONTMATTERS ? 'frontmatters' : null
      if (!name) return null
      // The build's content check has read every file (CONTENT_CHECKED, or buildStart above).
      if (isBuild) return serverDataReader(name)
      // Made again when any file it read changes: for the reviews a signature, a reviewer's team file,
      // site.yaml or a signed page; for the front-matter every content page and the glossary (a file
      // added or removed: configureServer).
      if (name === 'frontmatters') this.addWatchFile(join(root, GLOSSARY_FILE))
      const { text, problems } = serverDataText(root, name, (file) => this.addWatchFile(join(root, file)))
      if (name === 'frontmatters') {
        saveKeptFrontmatter()
        report(RESOLVED_FRONTMATTERS, problems)
        loaded = true
      }
      return serverDataModule(name, text)
    },
    writeBundle(options) {
      // Here, in the bundler's process, which ends before the pages render, and not in the build's own,
      // which would hold every page's front-matter in its memory while they do.
      if (readsServerData.has(this.environment.name) && options.dir) writeServerData(options.dir, serverData(root))
    },
    configureServer(server) {
      const addedOrRemoved = (path: string) => {
        const file = toRelative(path)
        const virtual = isContentMdxFile(file)
          ? RESOLVED_FRONTMATTERS
          : file.startsWith(`${REVIEWS_FOLDER}/`)
            ? RESOLVED_REVIEWS
            : null
        if (!virtual) return
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(virtual)
          if (module) void environment.reloadModule(module)
        }
      }
      server.watcher.on('add', addedOrRemoved)
      server.watcher.on('unlink', addedOrRemoved)
      reportQuickSecondSaves(server.watcher, (path) => toRelative(path).startsWith('content/'))

      // A page that cannot be made at all (a content file broke while the site's code read it) is
      // answered with Vike's bare error page, which has no live-reload client and no reason: it gets
      // both, the content's errors at their file and line, and the page comes back by itself once
      // the writer saves a mended file (a saved content file reloads it: it has no page script to show the change in place).
      const client = `<script type="module" src="${server.config.base}@vite/client"></script>`
      const reloadOnSave = `<script type="module">import { createHotContext } from '${server.config.base}@vite/client'; createHotContext('/@content-error-page').on('${CONTENT_CHANGED_EVENT}', () => location.reload())</script>`
      const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      const errorPage = (html: string) => {
        const problems = [...broken.values()].flat()
        const why = problems.length ? `<pre>${escapeHtml(formatProblems(problems))}</pre>` : ''
        const added = `${why}${html.includes('/@vite/client') ? '' : client}${reloadOnSave}`
        return html.includes('</body>') ? html.replace('</body>', `${added}</body>`) : `${html}${added}`
      }
      server.middlewares.use((request, response, next) => {
        const write = response.write.bind(response) as (chunk: unknown, ...rest: unknown[]) => boolean
        const end = response.end.bind(response) as (chunk?: unknown, ...rest: unknown[]) => typeof response
        // Answered here while Vike still waited: what Vike writes once the content is mended goes nowhere.
        let answered = false
        if (String(request.headers.accept ?? '').includes('text/html')) {
          const answer = () => {
            if (answered || response.headersSent) return
            answered = true
            waiting.delete(answer)
            response.statusCode = 500
            response.setHeader('content-type', 'text/html; charset=utf-8')
            end(errorPage(''))
            response.setHeader = () => response
            response.writeHead = () => response
          }
          waiting.add(answer)
          response.once('close', () => waiting.delete(answer))
        }
        const held: Buffer[] = []
        const holds = () =>
          response.statusCode >= 500 &&
          !response.headersSent &&
          String(response.getHeader('content-type') ?? '').includes('text/html')
        response.write = ((chunk: unknown, ...rest: unknown[]) => {
          if (answered) return true
          if (!holds() || !(typeof chunk === 'string' || Buffer.isBuffer(chunk))) return write(chunk, ...rest)
          held.push(Buffer.from(chunk))
          return true
        }) as typeof response.write
        response.end = ((chunk?: unknown, ...rest: unknown[]) => {
          if (answered) return response
          if (
            !holds() ||
            !(chunk === undefined || typeof chunk === 'string' || Buffer.isBuffer(chunk)) ||
            typeof chunk === 'function'
          )
            return end(chunk, ...rest)
          if (chunk !== undefined) held.push(Buffer.from(chunk))
          const withClient = errorPage(Buffer.concat(held).toString('utf8'))
          if (response.hasHeader('content-length')) response.setHeader('content-length', Buffer.byteLength(withClient))
          return end(withClient)
        }) as typeof response.end
        next()
      })

      // Every file is checked once the first page has been served (or after 5 s, when no page has been
      // asked for): with thousands of files the check takes seconds, and the writer's page comes first,
      // however long it takes. Problems go to the terminal; the page being looked at shows its own in
      // the browser at once.
      if (process.env.CONTENT_CHECKED === '1' || !checksAll) return
      let started = false
      const checkAll = () => {
        if (started) return
        started = true
        clearTimeout(timer)
        wholeCheck ??= checkContent(root)
        wholeCheck.then(
          ({ problems }) => problems.length && server.config.logger.warn(`\n${formatProblems(problems)}`),
          (error: unknown) =>
            server.config.logger.error(failureReport("The live preview's check of every file", error)),
        )
      }
      const timer = setTimeout(checkAll, 5000)
      timer.unref()
      server.middlewares.use((_request, response, next) => {
        clearTimeout(timer)
        // Once it is answered, or its asker has gone.
        response.once('close', checkAll)
        next()
      })
    },
    // A saved content file is read on the server only: instead of the full reload the live preview
    // would send for it, the open page is told, and shows the change in place
    // (renderer/client/live-update.ts). The server's copies are dropped as they would be for a reload.
    hotUpdate: {
      order: 'pre',
      handler({ file, modules, server, timestamp }) {
        if (this.environment.name !== 'ssr' || !isContentMdxFile(toRelative(file))) return
        // Started with a broken file: the preview starts again, and the open page reloads once it has.
        if (!loaded && broken.size) {
          void server.restart()
          return []
        }
        if (modules.some((module) => module.id && server.environments.client.moduleGraph.getModuleById(module.id)))
          return
        const invalidated = new Set<EnvironmentModuleNode>()
        for (const module of modules)
          this.environment.moduleGraph.invalidateModule(module, invalidated, timestamp, true)
        server.environments.client.hot.send(CONTENT_CHANGED_EVENT, { file: toRelative(file) })
        return []
      },
    },
    transform(source, id) {
      const file = toRelative(id)
      if (!file.startsWith('content/')) return null
      if (isDataFile(file)) {
        const result = compileDataFile(file, source)
        report(file, result.problems)
        // A build that leaves drafts out leaves out the menu links to them too, in every language.
        if (NAVIGATION_FILES.has(file) && !draftsShown(isBuild)) {
          return {
            code: `export default ${JSON.stringify(navigationWithout(result.data as Navigation, draftAddresses(root)))}\n`,
            map: null,
          }
        }
        return { code: result.code!, map: null }
      }
      return null
    },
  }
}
