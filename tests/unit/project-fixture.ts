/** Throw-away projects for checks and builds that read a whole content folder. */
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, sep } from 'node:path'
import { BUILD_CACHE_FOLDER } from '../../lib/build-cache'
import { bundleKey } from '../../scripts/build/bundle'
import { completeEntryFile } from './valid-entry'

/** A project folder holding only the given files (path → text). */
export async function projectWith(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'content-'))
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(root, path, '..'), { recursive: true })
    await writeFile(join(root, path), text)
  }
  return root
}

/** Who commits in a copy of the project: a writer of the tests. */
export const WRITER = {
  GIT_AUTHOR_NAME: 'Writer',
  GIT_AUTHOR_EMAIL: 'writer@example.org',
  GIT_COMMITTER_NAME: 'Writer',
  GIT_COMMITTER_EMAIL: 'writer@example.org',
}

/** Runs git in `cwd` as the tests' writer, and returns what it prints. */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...WRITER },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * A copy of the project at `root` to change, check and build: a git clone with its whole history
 * (so a clinician's key that landed before its signatures, a renamed page's old address and each
 * page's "Last updated" are what they are in the project), on a branch `main` whose last commit holds
 * the working tree as it is, uncommitted changes included. Tests branch from it as writers do. The
 * same node_modules, linked, and what the project's build cache holds (KEPT_PARTS). Outside a git
 * checkout, a plain copy of the files.
 */
export function copyOfProject(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'project-'))
  const listed = (...args: string[]) =>
    gitIn(root, 'ls-files', '-z', ...args)
      .split('\0')
      .filter((file) => file && file !== 'node_modules')
  let head: string | undefined
  try {
    head = gitIn(root, 'rev-parse', '--verify', '--quiet', 'HEAD').trim()
  } catch {
    head = undefined
  }
  if (head) {
    // --shared borrows the project's objects instead of copying them; --no-checkout, as the branch is made below.
    gitIn(tmpdir(), 'clone', '--quiet', '--shared', '--no-checkout', root, dir)
    gitIn(dir, 'checkout', '--quiet', '-B', 'main', head)
    // The working tree as it is: changed and new files copied, deleted ones removed, then committed.
    for (const file of listed('--modified', '--others', '--exclude-standard'))
      if (existsSync(join(root, file))) cpSync(join(root, file), join(dir, file))
    for (const file of listed('--deleted')) rmSync(join(dir, file), { force: true })
    gitIn(dir, 'add', '--all')
    if (gitIn(dir, 'status', '--porcelain').trim())
      gitIn(dir, 'commit', '--quiet', '--no-verify', '-m', 'Work in progress')
  } else {
    for (const file of listed('--cached', '--others', '--exclude-standard'))
      if (existsSync(join(root, file))) cpSync(join(root, file), join(dir, file))
  }
  // node_modules is linked, never copied: where it is itself a link, git lists it as an untracked file.
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  for (const part of KEPT_PARTS)
    copyWhatIsThere(join(root, BUILD_CACHE_FOLDER, part), join(dir, BUILD_CACHE_FOLDER, part))
  const key = bundleKey(root, writersEnvironment())
  if (key) copyBundle(join(root, BUILD_CACHE_FOLDER, 'bundle', key), join(dir, BUILD_CACHE_FOLDER, 'bundle', key))
  return dir
}

/**
 * What a copy takes of the project's build cache, as a writer's own clone has it after a build: the
 * compiled bodies and checked front-matter and the photographs' sizes, and the bundled code of the
 * project as it is. Each is kept under a digest of what it is made from, so it never changes what a
 * build makes (tests/e2e/kept-caches.ts proves it); it spares each copy's first build its bundling
 * and compiling.
 */
const KEPT_PARTS = ['content', 'pictures']

/**
 * Copies one bundle of the cache whole or not at all: into a folder of its own, kept only when the
 * bundle is still there once copied (a build in the project may let go of it meanwhile).
 */
function copyBundle(from: string, to: string): void {
  if (!existsSync(join(from, 'server'))) return
  const partial = `${to}.${process.pid}.tmp`
  try {
    cpSync(from, partial, { recursive: true })
    if (existsSync(join(from, 'server'))) renameSync(partial, to)
  } catch {
    // Let go of meanwhile: the copy's first build bundles.
  }
  rmSync(partial, { recursive: true, force: true })
}

/** Copies the files of `from` into `to`, leaving out those a build is writing or letting go of meanwhile. */
function copyWhatIsThere(from: string, to: string): void {
  let names: string[]
  try {
    names = readdirSync(from, { recursive: true, encoding: 'utf8' })
  } catch {
    return
  }
  for (const name of names) {
    if (name.split(sep).some((part) => part.endsWith('.tmp'))) continue
    try {
      if (!statSync(join(from, name)).isFile()) continue
      mkdirSync(dirname(join(to, name)), { recursive: true })
      copyFileSync(join(from, name), join(to, name))
    } catch {
      // Gone meanwhile: the copy's build makes it again.
    }
  }
}

/** Runs git in `root` as a writer (a fixed name and e-mail); `env` adds what a test fixes besides (the dates). */
export function writerGit(root: string, args: string[], env: Record<string, string> = {}): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Writer',
      GIT_AUTHOR_EMAIL: 'w@example.org',
      GIT_COMMITTER_NAME: 'Writer',
      GIT_COMMITTER_EMAIL: 'w@example.org',
      ...env,
    },
  })
}

/** The environment a writer's own `npm run build` has: the test runner's NODE_ENV=test would make it a development build. */
export function writersEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra }
  delete env.NODE_ENV
  return env
}

/** The front-matter of a valid condition file (content/conditions/tremor.mdx), for tests that vary its body. */
export const tremorFrontmatter = completeEntryFile(
  'conditions',
  `---
name: Tremor
order: 8
description: Tremor is shaking you cannot control.
shortDescription: Shaking of the hands, head or voice.
iconName: tremor
symptoms: [Shaking hands, Head nodding, Shaky voice, Trouble writing, Worse with stress]
treatments: [Medication, Occupational therapy, Botulinum toxin injections, Deep brain stimulation, Focused ultrasound]
clinicalTopic: movement
reviewer: marcus-chen
# Who reviewed it and when come from a clinician's signature (content/reviews), never from here.
urgent: { title: Call 911 for these signs, signs: [Sudden weakness on one side], action: Call 911 right away. }
---
`,
)
