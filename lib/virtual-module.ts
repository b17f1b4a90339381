/**
 * A Vite plugin that serves one generated module: `import 'virtual:name'` gets the code `load`
 * writes from the project's root (read again whenever the live preview asks for the module anew).
 */
import type { Plugin } from 'vite'

/** What a generated module may ask of Vite while it is written: to be written again when a file changes. */
interface LoadContext {
  addWatchFile(file: string): void
}

export function virtualModule(name: string, id: string, load: (root: string, context: LoadContext) => string): Plugin {
  const resolved = `\0${id}`
  let root = process.cwd()
  return {
    name,
    configResolved(config) {
      root = config.root
    },
    resolveId(requested) {
      return requested === id ? resolved : null
    },
    load(requested) {
      return requested === resolved ? load(root, this) : null
    },
  }
}
