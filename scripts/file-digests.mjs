// The digest of every file of a folder, to compare two builds file by file (tests/e2e/kept-caches.ts).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/** Every file below `dir` (its path relative to `dir`) with the SHA-256 digest of its bytes. */
export function fileDigests(dir) {
  const found = new Map()
  const walk = (path) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name)
      if (statSync(full).isDirectory()) walk(full)
      else found.set(relative(dir, full), createHash('sha256').update(readFileSync(full)).digest('hex'))
    }
  }
  walk(dir)
  return found
}

/** The files, sorted, that one set of digests has and the other has not, or has with other bytes. */
export function differingFiles(a, b) {
  return [...new Set([...a.keys(), ...b.keys()])].filter((file) => a.get(file) !== b.get(file)).sort()
}
