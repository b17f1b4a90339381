/** Throw-away projects for checks and builds that read a whole content folder. */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(join(root, file)))
  // node_modules is linked, never copied: where it is itself a link, git lists it as an untracked file.
  for (const file of files) cpSync(join(root, file), join(dir, file))
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}
