/**
 * Page bodies, the one way the live preview, tests and builds load them: each file is compiled when
 * its page renders and run with every part it may place at hand, never bundled as a module. A body
 * is read, rendered and let go, so thousands of them are never held in memory together, and the
 * preview reads the file anew at each page load (lib/content/vite-plugin.ts watches it, so a saved
 * edit reloads the page). The code run is the compiler's own output for a body that passed the
 * content rules (lib/content/body-rules.ts: Markdown and listed parts with literal props, nothing
 * that runs); a body that breaks one throws a ContentError naming its file and line.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ComponentType } from 'react'
import * as runtime from 'react/jsx-runtime'
import { run } from '@mdx-js/mdx'
import { useMDXComponents } from '@mdx-js/react'
import type { MDXComponents } from 'mdx/types'
import { mdxParts } from '../../components/mdx-components'
import { TextPicture } from '../../components/Picture'
import type { LoadedBody } from './collections'
import { compileMdxFile } from './compile'
import { ContentError } from './problems'
import { brokenContentLinks, knownRoutes, originOf } from './links'
import { collectionOf, entryIdOf } from './addresses'
import { siteIn } from '../site'
import { SOURCE_LANGUAGE } from '../language'
import { frontmatters } from 'virtual:frontmatters'

const files = import.meta.glob<Record<string, ComponentType | undefined>>(
  ['/components/*.tsx', '!/components/mdx-components.tsx'],
  { eager: true },
)

/**
 * Every part a body may place, by the name it is written with: gathered when the first page renders,
 * once every component's module has run (some import this one, through the collections).
 */
let parts: MDXComponents | undefined
function partsByName(): MDXComponents {
  parts ??= {
    ...Object.fromEntries(
      Object.entries(mdxParts).map(([name, file]) => {
        const part = files[`/components/${file}.tsx`]?.[name]
        if (!part)
          throw new Error(
            `components/mdx-components.tsx lists ${name} in components/${file}.tsx, which exports no ${name}`,
          )
        return [name, part]
      }),
    ),
    // A picture written in Markdown, ![what it shows](/images/…): with its size, and a photograph in the sizes the build made.
    img: TextPicture,
  }
  return parts
}
const useParts = () => useMDXComponents(partsByName())

/**
 * Every entry's checked front-matter, as the site's pages read it: the live preview's check of a
 * page's links takes addresses from it, rather than reading and parsing every file again (a second
 * of the first page with 1,000 extra condition files).
 */
const checkedEntries = () =>
  Object.entries(frontmatters).flatMap(([path, data]) => {
    const file = path.slice(1)
    const collection = collectionOf(file)
    return collection ? [{ file, collection, id: entryIdOf(file), data: data as Record<string, unknown> }] : []
  })

export async function loadBody(entry: { file: string }): Promise<LoadedBody> {
  const { file } = entry
  // Its front-matter was checked when the lists were made (lib/content/vite-plugin.ts): it is not read again.
  const compiled = await compileMdxFile(file, readFileSync(join(process.cwd(), file), 'utf8'), {
    frontmatter: frontmatters[`/${file}`],
  })
  if (!compiled.code) throw new ContentError(compiled.problems)
  // The live preview shows a link to nowhere as the check does, at its line, while the writer looks at the page.
  if (__LIVE_PREVIEW__) {
    const dead = brokenContentLinks(
      file,
      compiled.links ?? [],
      knownRoutes(process.cwd(), checkedEntries(), { drafts: true }),
      process.cwd(),
      { ownOrigin: originOf(siteIn(SOURCE_LANGUAGE).url) },
    )
    if (dead.length) throw new ContentError(dead)
  }
  const module = await run(compiled.code, { ...runtime, useMDXComponents: useParts, baseUrl: import.meta.url })
  // Named after its file, so an error while the page renders can name it (lib/content/render-error.ts).
  Object.defineProperty(module.default, 'name', { value: `Content(${file})` })
  return { Body: module.default, hasMainHeading: compiled.hasMainHeading === true }
}
