import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The variable that names the folder a run made, so a second setup in the same run makes none. */
const MARK = 'TEST_RUN_TEMPORARY_FOLDER'

/**
 * Points the temporary folder of a test run, and of every process it starts, at a folder of its own
 * (TMPDIR, which os.tmpdir() reads), and returns what removes it with all the tests made there: the
 * copies of the project, keys, inboxes. A test then need not remove what it makes, and a run leaves
 * nothing behind (a run stopped midway leaves this one folder).
 * @param {string} run what the run is, in the folder's name
 * @returns {() => void}
 */
export function ownTemporaryFolder(run) {
  // Once a run: Vitest sets up each of its projects, and a folder inside another's would make the
  // paths of the browser's sockets longer than a socket's path may be.
  if (process.env.TMPDIR && process.env.TMPDIR === process.env[MARK]) return () => {}
  const before = process.env.TMPDIR
  const folder = mkdtempSync(join(tmpdir(), `clinic-${run}-`))
  process.env.TMPDIR = process.env[MARK] = folder
  return () => {
    // Restored first: a process started after this makes nothing in a folder gone.
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    delete process.env[MARK]
    rmSync(folder, { recursive: true, force: true })
  }
}
