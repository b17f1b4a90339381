/** A mistake found in a content file, located for the writer. */
export interface Problem {
  /** Path from the project root, e.g. content/conditions/stroke.mdx */
  file: string
  line: number
  column: number
  /** The front-matter field, dotted (sources.1.url), or "mdx" / "yaml" for syntax. */
  field: string
  message: string
  severity: 'error' | 'warning'
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.field}  ${p.message}`
}

export function formatProblems(problems: Problem[]): string {
  const errors = problems.filter((p) => p.severity === 'error').length
  const warnings = problems.length - errors
  const lines = problems.map((p) => (p.severity === 'warning' ? `${formatProblem(p)} (warning)` : formatProblem(p)))
  lines.push(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`)
  return lines.join('\n')
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
