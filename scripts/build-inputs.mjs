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
const notOutputVariables = new Set(['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'CI', 'BUILD_CACHE'])

/** Folders of the project no page is made from. */
const notInputs = /^(tests|\.github)\//

/**
 * The digest of the project's files at `root` that git lists, but those `leftOut` matches, and the
 * installed packages, then of `extra`; null when git cannot list the project's files.
 * @param {string} root
 * @param {RegExp} leftOut
 * @param {string[]} extra
 * @returns {string | null}
 */
function projectDigest(root, leftOut, extra) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) return null
  const files = [...new Set(listed.stdout.split('\0'))].filter((file) => file && !leftOut.test(file)).sort()
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
  for (const value of extra) hash.update(`${value}\0`)
  return hash.digest('hex')
}

/** The build's variables that change pages, as `NAME=value`, and the version of Node. */
function outputVariables(env) {
  return [
    ...buildVariables.filter((name) => !notOutputVariables.has(name)).map((name) => `${name}=${env[name] ?? ''}`),
    process.version,
  ]
}

/**
 * The digest of what a build of the project at `root` would be made from, with `env`; null when
 * git cannot list the project's files (then the project is built every time).
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null}
 */
export function buildInputs(root, env = process.env) {
  return projectDigest(root, notInputs, [...outputVariables(env), new Date().toISOString().slice(0, 10)])
}

/**
 * What the bundled code is never made from: the project's documents (README.md…), and the pages'
 * files and signatures, which are read when pages are written (lib/content/server-data.ts).
 */
const notCode = /^[^/]+\.md$|^content\/(.*\.mdx$|reviews\/)/

/**
 * The digest of what the site's bundled code is made from: the project's code, configuration and
 * packages, the content files it imports (content/*.yaml), the build's variables, and `extra` (what
 * else of the content it holds: the addresses of drafts left out of the menu). Null when git cannot
 * list the project's files (then the code is bundled every time).
 * @param {string} root
 * @param {NodeJS.ProcessEnv} env
 * @param {string[]} extra
 * @returns {string | null}
 */
export function codeInputs(root, env = process.env, extra = []) {
  return projectDigest(root, new RegExp(`${notInputs.source}|${notCode.source}`), [...outputVariables(env), ...extra])
}
