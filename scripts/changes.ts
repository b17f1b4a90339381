// `npm run changes [base]`: what a branch changes on the site, for reviewers. Builds this working
// tree (with drafts, into dist-preview/) and the base commit (default: where the branch left main) in a
// temporary worktree (its build is kept in .cache/changes for the next run against the same base),
// compares the words of every page the changed files touch, writes
// dist-preview/client/_changes/index.html and prints a Markdown summary (the pull request's comment) on
// stdout. Needs no network. PREVIEW_URL (the preview's address) makes the summary's links absolute.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import {
  builtAddresses,
  changedFiles,
  compareLines,
  defaultBase,
  fieldChanges,
  pageHtml,
  textAt,
  touchedAddresses,
  valueOf,
  visibleText,
  type FieldChange,
} from './changes/compare'
import { CHANGES_STYLESHEET, changesPage, changesSummary, type PageChange, type ReviewLine } from './changes/report'
import { pageReviews } from '../lib/content/review-sign'
import { outdatedTranslations } from '../lib/content/translations'
import { contentMdxFiles, contentText } from '../lib/content/store'
import { BUILD_CACHE_FOLDER } from '../lib/build-cache'
import { existsSync } from 'node:fs'
import { runContentTool } from '../lib/content/tool-error'
import { buildInputs } from './build-inputs.mjs'

const root = resolve(import.meta.dirname, '..')
const say = (message: string) => process.stderr.write(`${message}\n`)

