// A build that starts from what the last build kept (.cache/, and the last build itself) must give
// the very files a clean build gives. In a copy of the project, with the caches of a build of the
// unchanged project, five changes are made in turn: the words of a condition, the words of the
// Spanish not-found page, the condition's front-matter, a component, and content/site.yaml. After
// each, the project is built twice, once with what was kept and once from nothing, and every file of
// the two builds is compared. Each change must also show in what is built, so the comparison proves
// something; and each build must keep what it may and no more: the condition's words take the code
// from the cache (it holds no words) and the pages that do not show the words from the last build,
// the not-found page's words and the front-matter the code only, the others nothing. Last, the
// condition's words again in a build under a sub-path, as a pull request's preview is built.
// Its first build, of the unchanged copy, must also give the files of the project's own build in dist/
// (the build is reproducible). Run by scripts/e2e.mjs.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseDocument } from 'yaml'
import { withFields } from '../../lib/content/frontmatter'
import { frontmatterOf } from '../../lib/content/store'
import { BUILD_CACHE_FOLDER } from '../../lib/build-cache'
import { BUNDLE_KEPT, bundleKey } from '../../scripts/build/bundle'
import { PAGES_KEPT } from '../../scripts/build/kept-pages'
import { copyOfProject, writersEnvironment } from '../unit/project-fixture'
import { differingFiles, fileDigests } from '../../scripts/file-digests.mjs'

class CheckFailed extends Error {}

interface Built {
  files: Map<string, string>
  /** Whether it took its code from the cache, and how many pages it took from the last build. */
  bundleKept: boolean
  pagesKept: number
}

/**
 * Builds the copy into `out`, starting from the build's cache `cache` and the last build in `out`,
 * which it replaces; a clean build's folder is removed once read.
 */
function build(dir: string, out: string, cache: string, { clean = false, base = '' } = {}): Promise<Built> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: dir,
      env: writersEnvironment({ BUILD_DIR: out, BUILD_CACHE: cache, ...(base && { BASE_PATH: base }) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      if (code !== 0) return fail(new CheckFailed(`The build into ${out} failed:\n${output}`))
      const files = fileDigests(join(dir, out, 'client'))
      if (clean) rmSync(join(dir, out), { recursive: true, force: true })
      const kept = new RegExp(`${PAGES_KEPT} \\((\\d+)\\)`).exec(output)
      done({ files, bundleKept: output.includes(BUNDLE_KEPT), pagesKept: kept ? Number(kept[1]) : 0 })
    })
  })
}

/** The first condition file of the copy `dir`, by name. */
function firstCondition(dir: string): string {
  const folder = join(dir, 'content/conditions')
  const name = readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()[0]
  return join(folder, name)
}

