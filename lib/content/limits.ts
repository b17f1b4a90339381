/**
 * Bounds on what the parsers read, so that no file can make the check or the build slow: the MDX
 * and YAML parsers take time that grows faster than the text for some shapes (lists nested hundreds
 * deep, thousands of "[" in one paragraph, groups inside groups in a part's setting). A file beyond
 * a bound is refused before it is parsed, at the line where it goes beyond, in one pass over its text.
 * Real content stays far inside every bound: the largest file is under 10 KB, nothing nests past 4.
 */
import type { Problem } from './problems'

/** A content file's size at most, in characters: a page's text, its parts and its fields. */
const MAX_FILE_CHARACTERS = 64 * 1024
/** Lists and quotes inside each other, and the columns a line may be indented by. */
const MAX_NESTING = 8
const MAX_INDENT = 4 * MAX_NESTING + 16
/**
 * "[", "]" (each counted on its own) and runs of *, _ or ~ in one paragraph, table or other block: each opens a possible link or
 * emphasis, which the parser matches against every other one in the block.
 */
const MAX_MARKS_PER_BLOCK = 100
/** Groups and lists inside each other in a part's setting, or in YAML's [ ] and { }. */
const MAX_BRACES = 8

type Limit = Omit<Problem, 'file' | 'severity' | 'field'> & { field: string }

function tooLarge(text: string): Limit | null {
  if (text.length <= MAX_FILE_CHARACTERS) return null
  const kb = Math.ceil(text.length / 1024)
  const line = text.slice(0, MAX_FILE_CHARACTERS).split('\n').length
  return {
    line,
    column: 1,
    field: '(file)',
    message: `is ${kb} KB, more than a content file may hold (${MAX_FILE_CHARACTERS / 1024} KB): split it into pages, or shorten it`,
  }
}

/** The columns a line's indentation takes (a tab to the next multiple of 4) and the list and quote marks before its text. */
function containerPrefix(line: string): { columns: number; marks: number; bullets: number } {
  let columns = 0
  let marks = 0
  let bullets = 0
  let index = 0
  while (index < line.length) {
    const char = line[index]
    if (char === ' ') columns++
    else if (char === '\t') columns += 4 - (columns % 4)
    else if (
      char === '>' ||
      ((char === '-' || char === '*' || char === '+') && (line[index + 1] === ' ' || line[index + 1] === '\t'))
    ) {
      marks++
      bullets++
      columns++
    } else {
      const number = /^\d{1,9}[.)](?=[ \t])/.exec(line.slice(index, index + 11))
      if (!number) break
      marks++
      columns += number[0].length
      index += number[0].length
      continue
    }
    index++
  }
  return { columns, marks, bullets }
}

/**
 * The first place an MDX body goes beyond a bound, or null. Inside braces (a part's setting) it reads
 * as JavaScript does, so a brace inside quotes or a comment neither opens nor closes a group.
 */