function git(args: string[], cwd = root) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`)
  return result.stdout.trim()
}

/** The build's cache (.cache/, or BUILD_CACHE): the compiled bodies both sides share, and the base's kept build. */
const cacheFolder = process.env.BUILD_CACHE ?? resolve(root, BUILD_CACHE_FOLDER)

/** A preview's build variables, into `out`: with drafts, as a reviewer sees them. */
function previewEnvironment(out: string): NodeJS.ProcessEnv {
  return { ...process.env, BUILD_DIR: out, SHOW_DRAFTS: process.env.SHOW_DRAFTS ?? 'true', BUILD_CACHE: cacheFolder }
}

/**
 * Keeps the base's built pages in `kept` (in place of any base kept before: one is enough, as a
 * branch is compared with one base) and returns where they are now; a cache that cannot be written
 * costs only time, and the pages are read where they were built.
 */
function keepBase(client: string, kept: string): string {
  const folder = resolve(kept, '..')
  const partial = `${kept}.${process.pid}.tmp`
  try {
    rmSync(folder, { recursive: true, force: true })
    cpSync(client, join(partial, 'client'), { recursive: true })
    renameSync(partial, kept)
    return join(kept, 'client')
  } catch {
    rmSync(partial, { recursive: true, force: true })
    return client
  }
}

/**
 * Builds the project at `dir` into `out` (BUILD_DIR), with drafts: a reviewer sees what a preview shows.
 * Both sides keep their compiled bodies in this project's cache (.cache/), so a body the branch did not
 * change is compiled once, whichever side needs it first. Returns whether it built.
 */
function build(dir: string, out: string): boolean {
  // The build's own report (the content check's findings) goes to stderr: stdout is the summary.
  const result = spawnSync(process.execPath, [join(dir, 'scripts/build.mjs')], {
    cwd: dir,
    env: previewEnvironment(out),
    stdio: ['ignore', 2, 'inherit'],
  })
  return result.status === 0
}

function main() {
  // Where this branch left the base: changes made there since are not this branch's.
  const named = process.argv[2]
  const base = named
    ? git(['merge-base', 'HEAD', git(['rev-parse', '--verify', `${named}^{commit}`])])
    : defaultBase(root)
  const baseName = `${named ?? 'main'} (where this branch left it, ${base.slice(0, 7)})`
  const files = changedFiles(root, base)
  say(
    `${files.length} file${files.length === 1 ? '' : 's'} changed since ${baseName}: ${files.map((file) => file.path).join(', ')}. Building this working tree and the base to compare them.`,
  )

  // Its own folder: a preview (with drafts and _changes/) never takes the place of the site's build in dist/.
  const headDir = resolve(root, process.env.BUILD_DIR ?? 'dist-preview')
  if (!build(root, headDir)) {
    say('This working tree does not build: fix what the check or the build says above, then run npm run changes again.')
    process.exit(1)
  }
  const scratch = mkdtempSync(join(tmpdir(), 'changes-'))
  const baseTree = join(scratch, 'base')
  // Where the base is built when no kept build of it fits.
  const baseOut = join(scratch, 'base-build')
  try {
    git(['worktree', 'add', '--detach', '--quiet', baseTree, base])
    if (!existsSync(join(baseTree, 'node_modules')))
      symlinkSync(join(root, 'node_modules'), join(baseTree, 'node_modules'), 'dir')
    // The base's build is kept by what it is made from, so running this again after another edit on
    // the branch builds only the working tree.
    const inputs = buildInputs(baseTree, previewEnvironment(baseOut))
    const kept = inputs ? join(cacheFolder, 'changes', inputs) : undefined
    let baseClient = join(baseOut, 'client')
    let baseBuilt: boolean
    if (kept && existsSync(join(kept, 'client/index.html'))) {
      baseClient = join(kept, 'client')
      baseBuilt = true
      say(`The base (${baseName}) was built before from the same files: that build is used again (.cache/changes).`)
    } else {
      baseBuilt = existsSync(join(baseTree, 'scripts/build.mjs')) && build(baseTree, baseOut)
      if (baseBuilt && kept) baseClient = keepBase(baseClient, kept)
    }
    if (!baseBuilt) say(`The base (${baseName}) does not build here: every page of this tree is listed as new.`)

    const headClient = join(headDir, 'client')
    const headPages = builtAddresses(headClient)
    const basePages = baseBuilt ? builtAddresses(baseClient) : []
    const before = (path: string) => valueOf(path, textAt(root, base, path))
    const after = (path: string) => valueOf(path, existsSync(join(root, path)) ? contentText(root, path) : undefined)

    const pageFiles = headPages.filter(
      (address) => !address.startsWith('/conditions/') && !address.startsWith('/resources/blog/'),
    )
    const posts = [...new Set([...headPages, ...basePages])].filter((address) => address.startsWith('/resources/blog/'))
    const touched = touchedAddresses(files, before, after, pageFiles, posts)
    const everyPage = touched.everyPage || !baseBuilt
    const candidates = everyPage
      ? new Set([...headPages, ...basePages, ...touched.addresses.keys()])
      : new Set(touched.addresses.keys())

    const pages: PageChange[] = []
    for (const address of [...candidates].sort()) {
      const old = baseBuilt ? pageHtml(baseClient, address) : undefined
      const now = pageHtml(headClient, address)
      const why = [...new Set([...(touched.addresses.get(address) ?? []), ...touched.everyPageFrom])]
      if (!old && !now) continue
      if (!old || !now) {
        const lines = visibleText((now ?? old)!, 'main')
        pages.push({
          address,
          kind: now ? 'added' : 'removed',
          files: why,
          hunks: [{ skipped: 0, lines: lines.map((text) => [{ kind: now ? 'added' : 'removed', text }]) }],
        })
        continue
      }
      const main = compareLines(visibleText(old, 'main'), visibleText(now, 'main'))
      if (main.length) {
        pages.push({ address, kind: 'changed', files: why, hunks: main })
        continue
      }
      const outside = compareLines(visibleText(old, 'outside'), visibleText(now, 'outside'))
      if (outside.length) pages.push({ address, kind: 'outside', files: why, hunks: outside })
    }

    const fields: FieldChange[] = []
    for (const file of files) {
      if (!file.path.startsWith('content/') || !/\.(mdx|yaml)$/.test(file.path)) continue
      fields.push(
        ...fieldChanges(file.path, before(file.from ?? file.path), file.status === 'D' ? undefined : after(file.path)),
      )
    }
    const otherFiles = files.filter((file) => !file.path.startsWith('content/')).map((file) => file.path)

    const basePath = (process.env.BASE_PATH ?? '/').replace(/\/?$/, '/')
    const previewUrl = process.env.PREVIEW_URL?.replace(/\/?$/, '')
    const inPage = (address: string) => `${basePath.replace(/\/$/, '')}${address}`
    const inComment = (address: string) => (previewUrl ? `${previewUrl}${address}` : inPage(address))
    // What the clinician is asked to sign: each changed health page's review.
    const changedPaths = new Set(files.map((file) => file.path))
    const reviews: ReviewLine[] = pageReviews(root)
      .filter((page) => changedPaths.has(page.file))
      .map(({ file, status, reviewer, state }) => ({
        file,
        status,
        text:
          status === 'reviewed'
            ? `reviewed by ${state!.signer!.name} on ${state!.date}`
            : status === 'changed'
              ? `changed since ${state!.signer!.name} signed it on ${state!.date}: waiting for a new signature`
              : status === 'refused'
                ? `its signature is refused: ${state!.problems.map((problem) => problem.message).join('; ')}`
                : `never reviewed${reviewer ? `: waiting for ${reviewer}'s signature` : ' (no reviewer named)'}`,
      }))
    const report = {
      base: baseName,
      pages,
      fields,
      otherFiles,
      reviews,
      outdatedTranslations: outdatedTranslations(root, contentMdxFiles(root)),
    }
    mkdirSync(join(headClient, '_changes'), { recursive: true })
    writeFileSync(join(headClient, '_changes/index.html'), changesPage(report, inPage))
    writeFileSync(join(headClient, '_changes/changes.css'), CHANGES_STYLESHEET)
    process.stdout.write(`${changesSummary(report, inComment)}\n`)
    say(
      `\nWrote ${join(headClient, '_changes/index.html')}. To read it: SITE_DIR=${relative(root, headClient)} npm run preview, then open http://127.0.0.1:3000${basePath}_changes/`,
    )
  } finally {
    spawnSync('git', ['worktree', 'remove', '--force', baseTree], { cwd: root })
    rmSync(scratch, { recursive: true, force: true })
  }
}

await runContentTool('npm run changes', main)
