/**
 * A content tool's words when something fails that no content rule foresaw: the file it was reading
 * and what to do, never a bare stack trace. The tools (`npm run check`, `changes`, `review`, `new`,
 * `translated`, the build's check and the live preview's) all end this way.
 */

/** A failure while a tool read one content file: the file, and the failure itself as its cause. */
export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause })
    this.name = 'ContentFileError'
  }
}

/** Runs `read`, and names `file` on any failure inside it (once: the innermost file is the one that failed). */
export function whileReading<T>(file: string, read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw error instanceof ContentFileError ? error : new ContentFileError(file, error)
  }
}

/** The file a failure happened in, when a tool knew it. */
export function fileOfFailure(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if (cause instanceof ContentFileError) return cause.file
  return undefined
}

/**
 * What a writer reads when `tool` stopped on a failure of its own: what happened, at which file, and
 * what to do; then, for the developer they ask, where in the code (the project's own lines only).
 */
export function failureReport(tool: string, error: unknown): string {
  const file = fileOfFailure(error)
  const message = error instanceof Error ? error.message : String(error)
  const innermost = (() => {
    let cause: unknown = error
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause
    return cause instanceof Error ? cause : undefined
  })()
  const where = (innermost?.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line) && !line.includes('node_modules') && !line.includes('node:'))
    .slice(0, 4)
    .map((line) => `    ${line.trim()}`)
  return [
    `${tool} stopped: ${message}`,
    file
      ? `It stopped while reading ${file}. Check that file's front-matter against WRITING.md ("The files and their fields"); if it looks right, this is a fault in the site's tools, not in your words.`
      : "This is a fault in the site's tools, not in your words.",
    'Your files are as you left them. Ask a developer, and send them this whole message.',
    ...(where.length ? ['  For the developer, where it failed:', ...where] : []),
  ].join('\n')
}

/** The exit code of a tool that stopped on a fault of its own, not on a content mistake (sysexits' EX_SOFTWARE). */
export const TOOL_FAULT_EXIT_CODE = 70

/** Runs a tool's main part; a failure it did not foresee is reported as `failureReport` says, with TOOL_FAULT_EXIT_CODE. */
export async function runContentTool(tool: string, main: () => unknown): Promise<void> {
  try {
    await main()
  } catch (error) {
    console.error(failureReport(tool, error))
    process.exitCode = TOOL_FAULT_EXIT_CODE
  }
}
