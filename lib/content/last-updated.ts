/**
 * When each content file last changed: the day of its last commit in git, or, for a file with
 * changes not yet committed (or outside a git checkout), the day the file was last saved.
 * git is asked once per process for every file, so the cost does not grow with the pages built; a
 * file saved since (the live preview runs for hours) is dated by its save.
 */
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'

/** Per project: each committed, unchanged file's day, with the time it was last written when git was asked. */
const known = new Map<string, Map<string, { day: string; written: number }> | null>()

function git(root: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
}

/** content/… path → YYYY-MM-DD of its newest commit, for files committed and unchanged since; null outside git. */
function committedDays(root: string): Map<string, { day: string; written: number }> | null {
  if (known.has(root)) return known.get(root)!
  let days: Map<string, { day: string; written: number }> | null = new Map()
  try {
    // Newest commits first: the first day seen for a file is its last change.
    let day = ''
    for (const line of git(root, ['log', '--relative', '--format=%x00%cs', '--name-only', '--', 'content']).split(
      '\n',
    )) {
      if (line.startsWith('\0')) day = line.slice(1)
      else if (line && !days.has(line)) days.set(line, { day, written: 0 })
    }
    const changed =
      git(root, ['diff', '--relative', '--name-only', 'HEAD', '--', 'content']) +
      git(root, ['ls-files', '--others', '--exclude-standard', '--', 'content'])
    for (const file of changed.split('\n')) if (file) days.delete(file)
    for (const [file, known] of days) {
      try {
        known.written = statSync(join(root, file)).mtimeMs
      } catch {
        days.delete(file) // in git's history, gone from the folder
      }
    }
  } catch {
    days = null
  }
  known.set(root, days)
  return days
}

/** The day (YYYY-MM-DD) `file` (relative to `root`, e.g. content/conditions/sleep.mdx) last changed. */
export function lastUpdated(file: string, root = process.cwd()): string {
  const committed = committedDays(root)?.get(file)
  const saved = statSync(join(root, file))
  // Written since git was asked: a change saved in the live preview.
  if (committed && saved.mtimeMs === committed.written) return committed.day
  return saved.mtime.toISOString().slice(0, 10)
}
