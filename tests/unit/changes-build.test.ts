/**
 * `npm run changes` on a throw-away git repository (a copy of the project): a branch that changes
 * one symptom of a condition (whichever the content has) lists that condition's page with the words removed and added; a branch that changes
 * the phone number lists every page, from the base's build kept by the first. Real builds, so this takes a minute or two.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyOfProject, writersEnvironment, writerGit } from './project-fixture'
import { readablePages } from '../../lib/built-site'
import { published, site } from '../content'

const dir = copyOfProject(process.cwd())
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const git = (...args: string[]) => writerGit(dir, args)

function changes(): { summary: string; page: string; report: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/changes.ts', 'main'], {
    cwd: dir,
    encoding: 'utf8',
    env: writersEnvironment(),
  })
  expect(result.status, result.stderr.slice(-3000)).toBe(0)
  expect(result.stderr).toContain('_changes/')
  return {
    summary: result.stdout,
    page: readFileSync(join(dir, 'dist-preview/client/_changes/index.html'), 'utf8'),
    report: result.stderr,
  }
}

const edit = (file: string, from: string, to: string) => {
  const path = join(dir, file)
  const text = readFileSync(path, 'utf8')
  expect(text).toContain(from)
  writeFileSync(path, text.replace(from, to))
}

/** The first published condition of the generic layout whose second symptom stands on a line of its own, and that line. */
function aSymptomLine(): { id: string; file: string; line: string; symptom: string } {
  for (const condition of published('conditions')) {
    if (condition.layout === 'bespoke') continue
    const symptom = condition.symptoms[1]
    const line = readFileSync(join(dir, condition.file), 'utf8')
      .split('\n')
      .find((text) => /^\s*-\s/.test(text) && text.includes(symptom))
    if (line) return { id: condition.id, file: condition.file, line, symptom }
  }
  throw new Error('No published condition lists its symptoms one a line: this test needs one to change')
}

/** A word of the text that HTML writes as it is, to find it in the page of changes. */
const plainWord = (text: string) =>
  [...text.matchAll(/[A-Za-z]{3,}/g)].map((match) => match[0]).sort((a, b) => b.length - a.length)[0] ?? text

/** The day the first comparison built the base: what a build is made from includes the day. */
let baseBuiltOn = ''

describe('npm run changes', () => {
  it('lists the condition whose symptom changed, with the removed and the added words, and not the list whose cards did not change', () => {
    git('checkout', '-qb', 'symptom')
    baseBuiltOn = new Date().toISOString().slice(0, 10)
    const { id, file, line, symptom } = aSymptomLine()
    const changed = 'Snoring so loud it wakes others'
    edit(file, line, line.replace(symptom, changed))
    const { summary, page } = changes()
    expect(summary).toMatch(/^\*\*1 page changed\*\*/)
    expect(summary).toContain(`- [/conditions/${id}](/conditions/${id}) (changed)`)
    expect(summary).not.toContain('[/conditions](')
    expect(page).toMatch(
      new RegExp(
        `<del><span class="sr">\\[removed: </span>[^<]*${plainWord(symptom)}[^<]*<span class="sr">\\]</span></del>`,
      ),
    )
    expect(page).toMatch(
      /<ins><span class="sr">\[added: <\/span>[^<]*wakes others[^<]*<span class="sr">\]<\/span><\/ins>/,
    )
    expect(page).toContain('<th scope="row">symptoms 2</th>')
    git('checkout', '-q', '--', '.')
    git('checkout', '-q', 'main')
  }, 300_000)

  it('lists every page when the phone number changes, with the number as the change', () => {
    git('checkout', '-qb', 'phone')
    const phone = site.contact.phone
    const newPhone = phone === '(312) 555-0199' ? '(312) 555-0198' : '(312) 555-0199'
    const phoneLine = readFileSync(join(dir, 'content/site.yaml'), 'utf8')
      .split('\n')
      .find((text) => /^\s*phone:/.test(text) && text.includes(phone))
    expect(phoneLine, 'the phone line of content/site.yaml').toBeDefined()
    edit('content/site.yaml', phoneLine!, phoneLine!.replace(phone, newPhone))
    const { summary, page, report } = changes()
    // The same base as the comparison above: its kept build is read again, not built again, and gives the same pages.
    if (baseBuiltOn === new Date().toISOString().slice(0, 10)) expect(report).toContain('.cache/changes')
    const listed = [...summary.matchAll(/^- \[([^\]]+)\]/gm)].map((match) => match[1])
    // Every page but the forwarding pages of old addresses, whose own words are the same.
    const built = readablePages(join(dir, 'dist-preview/client')).filter(
      (built) => !built.route.startsWith('/_changes'),
    )
    expect(listed.length).toBeGreaterThanOrEqual(built.length)
    const digits = (number: string) => number.replace(/\D/g, '').slice(-4)
    expect(page).toMatch(new RegExp(`\\[removed: </span>[^<]*${digits(phone)}`))
    expect(page).toMatch(new RegExp(`\\[added: </span>[^<]*${digits(newPhone)}`))
    expect(page).toContain('<th scope="row">contact phone</th>')
  }, 300_000)
})
