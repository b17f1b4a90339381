/**
 * One builder for valid entries in tests: a collection's example (its record in
 * lib/content/collections/<name>.ts) with the test's own values over it. A new required field is
 * given once, in the record's example, and every test built from it stays valid.
 */
import { stringify } from 'yaml'
import type { z } from 'zod'
import { records, type CollectionName } from '../../lib/content/records'
import { frontmatterOf } from '../../lib/content/store'

/** A valid entry's front-matter for `collection`; `overrides` replace fields (undefined removes one). */
export function validEntry<N extends CollectionName>(
  collection: N,
  overrides: Record<string, unknown> = {},
): z.input<(typeof records)[N]['schema']> & Record<string, unknown> {
  const entry: Record<string, unknown> = { ...structuredClone(records[collection].example), ...overrides }
  for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete entry[key]
  return entry as z.input<(typeof records)[N]['schema']> & Record<string, unknown>
}

/** A valid content file of `collection`: the entry's front-matter as YAML, then `body`. */
export function validEntryFile(
  collection: CollectionName,
  overrides: Record<string, unknown> = {},
  body = 'Text.\n',
): string {
  return `---\n${stringify(validEntry(collection, overrides), { lineWidth: 0 })}---\n\n${body}`
}

/**
 * A fixture written out as text, completed with the record's example for every required field it
 * does not write: a new required field reaches the tests' hand-written files without editing them.
 * The fields are added at the end of the front-matter, so the lines the fixture writes keep their numbers;
 * `except` names fields the fixture decides about itself (a test that leaves one out on purpose).
 */
export function completeEntryFile(collection: CollectionName, text: string, except: string[] = []): string {
  const data = frontmatterOf(text) ?? {}
  const shape = (records[collection].schema as unknown as { shape: Record<string, z.ZodType> }).shape
  const missing = Object.fromEntries(
    Object.entries(records[collection].example).filter(
      ([key]) => !(key in data) && !except.includes(key) && !shape[key].safeParse(undefined).success,
    ),
  )
  if (!Object.keys(missing).length) return text
  return text.replace(/\n---\n/, `\n${stringify(missing, { lineWidth: 0 })}---\n`)
}