function bodyLimit(body: string): Limit | null {
  const lines = body.split('\n')
  let fence: string | null = null
  let brackets = 0
  let closing = 0
  let emphasis = 0
  let braces = 0
  let quote: string | null = null
  let comment = false
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]
    const at = (column: number) => ({ line: n + 1, column })
    if (braces === 0) {
      const opening = /^[ \t]*(`{3,}|~{3,})/.exec(line)
      if (fence !== null) {
        if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1])
          fence = null
        continue
      }
      if (opening) {
        fence = opening[1]
        continue
      }
      const prefix = containerPrefix(line)
      if (prefix.marks > MAX_NESTING || prefix.columns > MAX_INDENT) {
        return {
          ...at(1),
          field: 'mdx',
          message: `is nested too deep (lists or quotes inside each other more than ${MAX_NESTING} times, or indented more than ${MAX_INDENT} spaces): make it a flatter list, or start a new one`,
        }
      }
      // A blank line, a list item, a quote or a heading starts a new block.
      if (!line.trim() || prefix.bullets > 0 || /^[ \t]{0,3}#/.test(line)) brackets = closing = emphasis = 0
    }
    for (let column = 0; column < line.length; column++) {
      const char = line[column]
      if (comment) {
        if (char === '*' && line[column + 1] === '/') {
          comment = false
          column++
        }
      } else if (quote) {
        if (char === '\\') column++
        else if (char === quote) quote = null
      } else if (char === '\\') column++
      else if (braces > 0 && (char === '"' || char === "'" || char === '`')) quote = char
      else if (braces > 0 && char === '/' && line[column + 1] === '*') {
        comment = true
        column++
      } else if (braces > 0 && char === '/' && line[column + 1] === '/') break
      else if (char === '{') {
        if (++braces > MAX_BRACES)
          return {
            ...at(column + 1),
            field: 'mdx',
            message: `has groups or lists inside each other more than ${MAX_BRACES} deep: write a flatter value`,
          }
      } else if (char === '}') braces = Math.max(0, braces - 1)
      else if (braces === 0 && (char === '[' ? ++brackets : char === ']' ? ++closing : 0) > MAX_MARKS_PER_BLOCK) {
        // Each "]" makes the parser look back for a "[" to close: thousands in one paragraph take seconds.
        return {
          ...at(column + 1),
          field: 'mdx',
          message: `holds more than ${MAX_MARKS_PER_BLOCK} "[" or "]" in one paragraph or table: split it with blank lines, or write fewer links`,
        }
      } else if (
        (char === '*' || char === '_' || char === '~') &&
        braces === 0 &&
        line[column - 1] !== char &&
        ++emphasis > MAX_MARKS_PER_BLOCK
      ) {
        return {
          ...at(column + 1),
          field: 'mdx',
          message: `holds more than ${MAX_MARKS_PER_BLOCK} runs of *, _ or ~ in one paragraph or table: split it with blank lines, or mark less in bold or italics`,
        }
      }
    }
    // A string in JavaScript ends at its line unless it is a template (between backticks).
    if (quote !== '`') quote = null
  }
  return null
}

/**
 * The first place a YAML text nests its [ ] and { } too deep, or indents too far, or null. A quote
 * opens a string only where a value starts (after : , [ { - or at the start of a line), as YAML reads it.
 */
function yamlLimit(yaml: string): Limit | null {
  const lines = yaml.split('\n')
  let depth = 0
  let quote: string | null = null
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]
    const indent = /^[ -]*/.exec(line)![0].length
    if (indent > MAX_INDENT)
      return {
        line: n + 1,
        column: 1,
        field: 'yaml',
        message: `is nested too deep (indented more than ${MAX_INDENT} spaces): write a flatter value`,
      }
    // A key at the start of a line ends whatever a mistake left open before it.
    if (/^[A-Za-z_]/.test(line) && quote === null) depth = 0
    let previous = ''
    for (let column = 0; column < line.length; column++) {
      const char = line[column]
      if (quote) {
        if (char === '\\' && quote === '"') column++
        else if (char === quote && quote === "'" && line[column + 1] === "'") column++
        else if (char === quote) quote = null
        continue
      }
      if (char === '#' && (column === 0 || /\s/.test(line[column - 1]))) break
      if ((char === '"' || char === "'") && (previous === '' || ':,[{-?'.includes(previous))) quote = char
      else if (char === '[' || char === '{') {
        if (++depth > MAX_BRACES)
          return {
            line: n + 1,
            column: column + 1,
            field: 'yaml',
            message: `has lists or groups inside each other more than ${MAX_BRACES} deep: write a flatter value`,
          }
      } else if (char === ']' || char === '}') depth = Math.max(0, depth - 1)
      if (!/\s/.test(char)) previous = char
    }
  }
  return null
}

/**
 * Why a content file is too large or too deep to read, as a problem at its line, or null. `yaml` is
 * the front-matter (which starts on line 2) or a data file's whole text (line 1); `body` is an MDX
 * body, whose lines are the file's.
 */
export function limitProblem(
  file: string,
  text: string,
  parts: { yaml?: string | null; yamlFirstLine?: number; body?: string },
): Problem | null {
  const found = tooLarge(text)
  if (found) return { file, ...found, severity: 'error' }
  if (parts.yaml) {
    const deep = yamlLimit(parts.yaml)
    if (deep) return { file, ...deep, line: deep.line + (parts.yamlFirstLine ?? 1) - 1, severity: 'error' }
  }
  if (parts.body !== undefined) {
    const deep = bodyLimit(parts.body)
    if (deep) return { file, ...deep, severity: 'error' }
  }
  return null
}
