/**
 * How an address must be written so every browser reads it alike: the one rule the output gate
 * (lib/output-gate.ts) applies to every built page and the content check applies to every address
 * a content file names, so the check stops at the file and line what the build would stop at a page.
 */

/** The first character of an address that must be percent-encoded (a space, a non-ASCII letter, < > " { } | \ ^ `, or % without two hex digits), or null. */
export function unencodedCharacter(value: string): { char: string; why: string } | null {
  const bad = /[^\x21-\x7e]|[<>"{}|\\^`]|%(?![\da-f]{2})/iu.exec(value)
  if (!bad) return null
  if (bad[0] === '%') return { char: '%', why: '"%" not followed by two hex digits' }
  const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')
  return { char: bad[0], why: `${JSON.stringify(bad[0])} (U+${code}) must be percent-encoded` }
}
