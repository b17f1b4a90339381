/**
 * What a page says about its clinical review follows from the signatures, in real builds of a copy of
 * the project with its history: clinicians' keys made with ssh-keygen in a temporary folder are added
 * to their team files on main, two pages are signed and committed on a branch, one word of one of them
 * changes, and site.yaml requires review. A
 * preview build shows the signer of the page whose words are signed and a banner over the changed
 * one; the published build refuses, naming the file, who signed last and what changed. Two builds, so
 * this takes a few minutes.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signFiles } from '../../lib/content/review-sign'
import { parseDocument, isSeq } from 'yaml'
import { copyOfProject, gitIn, writersEnvironment } from './project-fixture'

const dir = copyOfProject(process.cwd())
const keys = mkdtempSync(join(tmpdir(), 'review-keys-'))
afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
  rmSync(keys, { recursive: true, force: true })
})

const read = (file: string) => readFileSync(join(dir, file), 'utf8')
const edit = (file: string, change: (text: string) => string) => writeFileSync(join(dir, file), change(read(file)))
const build = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: writersEnvironment(env) })
const html = (address: string) => readFileSync(join(dir, 'dist/client', address, 'index.html'), 'utf8')
const name = (file: string) => /^name: "?([^"\n]+)"?$/m.exec(read(file))![1]

/**
 * Makes a clinician's key and adds it to their team file's review.keys, valid from a year ago, as the
 * web team adds it: whatever keys the file lists already stay.
 */
function addKey(member: string): string {
  const path = join(keys, member)
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', `${member}@example`, '-f', path])
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
  edit(`content/team/${member}.mdx`, (text) => {
    const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!
    const document = parseDocument(yaml)
    const key = { key: readFileSync(`${path}.pub`, 'utf8').trim(), from }
    const listed = document.getIn(['review', 'keys'])
    if (isSeq(listed)) listed.add(document.createNode(key))
    else document.setIn(['review', 'keys'], [key])
    return `---\n${document.toString({ lineWidth: 0 })}---\n${body}`
  })
  return path
}

/** The first condition page whose assigned reviewer is `member`. */
function pageReviewedBy(member: string): string {
  const id = readdirSync(join(dir, 'content/conditions'))
    .sort()
    .find((file) => new RegExp(`^reviewer: ${member}$`, 'm').test(read(`content/conditions/${file}`)))
  if (!id) throw new Error(`no condition names ${member} as its reviewer`)
  return `content/conditions/${id}`
}

describe('clinical review in the built site', () => {
  it('shows a signed page’s reviewer, a banner over a changed page in previews, and refuses both unreviewed pages in the published build', () => {
    // Two clinicians and a page each, as the content assigns them.
    const [first, second] = ['marcus-chen', 'priya-natarajan']
    const signedPage = pageReviewedBy(first)
    const changedPage = pageReviewedBy(second)
    // Their keys land on main in a change of their own; they sign on a branch, as WRITING.md says.
    const firstKey = addKey(first)
    const secondKey = addKey(second)
    gitIn(dir, 'commit', '--quiet', '--all', '-m', "The clinicians' keys")
    gitIn(dir, 'checkout', '--quiet', '-b', 'review')
    signFiles(dir, [signedPage], { key: firstKey })
    signFiles(dir, [changedPage], { key: secondKey })
    gitIn(dir, 'add', 'content/reviews')
    gitIn(dir, 'commit', '--quiet', '-m', 'Clinical review')
    // One word of the second page changes after its signature: the first "the" of its body becomes "a".
    edit(changedPage, (text) => {
      const bodyStart = text.indexOf('\n---\n', 4) + 5
      return text.slice(0, bodyStart) + text.slice(bodyStart).replace(/\bthe\b/, 'a')
    })
    edit('content/site.yaml', (text) => text.replace(/^ {2}required: false$/m, '  required: true'))
    const address = (file: string) => `/conditions/${file.slice('content/conditions/'.length, -'.mdx'.length)}`

    // A preview always builds.
    const preview = build({ SHOW_DRAFTS: 'true' })
    expect(preview.status, `${preview.stdout}${preview.stderr}`.slice(-3000)).toBe(0)
    const signed = html(address(signedPage))
    expect(signed).toContain(name(`content/team/${first}.mdx`))
    expect(signed).toMatch(/data-review=""[\s\S]*Reviewed by[\s\S]*<time dateTime="\d{4}-\d{2}-\d{2}"/)
    expect(signed).toContain('"reviewedBy":{"@type":"Person","name":"' + name(`content/team/${first}.mdx`))
    expect(signed).not.toContain('data-review-changed-banner')
    const changed = html(address(changedPage))
    expect(changed).toContain('data-review-changed-banner')
    expect(changed).toContain(
      `Changed since clinical review: ${name(`content/team/${second}.mdx`)} signed an earlier version`,
    )
    expect(changed).toContain('data-review-pending')
    expect(changed).not.toContain('"reviewedBy"')

    // The published build refuses the changed page and every page never signed, each named with its file.
    const published = build()
    const output = `${published.stdout}${published.stderr}`
    expect(published.status).not.toBe(0)
    expect(output).toContain(
      `${changedPage}:1:1  review  changed since ${name(`content/team/${second}.mdx`)} (${second}) signed it on`,
    )
    expect(output).toMatch(/removed "the", added "a"/)
    expect(output).toMatch(/content\/conditions\/[a-z-]+\.mdx:1:1 {2}review {2}no clinician has signed its words/)
    expect(output).not.toContain(`${signedPage}:1:1  review`)
    // A writer's message, not a program's: no stack trace.
    expect(output).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
  }, 300_000)
})
