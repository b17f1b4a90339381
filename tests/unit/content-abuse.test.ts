// What a careless writer or an attacker may put in a content file beyond code: characters nobody
// sees, self-referring YAML, text that speaks to the terminal, inputs that make a rule slow. Each is
// refused with its file and line, or shown harmlessly.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileDataFile, compileMdxFile, isDataFile } from '../../lib/content/compile'
import { addressOf, collectionOf } from '../../lib/content/addresses'
import { fill } from '../../lib/site'
import { SITE_IDS } from '../../lib/site-ids'
import { checkOutput } from '../../lib/output-gate'
import { mailtoFault } from '../../lib/mailto'
import { houseStyle, styleProblems, styleSchema } from '../../lib/content/style'
import { findHiddenCharacter } from '../../lib/content/characters'
import { annotation, formatProblem, formatProblems } from '../../lib/content/problems'
import { checkContent } from '../../lib/content/check'
import { copyOfProject, projectWith, tremorFrontmatter } from './project-fixture'

const file = 'content/conditions/tremor.mdx'
const bodyLine = tremorFrontmatter.split('\n').length

async function problemsOf(body: string, path = file, frontmatter = tremorFrontmatter) {
  const result = await compileMdxFile(path, `${frontmatter}${body}`)
  return result.problems.filter((problem) => problem.severity === 'error').map(formatProblem)
}

/** One character of each kind the rules refuse, by name. */
const hidden: Record<string, string> = {
  'C0 control (bell)': '\u0007',
  'C1 control (next line)': '\u0085',
  'C1 control (control sequence introducer)': '\u009B',
  'zero-width space': '\u200B',
  'zero-width non-joiner': '\u200C',
  'zero-width joiner between letters': '\u200D',
  'word joiner': '\u2060',
  'byte-order mark inside text': '\uFEFF',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left mark': '\u200F',
  'Arabic letter mark': '\u061C',
  'tag letter': '\u{E0041}',
  'cancel tag': '\u{E007F}',
  'Hangul choseong filler': '\u115F',
  'Hangul jungseong filler': '\u1160',
  'Hangul filler': '\u3164',
  'halfwidth Hangul filler': '\uFFA0',
  'soft hyphen': '\u00AD',
  'line separator': '\u2028',
  'variation selector 1': '\uFE00',
  'supplementary variation selector': '\u{E0100}',
  'Mongolian vowel separator': '\u180E',
  'combining grapheme joiner': '\u034F',
  'invisible times': '\u2062',
  'private use': '\uE000',
  'replacement character': '\uFFFD',
}

describe('characters nobody sees', () => {
  for (const [name, char] of Object.entries(hidden)) {
    const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
    it(`refuses ${code} (${name}) in the text, a prop, front-matter and a data file, saying what to write`, async () => {
      const message = new RegExp(`holds .* \\(${code.replace('+', '\\+')}\\): \\w`)
      expect(await problemsOf(`Take one${char} tablet daily.\n`)).toEqual([
        expect.stringMatching(new RegExp(`^${file}:${bodyLine}:1  text  ${message.source}`)),
      ])
      expect(await problemsOf(`<Section title="Key${char} facts">Text.</Section>\n`)).toEqual([
        expect.stringMatching(new RegExp(`^${file}:${bodyLine}:10  title  ${message.source}`)),
      ])
      expect(
        await problemsOf(
          'Text.\n',
          file,
          tremorFrontmatter.replace('Shaking of the hands', `Shaking${char} of the hands`),
        ),
      ).toEqual([expect.stringMatching(new RegExp(`^${file}:5:1  shortDescription  ${message.source}`))])
      const data = compileDataFile(
        'content/navigation.yaml',
        `# The menus\nheader:\n  - label: Ho${char}me\n    href: /\n`,
      )
      expect(data.problems.map(formatProblem)).toEqual([
        expect.stringMatching(new RegExp(`^content/navigation.yaml:3:5  header.0.label  ${message.source}`)),
      ])
    })
  }

  it('refuses one where no field or word is read: in an address, the title of a link, a YAML comment', async () => {
    expect(await problemsOf('See [the list](/conditions\u202E).\n')).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine}:27  text  holds a hidden right-to-left`)),
    ])
    expect(await problemsOf('See [the list](/conditions "All\u200B of them").\n')).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine}:32  text  holds a zero-width character`)),
    ])
    const data = compileDataFile('content/navigation.yaml', '# The menus\u0085\nheader: []\nfooter: []\n')
    expect(data.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/navigation.yaml:1:12 {2}text {2}holds a hidden control character \(U\+0085\)/),
    ])
  })

  it('accepts what writers mean: accents, dashes, non-breaking spaces and emoji, joined ones and flags too', async () => {
    const words = [
      'Atención médica en español: ¿cómo está? Niño, pingüino.',
      'Memory care — close to home – 8:00–5:00.',
      'Call 911\u00A0now; 10\u202Fmg.',
      'Our team 👩‍⚕️ and 👨🏽‍⚕️ and 👨‍👩‍👧, with ❤️ and ☺︎ and 1️⃣.',
      'Flags: 🏴󠁧󠁢󠁳󠁣󠁴󠁿 and 🇺🇸.',
      '한국어 and 中文 and العربية.',
    ]
    for (const text of words) expect(findHiddenCharacter(text), text).toBeNull()
    expect(await problemsOf(`${words.join('\n\n')}\n`)).toEqual([])
  })

  it('refuses the joiner, the selector and the tags outside an emoji', () => {
    expect(findHiddenCharacter('a\u200Db')?.code).toBe('U+200D')
    expect(findHiddenCharacter('👩\u200D')?.code).toBe('U+200D')
    expect(findHiddenCharacter(' \uFE0F')?.code).toBe('U+FE0F')
    expect(findHiddenCharacter('🏴\u{E0067}\u{E0062}')?.code).toBe('U+E0067')
    expect(findHiddenCharacter(`🏴${'\u{E0061}'.repeat(20)}\u{E007F}`)?.code).toBe('U+E0061')
  })
})