/** Adds a sentence to the first condition of the copy `dir`: a writer's edit of its words. */
function addSentence(dir: string, sentence: string): void {
  const file = firstCondition(dir)
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${sentence}\n`)
}

/** The changes, each made in the copy `dir` as a writer or a developer makes it, and what the build may keep after it. */
const changes: Array<{ what: string; bundleKept: boolean; pagesKept: boolean; make: (dir: string) => void }> = [
  {
    what: 'the words of a condition',
    // The code holds no page's words: it is bundled once for both builds, and only the condition's
    // pages (and its translation's, which says its source changed) are rendered again.
    bundleKept: true,
    pagesKept: true,
    make(dir) {
      addSentence(dir, 'Bring a list of your medicines to your first visit.')
    },
  },
  {
    what: 'the words of the Spanish not-found page',
    // Vike writes the not-found pages under no address of their own, the Spanish one in Spanish only
    // as it renders the whole site: a change to one renders every page.
    bundleKept: true,
    pagesKept: false,
    make(dir) {
      const file = join(dir, 'content/es/pages/not-found.mdx')
      if (!existsSync(file)) throw new CheckFailed('content/es/pages/not-found.mdx is gone: change another page here')
      writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\nTambién puede buscar en el sitio.\n`)
    },
  },
  {
    what: "a condition's front-matter (its short description, shown in lists)",
    // Lists, menus and addresses come from every page's front-matter: every page is rendered again.
    bundleKept: true,
    pagesKept: false,
    make(dir) {
      const file = firstCondition(dir)
      const text = readFileSync(file, 'utf8')
      const shortDescription = (frontmatterOf(text) as { shortDescription?: string } | null)?.shortDescription
      if (!shortDescription)
        throw new CheckFailed(`${file} has no shortDescription to change: change another field here`)
      writeFileSync(file, withFields(text, { shortDescription: `${shortDescription} Care close to home.` }))
    },
  },
  {
    what: "a component's styles (components/global.css, on every page)",
    bundleKept: false,
    pagesKept: false,
    make(dir) {
      const file = join(dir, 'components/global.css')
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n.kept-cache-check {\n  color: inherit;\n}\n`)
    },
  },
  {
    what: 'content/site.yaml (the phone number)',
    bundleKept: false,
    pagesKept: false,
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

async function main() {
  const root = resolve(import.meta.dirname, '../..')
  // Clones: the bundle's key lists the project's files as git does (scripts/build-inputs.mjs), as in any
  // clone. Each change is made in both: one builds with what its last build kept, the other from
  // nothing, side by side.
  const dir = copyOfProject(root)
  const cleanDir = copyOfProject(root)
  const empty = mkdtempSync(join(tmpdir(), 'no-cache-'))
  try {
    // The copy starts with what the project's own build of the same files kept, when there is one
    // (copyOfProject), its bundle included, though made in another folder.
    const kept = join(dir, BUILD_CACHE_FOLDER)
    const projectKey = bundleKey(root, writersEnvironment())
    const offered = projectKey !== null && existsSync(join(kept, 'bundle', projectKey, 'server'))
    const unchanged = await build(dir, 'dist-kept', kept)
    let before = unchanged.files
    // The same commit always gives the same files, so a reviewer's preview is what production will
    // serve: this build of the unchanged copy is the project's own build (dist/client) again.
    const own = join(root, 'dist/client')
    if (existsSync(own)) {
      if (offered && !unchanged.bundleKept)
        throw new CheckFailed(
          `A copy of the project in another folder bundled its code again, though it held the bundle the project's own build of the same code kept: the bundle's key names something of the folder (bundleKey in scripts/build/bundle.ts).`,
        )
      if (!offered)
        console.log(
          `The project's ${BUILD_CACHE_FOLDER}/bundle holds no bundle of its code as it is: a bundle made in another folder was not tried.`,
        )
      const differ = differingFiles(fileDigests(own), before)
      if (differ.length)
        throw new CheckFailed(
          `The build is not reproducible: ${differ.length} files differ between the project's build and a build of the same files:\n${differ.slice(0, 20).join('\n')}`,
        )
      console.log(`The build is reproducible: two builds of the same files gave the same ${before.size} files.`)
    }
    /** The clean build of `cleanDir`, from an empty cache each time. */
    const cleanBuild = (out: string, base = '') => {
      rmSync(empty, { recursive: true, force: true })
      return build(cleanDir, out, empty, { clean: true, base })
    }
    for (const change of changes) {
      if (!existsSync(kept) || readdirSync(kept).length === 0)
        throw new CheckFailed(`The build kept nothing in ${BUILD_CACHE_FOLDER} to start the next one from`)
      change.make(dir)
      change.make(cleanDir)
      const [{ files: withCache, bundleKept, pagesKept }, { files: clean }] = await Promise.all([
        build(dir, 'dist-kept', kept),
        cleanBuild('dist-clean'),
      ])
      if (bundleKept !== change.bundleKept)
        throw new CheckFailed(
          `After changing ${change.what}, the build ${bundleKept ? 'took its code from the cache' : 'bundled its code again'}; it should have ${change.bundleKept ? 'taken it from the cache' : 'bundled it again'} (scripts/build/bundle.ts, codeInputs in scripts/build-inputs.mjs).`,
        )
      if (Boolean(pagesKept) !== change.pagesKept)
        throw new CheckFailed(
          `After changing ${change.what}, the build kept ${pagesKept} pages from the last build; it should have ${change.pagesKept ? 'kept those that do not show the change' : 'rendered every page'} (scripts/build/kept-pages.ts).`,
        )
      const shown = differingFiles(before, withCache)
      if (!shown.length)
        throw new CheckFailed(`Changing ${change.what} changed no built file: the check proves nothing`)
      const differ = differingFiles(withCache, clean)
      if (differ.length)
        throw new CheckFailed(
          `After changing ${change.what}, a build with the kept caches and a clean build differ in ${differ.length} files:\n${differ.slice(0, 20).join('\n')}\nDelete ${BUILD_CACHE_FOLDER} to build without it; a cache's key misses what this change touches (lib/content/body-cache.ts, scripts/build/bundle.ts, scripts/build/kept-pages.ts, scripts/build/search.ts).`,
        )
      console.log(
        `After changing ${change.what}: the build with the kept caches equals a clean build (${clean.size} files, ${shown.length} changed).`,
      )
      before = withCache
    }
    // Under a sub-path, as a pull request's preview is built: the pages rendered alone are asked
    // for at their addresses under it.
    const base = '/pr-preview/pr-1/'
    const first = (await build(dir, 'dist-kept-base', kept, { base })).files
    addSentence(dir, 'Ask us if you need help with travel.')
    addSentence(cleanDir, 'Ask us if you need help with travel.')
    const [underBase, cleanUnderBase] = await Promise.all([
      build(dir, 'dist-kept-base', kept, { base }),
      cleanBuild('dist-clean-base', base).then((built) => built.files),
    ])
    if (!underBase.pagesKept)
      throw new CheckFailed(
        `After changing the words of a condition, the build under ${base} rendered every page; it should have kept those that do not show the change (scripts/build/kept-pages.ts).`,
      )
    const differ = differingFiles(underBase.files, cleanUnderBase)
    if (!differingFiles(first, underBase.files).length || differ.length)
      throw new CheckFailed(
        `Under ${base}, after changing the words of a condition, a build with the kept caches and a clean build differ in ${differ.length} files:\n${differ.slice(0, 20).join('\n')}`,
      )
    console.log(
      `Under ${base}, after changing the words of a condition: the build with the kept caches equals a clean build (${cleanUnderBase.size} files).`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
    rmSync(cleanDir, { recursive: true, force: true })
    rmSync(empty, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof CheckFailed ? error.message : error)
  process.exit(1)
})
