/**
 * Characters a content file may not hold: ones a reader cannot see but a browser, a search engine
 * or a terminal acts on (control characters, zero-width characters, direction overrides, tag
 * characters, fillers that look like a space). Each kind comes with what to write instead.
 *
 * Allowed on purpose: tabs and line breaks; accented letters and every script's letters; visible
 * spaces such as the non-breaking space (U+00A0) and the narrow one (U+202F); emoji, including
 * the sequences that join emoji with U+200D (👩‍⚕️), choose their look with U+FE0E or U+FE0F (❤️),
 * or spell a flag with tag characters (🏴󠁧󠁢󠁳󠁣󠁴󠁿). The site is written in English and Spanish,
 * which need no zero-width joiner or non-joiner between letters.
 */

interface Kind {
  /** Matches one character of the kind (a code point, with the `u` flag). */
  test: RegExp
  name: string
  write: string
}

const kinds: Kind[] = [
  {
    test: /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u,
    name: 'a hidden right-to-left or left-to-right override',
    write: 'retype the text, or paste it as plain text (the page sets the direction itself)',
  },
  {
    test: /[\u200B-\u200D\u2060\uFEFF\u180E]/u,
    name: 'a zero-width character, which cannot be seen',
    write: 'delete it (retype the word around it)',
  },
  {
    test: /\u00AD/u,
    name: 'a soft hyphen, which cannot be seen',
    write: 'delete it: the browser breaks long words by itself',
  },
  {
    test: /[\u{E0000}-\u{E007F}]/u,
    name: 'an invisible tag character, which can hide words',
    write: 'delete it (retype the text around it)',
  },
  {
    test: /[\u115F\u1160\u3164\uFFA0\u2800]/u,
    name: 'a filler that looks like a space but is not one',
    write: 'write a normal space, or nothing',
  },
  {
    test: /[\u2028\u2029]/u,
    name: 'a line or paragraph separator, which a page shows as a space',
    write: 'start a new line, or a new paragraph with a blank line',
  },
  {
    test: /[\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}\u180B-\u180D\u180F]/u,
    name: 'a variation selector that changes nothing visible here',
    write: 'delete it (retype the text around it)',
  },
  {
    test: /[\p{Co}]/u,
    name: 'a private-use character, which shows as an empty box or nothing',
    write: 'write the character itself, or words',
  },
  {
    test: /\uFFFD/u,
    name: 'a replacement character (�), left where text was damaged in copying',
    write: 'retype the text around it',
  },
  { test: /[\p{Cc}]/u, name: 'a hidden control character', write: 'retype the text, or paste it as plain text' },
  {
    test: /[\p{Default_Ignorable_Code_Point}]/u,
    name: 'an invisible formatting character',
    write: 'delete it (retype the text around it)',
  },
]

/** Every candidate at once: controls but tab and line feed, everything default-ignorable, and the rest of the kinds above. */
const CANDIDATES =
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\p{Default_Ignorable_Code_Point}\p{Co}\u2028\u2029\u2800\uFFFD\u180E]/gu

const IS_CANDIDATE = new RegExp(CANDIDATES.source, 'u')
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u
const EMOJI_MODIFIER = /^(?:[\u{1F3FB}-\u{1F3FF}]|\uFE0F)$/u
const isTag = (code: number) => code >= 0xe0020 && code <= 0xe007f
/** A flag's tag run is a region's code (at most 6 letters and digits) and the cancel tag. */
const MAX_FLAG_TAGS = 7

/** The code point before `index` in `text` (a whole surrogate pair), or ''. */
function before(text: string, index: number): string {
  if (index <= 0) return ''
  const low = text.charCodeAt(index - 1)
  return low >= 0xdc00 && low <= 0xdfff && index >= 2 ? text.slice(index - 2, index) : text.slice(index - 1, index)
}

/** Whether the character at `index` is one allowed in its place: inside an emoji sequence. */
function partOfEmoji(text: string, index: number, char: string): boolean {
  if (char === '\u200D') {
    // Skip the skin tone or presentation selector that may follow the emoji before the joiner.
    let at = index
    let previous = before(text, at)
    for (let skipped = 0; skipped < 2 && previous && EMOJI_MODIFIER.test(previous); skipped++) {
      at -= previous.length
      previous = before(text, at)
    }
    const next = String.fromCodePoint(text.codePointAt(index + 1) ?? 0)
    return PICTOGRAPH.test(previous) && PICTOGRAPH.test(next)
  }
  if (char === '\uFE0E' || char === '\uFE0F') {
    const previous = before(text, index)
    return previous !== '' && !IS_CANDIDATE.test(previous) && !/\s/u.test(previous)
  }
  if (isTag(char.codePointAt(0)!)) {
    // A flag spelt with tags: 🏴, then the letters of a region as tags, then the cancel tag (U+E007F).
    let start = index
    while (start >= 2 && index - start < MAX_FLAG_TAGS * 2 && isTag(text.codePointAt(start - 2)!)) start -= 2
    if (text.codePointAt(start - 2) !== 0x1f3f4) return false
    let end = start
    while (end < text.length && end - start < (MAX_FLAG_TAGS + 1) * 2 && isTag(text.codePointAt(end)!)) end += 2
    const tags = text.slice(start, end)
    return tags.length >= 4 && tags.length <= MAX_FLAG_TAGS * 2 && /^[\u{E0020}-\u{E007E}]+\u{E007F}$/u.test(tags)
  }
  return false
}

interface HiddenCharacter {
  /** Where it stands in the text (UTF-16 index). */
  index: number
  /** U+XXXX */
  code: string
  /** What it is and what to write instead, for the writer. */
  message: string
}

/** The first character of `text` that content may not hold, or null. Linear in the length of the text. */
export function findHiddenCharacter(text: string): HiddenCharacter | null {
  CANDIDATES.lastIndex = 0
  for (let match = CANDIDATES.exec(text); match; match = CANDIDATES.exec(text)) {
    const char = match[0]
    const index = match.index
    const resume = CANDIDATES.lastIndex
    const allowed = partOfEmoji(text, index, char)
    CANDIDATES.lastIndex = resume
    if (allowed) continue
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    const kind = kinds.find((candidate) => candidate.test.test(char)) ?? kinds[kinds.length - 1]
    return { index, code, message: `holds ${kind.name} (${code}): ${kind.write}` }
  }
  return null
}

/** The message for the first hidden character in `text`, or null when it has none. */
export function hiddenCharacterMessage(text: string): string | null {
  return findHiddenCharacter(text)?.message ?? null
}

const HIDDEN_MESSAGE = /holds .* \(U\+[0-9A-F]{4,6}\): /

/** Whether a message is one that findHiddenCharacter wrote. */
export const isHiddenCharacterMessage = (message: string) => HIDDEN_MESSAGE.test(message)

/**
 * The first hidden character anywhere in a file's text, at its line and column, unless `found`
 * already reports one: what the rules on fields and words do not read (a link's address, a YAML
 * comment, the space between a part's settings) is refused too.
 */
export function hiddenCharacterInFile(
  file: string,
  text: string,
  found: ReadonlyArray<{ message: string }>,
): { file: string; line: number; column: number; field: string; message: string; severity: 'error' } | null {
  if (found.some((problem) => isHiddenCharacterMessage(problem.message))) return null
  const hidden = findHiddenCharacter(text)
  if (!hidden) return null
  const lines = text.slice(0, hidden.index).split('\n')
  return {
    file,
    line: lines.length,
    column: lines[lines.length - 1].length + 1,
    field: 'text',
    message: hidden.message,
    severity: 'error',
  }
}