describe('YAML that refers to itself', () => {
  it('refuses a self-referring alias in a data file and in front-matter, at its line', async () => {
    const data = compileDataFile('content/navigation.yaml', 'header: []\nx: &x {y: *x}\n')
    expect(data.problems.map(formatProblem)).toEqual([
      'content/navigation.yaml:2:11  yaml  *x repeats another value (a YAML alias), which content does not use: write the value out where it is needed, and remove its &x',
    ])
    const front = await compileMdxFile('content/faqs/faq-9.mdx', '---\nquestion: &q [*q]\n---\n')
    expect(front.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/faqs\/faq-9.mdx:2:15 {2}yaml {2}\*q repeats another value/),
    ])
  })
})

describe('what the check prints', () => {
  const escape = '\u001b[2J\u001b[H'
  const forged = 'Content is valid\n::add-mask::secret\n::error file=content/site.yaml::forged'

  it('prints every problem on one line, with control characters shown, never sent to the terminal', async () => {
    const root = await projectWith({
      [`content/pages/${escape}x.mdx`]: '---\ntitle: X\ndescription: Y.\n---\nText.\n',
      [`content/pages/a\n::error::b.mdx`]: '---\ntitle: A\ndescription: B.\n---\nText.\n',
      'content/pages/b.mdx': `---\ntitle: B\ndescription: C.\n---\n<Section\u001b[31m title="x">Text.</Section>\n`,
    })
    const { problems } = await checkContent(root)
    const printed = formatProblems(problems)
    // eslint-disable-next-line no-control-regex -- control characters are what must not be printed
    expect(printed).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/)
    expect(printed.split('\n')).toHaveLength(problems.length + 1)
    expect(printed).toContain('content/pages/<U+001B>[2J<U+001B>[Hx.mdx:1:1')
    expect(printed).toContain('content/pages/a<U+000A>::error::b.mdx:1:1')
    expect(printed).toMatch(/content\/pages\/b.mdx:5:9 {2}mdx {2}Unexpected character `<U\+001B>`/)
  })

  it('writes a workflow command that no text from a file can end, continue or colour', () => {
    const command = annotation({
      file: `content/${forged}.mdx`,
      line: 1,
      column: 1,
      field: `a::b,${escape}`,
      message: `${forged}${escape}`,
      severity: 'error',
    })
    expect(command.split(/\r|\n/)).toHaveLength(1)
    expect(command).not.toContain('\u001b')
    // Only the command's own "::" separates its properties from its data.
    expect(command.match(/::/g)).toHaveLength(2 + (forged.match(/::/g)?.length ?? 0))
    expect(command).toMatch(
      /^::error file=content\/Content is valid%0A%3A%3Aadd-mask%3A%3Asecret%0A%3A%3Aerror file=content\/site.yaml%3A%3Aforged.mdx,line=1,col=1,title=a%3A%3Ab%2C<U\+001B>\[2J<U\+001B>\[H::Content is valid%0A::add-mask::secret/,
    )
  })
})

describe('props written between backticks', () => {
  it('checks text between backticks as text in quotes: hidden characters, addresses that run code', async () => {
    expect(await problemsOf('<ButtonLink href={`/contact\u202E`}>Go</ButtonLink>\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${bodyLine}:13  href  ={\`/contact<U\\+202E>\`} holds a hidden right-to-left`),
      ),
    ])
    expect(await problemsOf('<Section title={`Ring\u0007`}>Text.</Section>\n')).toEqual([
      expect.stringMatching(/ {2}title {2}=\{`Ring<U\+0007>`\} holds a hidden control character \(U\+0007\)/),
    ])
    expect(await problemsOf('<ButtonLink href={`javascript:alert(1)`}>Go</ButtonLink>\n')).toEqual([
      expect.stringMatching(/ {2}href {2}=\{`javascript:alert\(1\)`\} is an address that runs code/),
    ])
  })

  it('checks the pictures and links they name, as it does those in quotes and inside lists', async () => {
    const root = await projectWith({
      'public/images/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'content/pages/about.mdx':
        '---\ntitle: About\ndescription: Us.\n---\n<PageHero title="About" image={`/images/missing.svg`} imageAlt="x" />\n\n<CheckList items={[{ image: "/images/gone.svg" }]} />\n',
    })
    const messages = (await checkContent(root)).problems
      .filter((problem) => problem.severity === 'error')
      .map(formatProblem)
    expect(messages).toEqual([
      'content/pages/about.mdx:5:25  image  no picture at /images/missing.svg: add the file under public/images/ or name one that exists',
      'content/pages/about.mdx:7:22  image  no picture at /images/gone.svg: add the file under public/images/ or name one that exists',
    ])
  })
})

