/**
 * Page bodies in a build: each file is compiled when its page renders and run with every part it
 * may place at hand, instead of being bundled. Bundling made thousands of modules that were all held
 * in memory at once; this way a body is read, rendered and let go. The code run is the compiler's
 * own output for a body that passed the content rules (lib/content/body-rules.ts: Markdown and
 * listed parts with literal props, nothing that runs), the same code a bundled body holds.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'
import { run } from '@mdx-js/mdx'
import { useMDXComponents } from '@mdx-js/react'
import type { MDXComponents } from 'mdx/types'
import { mdxParts } from '../../components/mdx-components'
import type { LoadedBody } from './collections'
import { compileMdxFile } from './compile'
import { ContentError } from './problems'
import { frontmatters } from 'virtual:frontmatters'

const files = import.meta.glob<Record<string, ComponentType | undefined>>(['/components/*.tsx', '!/components/mdx-components.tsx'], { eager: true })

/**
 * Every part a body may place, by the name it is written with: gathered when the first page renders,
 * once every component's module has run (some import this one, through the collections).
 */
let parts: MDXComponents | undefined
function partsByName(): MDXComponents {
  parts ??= Object.fromEntries(
    Object.entries(mdxParts).map(([name, file]) => {
      const part = files[`/components/${file}.tsx`]?.[name]
      if (!part) throw new Error(`components/mdx-components.tsx lists ${name} in components/${file}.tsx, which exports no ${name}`)
      return [name, part]
    }),
  )
  return parts
}
const useParts = () => useMDXComponents(partsByName())

export async function loadBody(entry: { file: string }): Promise<LoadedBody> {
  const { file } = entry
  // Its front-matter was checked when the lists were made (lib/content/vite-plugin.ts): it is not read again.
  const compiled = await compileMdxFile(file, readFileSync(join(process.cwd(), file), 'utf8'), { output: 'function-body', frontmatter: frontmatters[`/${file}`] })
  if (!compiled.code) throw new ContentError(compiled.problems)
  const module = await run(compiled.code, { ...runtime, useMDXComponents: useParts, baseUrl: import.meta.url })
  // Named after its file, so an error while the page renders can name it (lib/content/render-error.ts).
  Object.defineProperty(module.default, 'name', { value: `Content(${file})` })
  return { Body: module.default, hasMainHeading: compiled.hasMainHeading === true }
}
