import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The variable that names the folder a run made, so a second setup in the same run makes none. */
const MARK = 'TEST_RUN_TEMPORARY_FOLDER'
/** What os.tmpdir() reads: TMPDIR on Linux and macOS, TEMP and TMP on Windows. */
const VARIABLES = ['TMPDIR', 'TEMP', 'TMP']

/**
 * Points the temporary folder of a test run, and of every process it starts, at a folder of its own,
 * and returns what removes it with all the tests made there: the copies of the project, keys,
 * inboxes, the browser's profiles. A test then need not remove what it makes, and a run leaves
 * nothing behind (a run stopped midway leaves this one folder).
 * @param {string} run what the run is, in the folder's name
 * @returns {() => void}
 */
export function ownTemporaryFolder(run) {
  // Once a run: Vitest sets up each of its projects, and a folder inside another's would make the
  // paths of the browser's sockets longer than a socket's path may be.
  if (process.env[MARK] && tmpdir() === process.env[MARK]) return () => {}
  const before = VARIABLES.map((name) => [name, process.env[name]])
  // Under /tmp where there is one: macOS's own temporary folder is deep enough that Chromium's
  // socket in a folder below it would be past the length a socket's path may have.
  const folder = mkdtempSync(join(existsSync('/tmp') ? '/tmp' : tmpdir(), `clinic-${run}-`))
  for (const name of VARIABLES) process.env[name] = folder
  process.env[MARK] = folder
  return () => {
    // Restored first: a process started after this makes nothing in a folder gone.
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    delete process.env[MARK]
    try {
      rmSync(folder, { recursive: true, force: true, maxRetries: 3 })
    } catch (error) {
      // A process a failed test left behind may still write there: the run's result stands.
      console.warn(`Could not remove the tests' temporary folder ${folder}: ${error.message}`)
    }
  }
}
