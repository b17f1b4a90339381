/** Throw-away projects for checks and builds that read a whole content folder. */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
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

/** A copy of the project at `root` (its files as git sees them, outside git, the same node_modules), to build with changed content. */
export function copyOfProject(root: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'project-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(join(root, file)))
  // node_modules is linked, never copied: where it is itself a link, git lists it as an untracked file.
  for (const file of files) cpSync(join(root, file), join(dir, file))
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
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
