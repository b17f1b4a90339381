/**
 * Makes content files importable: MDX files become React components with a checked `frontmatter`
 * export, YAML data files become checked objects. A mistake stops the build with the file, line and
 * field; in the live preview it shows in the browser and the terminal, and the server keeps running.
 */
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { checkContent } from './check'
import { compileDataFile, compileFrontmatter, compileMdxFile, isDataFile } from './compile'
import { draftAddresses, draftsShown, navigationWithout } from './drafts'
import { GLOSSARY_FILE, glossaryAt } from './glossary-file'
import type { Navigation } from './schema'
import { ContentError, formatProblems, type Problem } from './problems'

let wholeCheck: ReturnType<typeof checkContent> | undefined

export function contentPlugin(): Plugin {
  let root = process.cwd()
  let isBuild = false
  const toRelative = (id: string) => relative(root, id.split('?')[0]).split('\\').join('/')

  const report = (problems: Problem[]) => {
    if (!problems.length) return
    if (problems.some((p) => p.severity === 'error')) throw new ContentError(problems)
  }

  return {
    name: 'clinic-content',
    enforce: 'pre',
    // Drafts follow the command, not NODE_ENV: a build shows them only with SHOW_DRAFTS=true.
    config(_, env) {
      return { define: { __SHOW_DRAFTS__: JSON.stringify(draftsShown(env.command === 'build')) } }
    },
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build'
    },
    async buildStart() {
      // `npm run build` checks all content before it starts (CONTENT_CHECKED); otherwise the whole
      // set is checked once per process, not once per environment being built.
      if (process.env.CONTENT_CHECKED === '1') return
      wholeCheck ??= checkContent(root)
      const { problems } = await wholeCheck
      if (!problems.length) return
      const errors = problems.some((p) => p.severity === 'error')
      if (errors && isBuild) throw new ContentError(problems)
      this.warn(`\n${formatProblems(problems)}`)
    },
    async transform(source, id) {
      const file = toRelative(id)
      if (!file.startsWith('content/')) return null
      if (file.endsWith('.mdx') && /[?&]frontmatter\b/.test(id)) {
        // Lists and routes read only the front-matter (lib/content/collections.ts).
        this.addWatchFile(join(root, GLOSSARY_FILE))
        const result = compileFrontmatter(file, source, { glossary: glossaryAt(root) })
        report(result.problems)
        return { code: result.code!, map: null }
      }
      if (file.endsWith('.mdx')) {
        // A file's marked terms are checked against the glossary: when it changes, the file is checked again.
        this.addWatchFile(join(root, GLOSSARY_FILE))
        const result = await compileMdxFile(file, source, { development: !isBuild, glossary: glossaryAt(root) })
        report(result.problems)
        // The map points errors in the live preview at the .mdx file's own lines.
        return { code: result.code!, map: result.map ?? null }
      }
      if (isDataFile(file)) {
        const result = compileDataFile(file, source)
        report(result.problems)
        // A build that leaves drafts out leaves out the menu links to them too.
        if (file === 'content/navigation.yaml' && !draftsShown(isBuild)) {
          return { code: `export default ${JSON.stringify(navigationWithout(result.data as Navigation, draftAddresses(root)))}\n`, map: null }
        }
        return { code: result.code!, map: null }
      }
      return null
    },
  }
}
