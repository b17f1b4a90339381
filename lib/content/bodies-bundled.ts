/**
 * Page bodies as modules of their own, for the live preview and tests: Vite compiles each file
 * when its page is first shown (lib/content/vite-plugin.ts), an edit shows at once, and an error
 * points at the .mdx file's own line. A build compiles bodies where they render instead
 * (lib/content/bodies-compiled.ts); lib/content/vite-plugin.ts picks one as `virtual:bodies`.
 */
import type { ComponentType } from 'react'
import type { LoadedBody } from './collections'

const bodies = import.meta.glob<{ default: ComponentType; hasMainHeading?: boolean }>('/content/*/**/*.mdx')

export async function loadBody(entry: { file: string }): Promise<LoadedBody> {
  const load = bodies[`/${entry.file}`]
  if (!load) throw new Error(`${entry.file} has no body to show`)
  const module = await load()
  return { Body: module.default, hasMainHeading: module.hasMainHeading === true }
}
