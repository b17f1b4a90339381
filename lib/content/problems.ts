/** A mistake found in a content file, located for the writer. */
export interface Problem {
  /** Path from the project root, e.g. content/conditions/stroke.mdx */
  file: string
  line: number
  column: number
  /** The front-matter field, dotted (sources.1.url), or "mdx" / "yaml" for syntax. */
  field: string
  message: string
  /** An error stops the check and the build; a warning asks for a fix; a notice only tells (a draft, a comparison skipped). */
  severity: 'error' | 'warning' | 'notice'
}

/**
 * Text from a content file made safe to print: every character a terminal or a log would act on
 * rather than show (control characters such as the escape that starts a colour or clears the screen,
 * line breaks, direction overrides, invisible characters) is written as <U+XXXX>, so one problem is
 * always one line that says what the file holds.
 */
export function printable(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- control characters are what this makes visible
    /[\u0000-\u001F\u007F-\u009F\p{Default_Ignorable_Code_Point}\p{Co}\u2028\u2029]/gu,
    (char) => `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  )
}

export function formatProblem(p: Problem): string {
  return `${printable(p.file)}:${p.line}:${p.column}  ${printable(p.field)}  ${printable(p.message)}`
}

export function formatProblems(problems: Problem[]): string {
  const count = (severity: Problem['severity']) => problems.filter((p) => p.severity === severity).length
  const errors = count('error')
  const warnings = count('warning')
  const notices = count('notice')
  const lines = problems.map((p) => (p.severity === 'error' ? formatProblem(p) : `${formatProblem(p)} (${p.severity})`))
  lines.push(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${notices ? `, ${notices} notice${notices === 1 ? '' : 's'}` : ''}`,
  )
  return lines.join('\n')
}

/**
 * A problem as a GitHub Actions workflow command, so it shows on its line of a pull request: data
 * and properties escaped as the runner asks (`%`, CR and LF in both; `:` and `,` in properties too,
 * so no `::` can end a property), and made printable first, so no text from a file can start a
 * command of its own or colour the log.
 */
export function annotation(problem: Problem): string {
  const data = (text: string) => printable(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'))
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
  const level = problem.severity === 'error' ? 'error' : problem.severity === 'warning' ? 'warning' : 'notice'
  return `::${level} file=${property(problem.file)},line=${problem.line},col=${problem.column},title=${property(problem.field)}::${data(problem.message)}`
}

/** An error whose message is the list of problems, so a build stops with words a writer can act on. */
export const CONTENT_ERROR_HEADING = 'Content has errors:'

export class ContentError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`${CONTENT_ERROR_HEADING}\n${formatProblems(problems)}`)
    this.name = 'ContentError'
    // The message says all a writer needs; a stack trace from the build's insides would only hide it.
    this.stack = `${this.name}: ${this.message}`
  }
}
