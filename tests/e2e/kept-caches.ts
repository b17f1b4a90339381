// A build that starts from what the last build kept (.cache/) must give the very files a clean build
// gives. In a copy of the project, with the caches of a build of the unchanged project, three changes
// are made in turn: the words of a condition, a component, and content/site.yaml. After each, the
// project is built twice, once with the kept caches and once from nothing, and every file of the two
// builds is compared. Each change must also show in what is built, so the comparison proves something.
// Run by scripts/e2e.mjs.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { CONTENT_CACHE_FOLDER } from '../../lib/content/body-cache'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'
import { differingFiles, fileDigests } from '../../scripts/file-digests.mjs'

class CheckFailed extends Error {}

/** Builds the copy into `out`; `cache` is the folder of kept compiled bodies it starts from. */
function build(dir: string, out: string, cache: string): Map<string, string> {
  try {
    execFileSync(process.execPath, ['scripts/build.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: writersEnvironment({ BUILD_DIR: out, CONTENT_CACHE: cache }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new CheckFailed(`The build into ${out} failed:\n${stdout}${stderr}`)
  }
  const found = fileDigests(join(dir, out, 'client'))
  rmSync(join(dir, out), { recursive: true, force: true })
  return found
}

/** The changes, each made in the copy `dir` as a writer or a developer makes it. */
const changes: Array<{ what: string; make: (dir: string) => void }> = [
  {
    what: 'the words of a condition',
    make(dir) {
      const folder = join(dir, 'content/conditions')
      const name = readdirSync(folder)
        .filter((file) => file.endsWith('.mdx'))
        .sort()[0]
      const file = join(folder, name)
      writeFileSync(
        file,
        `${readFileSync(file, 'utf8').trimEnd()}\n\nBring a list of your medicines to your first visit.\n`,
      )
    },
  },
  {
    what: 'a component (components/GlobalStyle.ts, on every page)',
    make(dir) {
      const file = join(dir, 'components/GlobalStyle.ts')
      const text = readFileSync(file, 'utf8')
      const start = 'createGlobalStyle`'
      if (!text.includes(start))
        throw new CheckFailed(
          `components/GlobalStyle.ts has no ${start} to add a rule to: change another component here`,
        )
      writeFileSync(file, text.replace(start, `${start}\n  .kept-cache-check { color: inherit; }`))
    },
  },
  {
    what: 'content/site.yaml (the phone number)',
    make(dir) {
      const file = join(dir, 'content/site.yaml')
      const doc = parseDocument(readFileSync(file, 'utf8'))
      doc.setIn(
        ['contact', 'phone'],
        doc.getIn(['contact', 'phone']) === '(312) 555-0199' ? '(312) 555-0198' : '(312) 555-0199',
      )
      writeFileSync(file, doc.toString())
    },
  },
]

function main() {
  const root = resolve(import.meta.dirname, '../..')
  const dir = copyOfProject(root)
  const empty = mkdtempSync(join(tmpdir(), 'no-cache-'))
  try {
    const kept = join(dir, CONTENT_CACHE_FOLDER)
    // The caches of the project's own build of the same files, when there is one; else made here.
    if (existsSync(join(root, CONTENT_CACHE_FOLDER)))
      cpSync(join(root, CONTENT_CACHE_FOLDER), kept, { recursive: true })
    let before = build(dir, 'dist-kept', kept)
    for (const change of changes) {
      if (!existsSync(kept) || readdirSync(kept).length === 0)
        throw new CheckFailed(`The build kept nothing in ${CONTENT_CACHE_FOLDER} to start the next one from`)
      change.make(dir)
      const withCache = build(dir, 'dist-kept', kept)
      rmSync(empty, { recursive: true, force: true })
      const clean = build(dir, 'dist-clean', empty)
      const shown = differingFiles(before, withCache)
      if (!shown.length)
        throw new CheckFailed(`Changing ${change.what} changed no built file: the check proves nothing`)
      const differ = differingFiles(withCache, clean)
      if (differ.length)
        throw new CheckFailed(
          `After changing ${change.what}, a build with the kept caches and a clean build differ in ${differ.length} files:\n${differ.slice(0, 20).join('\n')}\nDelete ${CONTENT_CACHE_FOLDER} to build without it; the cache's key misses what this change touches (lib/content/body-cache.ts).`,
        )
      console.log(
        `After changing ${change.what}: the build with the kept caches equals a clean build (${clean.size} files, ${shown.length} changed).`,
      )
      before = withCache
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(empty, { recursive: true, force: true })
  }
}

try {
  main()
} catch (error) {
  console.error(error instanceof CheckFailed ? error.message : error)
  process.exit(1)
}