describe("the institute's details", () => {
  const site = readFileSync('content/site.yaml', 'utf8')
  const lineOf = (text: string, field: string) =>
    text.split('\n').findIndex((line) => line.trimStart().startsWith(`${field}:`)) + 1
  const refusedField = (field: string, value: string) => {
    const text = site.replace(new RegExp(`^(\\s*${field}:).*$`, 'm'), `$1 ${JSON.stringify(value)}`)
    return compileDataFile('content/site.yaml', text).problems.map(formatProblem)
  }

  it('takes e-mail addresses alone, never with ?bcc= or a name', () => {
    for (const value of [
      'info@clinic.example?bcc=attacker@evil.example',
      'Info <info@clinic.example>',
      'info@clinic.example,other@evil.example',
      'not an address',
    ]) {
      expect(refusedField('infoEmail', value), value).toEqual([
        `content/site.yaml:${lineOf(site, 'infoEmail')}:3  contact.infoEmail  expected an e-mail address alone, like info@example.org`,
      ])
    }
    expect(refusedField('appointmentsEmail', 'a@b.example?subject=x')).toHaveLength(1)
  })

  it('takes phone numbers as digits with spaces, brackets, dots or hyphens', () => {
    expect(refusedField('phone', '(312) 555-0142?x=<b>')).toEqual([
      expect.stringMatching(
        new RegExp(`^content/site.yaml:${lineOf(site, 'phone')}:3  contact.phone  expected a phone number`),
      ),
    ])
    expect(refusedField('fax', 'call us')).toHaveLength(1)
    expect(refusedField('phone', '+1 (312) 555.0142')).toEqual([])
  })

  it('takes only addresses a browser reads as written, as the build requires', () => {
    expect(refusedField('url', 'https://www.clinic.example/a b')).toEqual([
      `content/site.yaml:${lineOf(site, 'url')}:1  url  expected an absolute https:// address`,
    ])
    expect(refusedField('url', 'https://www.clinic.example/"onmouseover')).toEqual([
      `content/site.yaml:${lineOf(site, 'url')}:1  url  "\\"" (U+0022) must be percent-encoded: write it encoded (a space as %20), or remove it`,
    ])
    expect(refusedField('mapsUrl', 'https://maps.example/?q=Straße')).toEqual([
      expect.stringMatching(/contact.mapsUrl {2}"ß" \(U\+00DF\) must be percent-encoded/),
    ])
    expect(refusedField('bookingUrl', 'https://clinic.example:99999/#initial-visit')).toEqual([
      expect.stringMatching(/bookingUrl {2}is not an address a browser can read/),
    ])
  })

  it('fills only the placeholders a text has values for: {constructor} stays as written', () => {
    expect(fill('© {year} {constructor} {toString} {__proto__} {name}', { year: 2026, name: 'Meridian' })).toBe(
      '© 2026 {constructor} {toString} {__proto__} Meridian',
    )
  })

  it('knows collections, data files and pages by their own names only', async () => {
    expect(collectionOf('content/constructor/x.mdx')).toBeNull()
    expect(isDataFile('content/constructor')).toBe(false)
    expect(isDataFile('content/__proto__')).toBe(false)
    expect(addressOf('pages', 'constructor', {})).toBe('/constructor')
    expect(await problemsOf('<constructor>x</constructor>\n')).toEqual([
      expect.stringMatching(/<constructor> is HTML, which content may not hold: write it in Markdown/),
    ])
  })
})

