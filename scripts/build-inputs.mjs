// What a build is made from, as one digest: every file of the project that git does not ignore (but
// the tests and the CI's workflows, which no page is made from), the installed packages, the
// build's variables that change pages, and the day (reviews fall due and key facts age with it). The build writes it
// beside the site (dist/inputs), and `npm start` builds again only when it differs.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildVariables } from './build-env.mjs'

/** Where the build writes the digest of its inputs, beside dist/client. */
export const INPUTS_FILE = 'inputs'

/** The build's variables that change no page: where programs and temporary files are, and the content cache. */
const notOutputVariables = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'CI', 'CONTENT_CACHE'])

/** Folders of the project no page is made from. */
const notInputs = /^(tests|\.github)\//

/**
 * The digest of what a build of the project at `root` would be made from, with `env`; null when
 * git cannot list the project's files (then the project is built every time).
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export function buildInputs(root, env = process.env) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) return null
  const files = [...new Set(listed.stdout.split('\0'))].filter((file) => file && !notInputs.test(file)).sort()
  const hash = createHash('sha256')
  for (const file of [...files, 'node_modules/.package-lock.json']) {
    hash.update(file).update('\0')
    try {
      hash.update(readFileSync(join(root, file)))
    } catch {
      // listed but removed since: its absence is part of the digest
      hash.update('(none)')
    }
    hash.update('\0')
  }
  for (const name of buildVariables) if (!notOutputVariables.has(name)) hash.update(`${name}=${env[name] ?? ''}\0`)
  hash.update(`${process.version}\0${new Date().toISOString().slice(0, 10)}`)
  return hash.digest('hex')
}
