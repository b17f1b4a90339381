/**
 * Gives every styled component a fixed id made from its file and its name. styled-components would
 * otherwise number components in the order their modules load, and the browser loads only the
 * interactive parts of a page (renderer/islands.tsx) while the server loads all of them: the class
 * names of the server's HTML and of the browser's render would then disagree.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { virtualModule } from './virtual-module'

/** `const Name = styled.tag` or `styled(Component)`, not already given an id. */
const STYLED_CALL =
  /\b(?:(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*)?styled(\.[A-Za-z]\w*(?![\w$])|\([A-Za-z_$][\w$.]*\))(?!\.withConfig)/g

/** The code with `.withConfig({ componentId })` added to each styled component it defines. */
export function addStyledIds(code: string, file: string): string {
  let index = 0
  return code.replace(STYLED_CALL, (match: string, name: string | undefined, target: string) => {
    index += 1
    const label = name ?? 'sc'
    const hash = createHash('sha256')
      .update(`${file}:${name ?? index}`)
      .digest('base64url')
      .replace(/[-_]/g, '')
      .slice(0, 6)
    const id = `${label}-${hash}`
    return `${match.slice(0, match.length - target.length)}${target}.withConfig({ componentId: ${JSON.stringify(id)} })`
  })
}

/** `virtual:styled-parts`: every file of styledFiles(), imported in that order. */
export function styledParts(): Plugin {
  return virtualModule('styled-parts', 'virtual:styled-parts', (root) =>
    styledFiles(root)
      .map((file) => `import ${JSON.stringify(file)}`)
      .join('\n'),
  )
}

/**
 * The component files that define styles, in one fixed order (by path). Importing them before any
 * page renders (renderer/+onCreateGlobalContext.server.ts) gives every styled component its place
 * in styled-components' sheet in that order, whatever pages render first, so pages can render side
 * by side and two builds still write the same CSS.
 */
function styledFiles(root: string, dir = 'components'): string[] {
  return readdirSync(join(root, dir))
    .filter(
      (name) =>
        /\.tsx?$/.test(name) && /\bstyled\b|createGlobalStyle/.test(readFileSync(join(root, dir, name), 'utf8')),
    )
    .sort()
    .map((name) => `/${dir}/${name}`)
}

export function stableStyledIds(): Plugin {
  let root = process.cwd()
  return {
    name: 'stable-styled-ids',
    configResolved(config) {
      root = config.root
    },
    // Runs after TypeScript is stripped, so a type argument (styled.div<Props>) is already gone.
    transform(code, id) {
      const path = id.split('?')[0]
      // Styles are defined in components/ only (as styledFiles() expects); elsewhere, as in this
      // file or in tests, `styled.` may be mere text.
      const file = relative(root, path).split('\\').join('/')
      if (!file.startsWith('components/') || !/\.[jt]sx?$/.test(path) || !code.includes('styled')) return null
      const next = addStyledIds(code, file)
      return next === code ? null : { code: next, map: null }
    },
  }
}

/**
 * In the browser's build, `styled-components` is renderer/client/styled.ts: the server has written
 * every style already, so the browser only needs the class names, not the package's runtime.
 * The live preview keeps the package, so that a changed style shows without a reload.
 */
export function browserStyled(): Plugin {
  let file = ''
  let build = false
  return {
    name: 'browser-styled',
    enforce: 'pre',
    config(config, env) {
      const root = config.root ?? process.cwd()
      file = join(root, 'renderer/client/styled.ts')
      build = env.command === 'build'
      const { version } = JSON.parse(
        readFileSync(createRequire(join(root, 'package.json')).resolve('styled-components/package.json'), 'utf8'),
      ) as { version: string }
      return { define: { __STYLED_COMPONENTS_VERSION__: JSON.stringify(version) } }
    },
    resolveId(requested) {
      return build && requested === 'styled-components' && this.environment.config.consumer === 'client' ? file : null
    },
  }
}