describe('inputs that would make the check slow', () => {
  /** Milliseconds of processor time `run` takes: what the machine's other work does not change much. */
  async function cpuTime(run: () => Promise<unknown> | unknown): Promise<number> {
    const before = process.cpuUsage()
    await run()
    const used = process.cpuUsage(before)
    return (used.user + used.system) / 1000
  }

  async function refusedQuickly(body: string, expected: RegExp, path = file, frontmatter = tremorFrontmatter) {
    let problems: string[] = []
    const ms = await cpuTime(async () => (problems = await problemsOf(body, path, frontmatter)))
    expect(problems).toEqual([expect.stringMatching(expected)])
    expect(ms, `${ms.toFixed(0)} ms`).toBeLessThan(1000)
  }

  it('refuses a house-style phrase of many {number}s, and matches the allowed ones in linear time', async () => {
    const style = (phrase: string) =>
      styleSchema.safeParse({ phrases: [{ phrase, why: 'Why.', write: 'What.', severity: 'error' }] })
    expect(style('{number}'.repeat(12)).error?.issues[0]?.message).toBe('may hold {number} at most 3 times')
    expect(style('{number}{number}').error?.issues[0]?.message).toMatch(
      /^needs a space or a word between \{number\} and another number/,
    )
    expect(style('{number}.{number} mg').error?.issues[0]?.message).toMatch(/^needs a space or a word/)
    const rules = houseStyle(style('{number} to {number} {number} mg').data!)
    for (const text of ['1'.repeat(60_000), '1 to '.repeat(12_000), '1.'.repeat(30_000), '1 to 2 3 mg'.repeat(5_000)]) {
      const written = {
        file,
        source: text,
        passages: [{ field: 'body', prose: true, text, pieces: [{ at: 0, line: 1, column: 1 }] }],
      }
      expect(await cpuTime(() => styleProblems(written, rules)), text.slice(0, 20)).toBeLessThan(1000)
    }
  })

  it('refuses a file larger than 64 KB before reading it, at the line where it passes the limit', async () => {
    const nested = Array.from({ length: 1_000 }, (_, i) => `${'  '.repeat(i % 8)}- item ${i}`).join('\n')
    await refusedQuickly(
      `${nested}\n`.repeat(20),
      new RegExp(
        `^${file}:\\d+:1  \\(file\\)  is \\d+ KB, more than a content file may hold \\(64 KB\\): split it into pages`,
      ),
    )
    const data = compileDataFile('content/navigation.yaml', `header: []\nfooter: []\n# ${'x'.repeat(70_000)}\n`)
    expect(data.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^content\/navigation.yaml:3:1 {2}\(file\) {2}is 69 KB/),
    ])
  })

  it('refuses lists and quotes nested more than 8 deep', async () => {
    const deep = Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')
    await refusedQuickly(
      `Text.\n\n${deep}\n`,
      new RegExp(`^${file}:${bodyLine + 2 + 24}:1  mdx  is nested too deep .*: make it a flatter list`),
    )
    await refusedQuickly(`${'- '.repeat(2_000)}x\n`, new RegExp(`^${file}:${bodyLine}:1  mdx  is nested too deep`))
    await refusedQuickly(`${'> '.repeat(2_000)}x\n`, new RegExp(`^${file}:${bodyLine}:1  mdx  is nested too deep`))
    expect(await problemsOf(`${Array.from({ length: 4 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`)).toEqual([])
  })

  it('refuses more than 100 "[" or runs of emphasis in one paragraph', async () => {
    await refusedQuickly(
      `${'['.repeat(30_000)}\n`,
      new RegExp(`^${file}:${bodyLine}:101  mdx  holds more than 100 "\\[" or "]" in one paragraph or table`),
    )
    await refusedQuickly(
      `Text ${'[x] '.repeat(10_000)}\n`,
      new RegExp(`^${file}:${bodyLine}:\\d+  mdx  holds more than 100 "\\["`),
    )
    await refusedQuickly(
      `${'*a'.repeat(10_000)}\n`,
      new RegExp(`^${file}:${bodyLine}:201  mdx  holds more than 100 runs of \\*, _ or ~`),
    )
    // In code, brackets are text: the parser does not look for links there.
    expect(await problemsOf(`\`\`\`\n${'['.repeat(1_000)}\n\`\`\`\n`)).toEqual([])
  })

  it("refuses groups inside groups more than 8 deep in a part's setting, whatever the quotes hold", async () => {
    await refusedQuickly(
      `<ContactDetails labels={${'{a:'.repeat(2_000)}1${'}'.repeat(2_000)}} />\n`,
      new RegExp(`^${file}:${bodyLine}:\\d+  mdx  has groups or lists inside each other more than 8 deep`),
    )
    await refusedQuickly(
      `<ContactDetails labels={{ a: "}}}}}}}}}}", ${'b: {'.repeat(20)}} />\n`,
      /has groups or lists inside each other more than 8 deep/,
    )
    expect(await problemsOf('<CheckList items={["a", { b: 1, c: [true, null] }]} />\n')).toEqual([])
  })

  it('refuses YAML nested more than 8 deep, in front-matter and in data files', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`
    const data = compileDataFile('content/navigation.yaml', `header: ${deep}\nfooter: []\n`)
    expect(data.problems.map(formatProblem)).toEqual([
      'content/navigation.yaml:1:17  yaml  has lists or groups inside each other more than 8 deep: write a flatter value',
    ])
    await refusedQuickly(
      'Text.\n',
      /^content\/conditions\/tremor.mdx:7:\d+ {2}yaml {2}has lists or groups inside each other more than 8 deep/,
      file,
      tremorFrontmatter.replace('symptoms: [', `symptoms: ['a''s [', ${'{a: '.repeat(30)}`),
    )
  })
})

describe('heading ids', () => {
  const idsIn = (code: string) => [...code.matchAll(/id: "([^"]*)"/g)].map((match) => match[1])

  it('are unique, never empty, and never one of the ids the site gives its own parts', async () => {
    const page = '---\ntitle: Privacy\ndescription: How we keep your data.\n---\n'
    const headings = [
      'Overview',
      'Overview',
      'Overview',
      'Overview 2',
      'Обзор',
      '日本語',
      '!!!',
      ...[...SITE_IDS].map((id) => id.replace(/-/g, ' ')),
    ]
    const result = await compileMdxFile(
      'content/pages/privacy.mdx',
      `${page}${headings.map((heading) => `## ${heading}\n\nText.\n`).join('\n')}`,
    )
    expect(result.problems).toEqual([])
    const ids = idsIn(result.code!)
    expect(ids.slice(0, 7)).toEqual([
      'overview',
      'overview-2',
      'overview-3',
      'overview-2-2',
      'section',
      'section-2',
      'section-3',
    ])
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(SITE_IDS.has(id), id).toBe(false)
    expect(ids.every((id) => id.length > 0)).toBe(true)
  })

  it('are numbered in one pass, however many headings share their words', async () => {
    const page = '---\ntitle: Privacy\ndescription: How we keep your data.\n---\n'
    const body = '## Overview\n\n'.repeat(3_000)
    const result = await compileMdxFile('content/pages/privacy.mdx', `${page}${body}`)
    expect(new Set(idsIn(result.code!)).size).toBe(3_000)
  })

  it('are checked by the output gate: a duplicate or empty id stops the build, naming the page', () => {
    const html = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>A page</title></head><body><h1>A page</h1>${body}</body></html>`
    expect(
      checkOutput(
        [{ route: '/about', html: html('<nav id="site-menu"></nav><h2 id="site-menu">Site menu</h2>') }],
        '/nonexistent',
      ),
    ).toEqual(['/about  duplicate-id: "site-menu" again in <h2 id="site-menu">'])
    expect(checkOutput([{ route: '/about', html: html('<h2 id="">Обзор</h2>') }], '/nonexistent')).toEqual([
      '/about  empty-id: <h2 id="">',
    ])
  })
})

