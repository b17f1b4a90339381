/**
 * WRITING.md's examples of publishing, run as a writer runs them, in a copy of the project with its
 * history: the "Old addresses" rename (its redirect, and the message the check gives without it) and
 * the rename of an address the specification names. What is run comes from the guide's own blocks,
 * so a guide whose example the rules refuse fails here, not a writer's pull request.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyOfProject, gitIn, writersEnvironment } from './project-fixture'
import { fileThatMakes } from '../../lib/content/addresses'

const guide = readFileSync('WRITING.md', 'utf8')

/** The body of the guide's section that starts with `heading` (a bold run-in heading), up to the next one. */
function section(heading: string): string {
  const start = guide.indexOf(`**${heading}**`)
  if (start < 0) throw new Error(`WRITING.md has no section "${heading}"`)
  const next = guide.indexOf('\n**', start + heading.length + 4)
  return guide.slice(start, next < 0 ? undefined : next)
}

/** The fenced blocks of a section, in order: language and text. */
function blocks(text: string): Array<{ language: string; text: string }> {
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({ language: match[1], text: match[2] }))
}

let dir = ''
const check = () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check.ts'], {
    cwd: dir,
    encoding: 'utf8',
    env: writersEnvironment(),
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}
/** Adds a redirect entry as the guide says: before the catch-all entries, which stay last. */
const addRedirect = (entry: string) => {
  const file = join(dir, 'content/redirects.yaml')
  const redirects = readFileSync(file, 'utf8')
  const firstWildcard = redirects.search(/^(?:#[^\n]*\n)*- from: [^\n]*\*/m)
  writeFileSync(
    file,
    firstWildcard < 0
      ? `${redirects.trimEnd()}\n${entry}`
      : `${redirects.slice(0, firstWildcard)}${entry}${redirects.slice(firstWildcard)}`,
  )
}

beforeAll(() => {
  dir = copyOfProject(process.cwd())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe("WRITING.md's publishing examples, run", () => {
  it('renames a page as "Old addresses" shows: refused with its message, then passes with its redirect', () => {
    const [redirect, message] = blocks(section('Old addresses.'))
    expect(redirect.language).toBe('yaml')
    const from = /^- from: (\S+)$/m.exec(redirect.text)![1]
    const to = /^ {2}to: (\S+)$/m.exec(redirect.text)![1]
    const fromFile = fileThatMakes(from)
    const toFile = fileThatMakes(to)
    // The page the example renames, on main as a writer made it, unless the site has it already.
    if (!existsSync(join(dir, fromFile))) {
      writeFileSync(
        join(dir, fromFile),
        '---\ntitle: Visiting the Clinic\ndescription: Where we are, where to park and how to find our front desk.\n---\n\nPark in the garage beside the building. Our front desk is on the first floor.\n',
      )
      gitIn(dir, 'add', fromFile)
      gitIn(dir, 'commit', '--quiet', '-m', 'A page to rename')
    }
    expect(check().status).toBe(0)
    gitIn(dir, 'checkout', '--quiet', '-b', 'rename')
    renameSync(join(dir, fromFile), join(dir, toFile))
    const refused = check()
    expect(refused.status).toBe(1)
    expect(refused.output).toContain(message.text.trim())
    addRedirect(redirect.text)
    const passed = check()
    expect(passed.output).toMatch(/^0 errors/m)
    expect(passed.status).toBe(0)
  }, 120_000)

  it('refuses renaming an address the specification names, with the message the guide shows, even with a redirect', () => {
    const [message] = blocks(section('Addresses the specification names stay.'))
    const file = /^(content\/\S+\.mdx):1:1 /.exec(message.text)![1]
    const renamed = file.replace(/\.mdx$/, '-renamed.mdx')
    gitIn(dir, 'checkout', '--quiet', '--force', '-B', 'spec-rename', 'main')
    gitIn(dir, 'clean', '--quiet', '--force', '--', 'content')
    renameSync(join(dir, file), join(dir, renamed))
    const address = `/${file.slice('content/'.length, -'.mdx'.length)}`
    addRedirect(`- from: ${address}\n  to: ${address}-renamed\n  why: Renamed.\n`)
    const refused = check()
    expect(refused.status).toBe(1)
    expect(refused.output).toContain(message.text.trim())
  }, 120_000)
})
