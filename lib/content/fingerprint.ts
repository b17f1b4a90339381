/**
 * A content file's fingerprint: a short digest of its words as every check reads them (line endings
 * and a byte-order mark made plain, lib/content/frontmatter.ts), so the same words give the same
 * fingerprint on every machine. A translation records its source's (lib/content/translations.ts).
 */
import { createHash } from 'node:crypto'
import { normalizeSource } from './frontmatter'

/** How a fingerprint is written: "sha256:" and the first 16 hex digits of the SHA-256 digest. */
export const FINGERPRINT = /^sha256:[0-9a-f]{16}$/

/** The fingerprint of a content file's text. */
export function contentFingerprint(text: string): string {
  return `sha256:${createHash('sha256').update(normalizeSource(text), 'utf8').digest('hex').slice(0, 16)}`
}

/** The fingerprint of a value read from a file (a front-matter field): the same data, whatever its key order or quoting, gives the same one. */
export function dataFingerprint(value: unknown): string {
  return contentFingerprint(canonicalJson(value))
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