describe('what the build would refuse, the check refuses at its file and line', () => {
  const root = process.cwd()
  let dir = ''
  beforeAll(() => {
    dir = copyOfProject(root)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  async function errorsWith(path: string, change: (text: string) => string) {
    const original = readFileSync(join(root, path), 'utf8')
    writeFileSync(join(dir, path), change(original))
    try {
      return (await checkContent(dir, undefined, { compareWithMain: false })).problems
        .filter((problem) => problem.severity === 'error')
        .map(formatProblem)
    } finally {
      writeFileSync(join(dir, path), original)
    }
  }

  it("checks the menus' links like the pages' links", async () => {
    const errors = await errorsWith('content/navigation.yaml', (text) =>
      text.replace('href: /pricing', 'href: /no-such-page'),
    )
    const line =
      readFileSync('content/navigation.yaml', 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('href: /pricing')) + 1
    expect(errors).toEqual([
      `content/navigation.yaml:${line}:5  link  no page at /no-such-page: link to a page that exists, or add its file (content/pages/no-such-page.mdx)`,
    ])
  })

  it("reports the data files' links in the order of the files, whatever order they are checked in", async () => {
    // content/site.yaml is checked before the other files (its settings judge the pages' words).
    const changes: Record<string, [string, string]> = {
      'content/navigation.yaml': ['href: /pricing', 'href: /no-such-page'],
      'content/site.yaml': ['href: /health-information', 'href: /no-such-place'],
    }
    const originals = Object.keys(changes).map((path) => [path, readFileSync(join(root, path), 'utf8')] as const)
    try {
      for (const [path, text] of originals) writeFileSync(join(dir, path), text.replace(...changes[path]))
      const errors = (await checkContent(dir, undefined, { compareWithMain: false })).problems.filter(
        (problem) => problem.severity === 'error' && problem.field === 'link',
      )
      expect(errors.map((error) => error.file)).toEqual(['content/navigation.yaml', 'content/site.yaml'])
    } finally {
      for (const [path, text] of originals) writeFileSync(join(dir, path), text)
    }
  })

  it('refuses links and pictures written so the output gate would stop the build', async () => {
    const body =
      '\n[a](http://example.org/) [b](//evil.example/x) [c](contact) [d](</contact us>) <ButtonLink href="/contact|x">Go</ButtonLink>\n\n![e](/images/café.svg)\n'
    const errors = await errorsWith('content/pages/pricing.mdx', (text) => `${text}${body}`)
    expect(errors.map((error) => error.replace(/^content\/pages\/pricing.mdx:\d+:\d+ {2}/, ''))).toEqual([
      'image  /images/café.svg: "é" (U+00E9) must be percent-encoded: name the picture\'s file with lowercase letters, digits and hyphens',
      'link  http://example.org/: links to other sites must start with https:// (not http:)',
      'link  //evil.example/x: is another site without its https: write https:// and the address',
      'link  contact: a link inside the site starts with / (write /contact, not contact)',
      'link  /contact us: " " (U+0020) must be percent-encoded: write it encoded (a space as %20), or remove it',
      'link  /contact|x: "|" (U+007C) must be percent-encoded: write it encoded (a space as %20), or remove it',
    ])
  }, 60_000)
})

describe('e-mail links', () => {
  it('refuses an e-mail link that copies the message to anyone else (bcc, cc, a second address), in a body and a data file', async () => {
    expect(await problemsOf('[Write to us](mailto:care@meridian.example?bcc=someone@elsewhere.example).\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${bodyLine}:1  .*the e-mail link may give only a subject and a body, not "bcc"`),
      ),
    ])
    const data = compileDataFile(
      'content/navigation.yaml',
      '# The menus\nheader:\n  - label: Write to us\n    href: mailto:care@meridian.example?CC=a@elsewhere.example\n',
    )
    expect(data.problems.map(formatProblem)).toContainEqual(
      expect.stringMatching(
        /^content\/navigation.yaml:4:5 {2}header.0.href {2}the e-mail link may give only a subject and a body, not "cc"/,
      ),
    )
    expect(mailtoFault('mailto:a@b.example,c@d.example')).toMatch(/one e-mail address/)
    expect(mailtoFault('mailto:a@b.example?subject=Hello&body=A%20question')).toBeNull()
    expect(mailtoFault('https://example.org/?bcc=x')).toBeNull()
  })
})
