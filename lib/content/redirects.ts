/**
 * content/redirects.yaml read with Node alone, for what runs outside the build's module graph: the
 * route of old addresses (which Vike also loads while it reads its config), the check and the host
 * rules. Its shape is checked with the other content files (lib/content/schema.ts, redirectsSchema).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataOf } from './frontmatter'

export interface RedirectRule {
  from: string
  to: string
}

const read = new Map<string, RedirectRule[]>()

/** The rules as written, or none when the file is missing or not yet valid (the check reports that). */
export function redirectRules(root: string): RedirectRule[] {
  const cached = read.get(root)
  if (cached) return cached
  const file = join(root, 'content/redirects.yaml')
  let rules: RedirectRule[] = []
  try {
    const value: unknown = existsSync(file) ? dataOf(readFileSync(file, 'utf8')) : []
    if (Array.isArray(value))
      rules = value.filter(
        (rule): rule is RedirectRule => typeof rule?.from === 'string' && typeof rule?.to === 'string',
      )
  } catch {
    rules = []
  }
  // The live preview reads the file again on each request, so a saved change shows at once.
  if (process.env.NODE_ENV === 'production') read.set(root, rules)
  return rules
}
