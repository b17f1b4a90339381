/**
 * A content file's fingerprint: the SHA-256 digest of the words a reader reads in it. Both records
 * that follow a file's words use it: a clinician's signature (lib/content/review.ts) and a
 * translation's record of its source (lib/content/translations.ts). The words are the file's
 * front-matter fields in a fixed order, without the fields marked notClinical in schema.ts (order,
 * layout, icons, pictures, draft, the reviewer, a translation's own record), then its body with line
 * endings, trailing spaces and runs of blank lines made plain: so the same words give the same
 * fingerprint on every machine, and moving a field or changing a picture changes nothing.
 */
import { createHash } from 'node:crypto'
import { stringify } from 'yaml'
import type { z } from 'zod'
import { collectionOf } from './addresses'
import { normalizeSource } from './frontmatter'
import { fieldsOf, splitContent } from './store'
import { collections, isClinicalField, type CollectionName } from './schema'

/** How a fingerprint is written: "sha256:" and the 64 hex digits of the SHA-256 digest. */
export const FINGERPRINT = /^sha256:[0-9a-f]{64}$/

/** The fingerprint of a text as it is (the words of readerText, or any canonical text). */
export const fingerprintOf = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`

/** The fields of a collection that do not change what a reader reads (marked notClinical in schema.ts). */
function notClinicalFields(collection: CollectionName): Set<string> {
  const shape = (collections[collection] as unknown as { shape: Record<string, z.ZodType> }).shape
  return new Set(Object.entries(shape).flatMap(([key, field]) => (isClinicalField(field) ? [] : [key])))
}

/**
 * The words a reader reads in a file of `collection`, as one text a person can read and compare word
 * by word: the front-matter fields that count in a fixed order, then the body made plain. A clinician
 * signs this text; a translation follows it.
 */
export function readerText(collection: CollectionName, source: string): string {
  const data = fieldsOf(source)
  const { body } = splitContent(source)
  const left = notClinicalFields(collection)
  // A translation's record of its source (lib/content/translations.ts) is not read by anyone either.
  left.add('translation')
  const kept = Object.fromEntries(Object.entries(data).filter(([key]) => !left.has(key)))
  const front = Object.keys(kept).length ? stringify(kept, { sortMapEntries: true, lineWidth: 0 }) : ''
  const words = body
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  return `${front}---\n${words}\n`
}

/**
 * What a content file's fingerprint covers: its reader's words when the file belongs to a collection
 * (content/conditions/stroke.mdx, or its translation), else its whole text made plain. A file whose
 * front-matter cannot be read counts whole (the check names its mistake).
 */
export function contentWords(file: string, text: string): string {
  const collection = collectionOf(file)
  if (collection) {
    try {
      return readerText(collection, text)
    } catch {
      // broken YAML: reported by the check
    }
  }
  return normalizeSource(text)
}

/** The fingerprint of a content file's text (see contentWords). */
export const contentFingerprint = (file: string, text: string): string => fingerprintOf(contentWords(file, text))

/** The fingerprint of a value read from a file (a front-matter field): the same data, whatever its key order or quoting, gives the same one. */
export function dataFingerprint(value: unknown): string {
  return fingerprintOf(canonicalJson(value))
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
