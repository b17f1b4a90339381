// An MDX body is content, not code: each way a body could run code or place raw HTML is refused
// with its file, line and column and what to write instead, and nothing of it is compiled.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { checkContent } from '../../lib/content/check'
import { compileDataFile, compileMdxFile } from '../../lib/content/compile'
import { formatProblem } from '../../lib/content/problems'
import { contentErrorFromRender } from '../../lib/content/render-error'
import { buildEnvironment } from '../../scripts/build-env.mjs'
import { projectWith, tremorFrontmatter } from './project-fixture'

const file = 'content/conditions/tremor.mdx'
const frontmatter = tremorFrontmatter
// The body starts on the line after the front-matter.
const bodyLine = frontmatter.split('\n').length

async function refused(body: string, path = file) {
  const result = await compileMdxFile(path, `${frontmatter}${body}`)
  expect(result.code).toBeUndefined()
  return result.problems.map(formatProblem)
}

describe('a body holds content, not code', () => {
  it('refuses an expression that reads the environment', async () => {
    expect(await refused('Home: {process.env.HOME}\n')).toEqual([
      `${file}:${bodyLine}:7  mdx  {process.env.HOME} is code, which content may not hold: write the words themselves (to show a brace, write \\{ or \\})`,
    ])
  })

  it("refuses {today}, a writer's slip that would stop the build", async () => {
    expect(await refused('\nUpdated {today}.\n')).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine + 1}:9  mdx  \\{today\\} is code`)),
    ])
  })

  it('refuses an import', async () => {
    expect(await refused("import fs from 'node:fs'\n\nText.\n")).toEqual([
      `${file}:${bodyLine}:1  mdx  \`import\` and \`export\` are code, which content may not hold: remove the line (parts such as <Section> need no import)`,
    ])
  })

  it('refuses an export that runs a command', async () => {
    expect(await refused("Text.\n\nexport const who = require('node:child_process').execSync('id')\n")).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine + 2}:1  mdx  \`import\` and \`export\` are code`)),
    ])
  })

  it('refuses a script element', async () => {
    expect(await refused('<script>alert(1)</script>\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${bodyLine}:1  mdx  <script> is HTML, which content may not hold: a script would run`),
      ),
    ])
  })

  it('refuses an iframe, closed or not, at its own line', async () => {
    expect(await refused('Text.\n\n<iframe src="https://example.org/" />\n')).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine + 2}:1  mdx  <iframe> is HTML.*link to the page instead`)),
    ])
    expect(await refused('Text.\n\nMore.\n\n<iframe src="https://example.org/">\n\nEnd.\n')).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine + 4}:1  mdx  <iframe> is HTML`)),
    ])
  })

  it('refuses an event handler on a part, and any HTML element such as an image with onerror', async () => {
    expect(await refused('<Section title="Hi" onClick="alert(1)">Text</Section>\n')).toEqual([
      `${file}:${bodyLine}:21  onClick  is an event handler, which is code that content may not hold: remove it (parts that react to clicks do so by themselves)`,
    ])
    expect(await refused('<img src="x" onerror="alert(1)" />\n')).toEqual([
      expect.stringMatching(/<img> is HTML, which content may not hold/),
    ])
  })

  it('refuses dangerouslySetInnerHTML', async () => {
    expect(await refused('<Section title="Hi" dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />\n')).toEqual([
      `${file}:${bodyLine}:21  dangerouslySetInnerHTML  puts raw HTML on the page, which content may not hold: write the words between the part's tags instead`,
    ])
  })

  it('refuses javascript: addresses in links and in props, however they are spelt', async () => {
    expect(await refused('[Click](javascript:alert(1))\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${bodyLine}:1  link  javascript:alert\\(1\\) is an address that runs code`),
      ),
    ])
    expect(await refused('<ButtonLink href=" JavaScript:alert(1)">Go</ButtonLink>\n')).toEqual([
      expect.stringMatching(/:13 {2}href {2}" JavaScript:alert\(1\)" is an address that runs code/),
    ])
    expect(await refused('<ButtonLink href={"java\\tscript:alert(1)"}>Go</ButtonLink>\n')).toEqual([
      expect.stringMatching(/href .* is an address that runs code/),
    ])
  })

  it('refuses props that compute, spread or call', async () => {
    expect(await refused('<Section title={fetch("/x")}>Text</Section>\n')).toEqual([
      expect.stringMatching(/title {2}=\{fetch\("\/x"\)\} is code, which content may not hold: write text in quotes/),
    ])
    expect(await refused('<Section {...props}>Text</Section>\n')).toEqual([
      expect.stringMatching(/\{\.\.\.props\} on <Section> is code/),
    ])
    expect(await refused('<Section title={`a${b}`}>Text</Section>\n')).toEqual([
      expect.stringMatching(/holds \$\{…\}, which is code/),
    ])
  })

  it('accepts literal props: text, numbers, true or false, lists and groups of those', async () => {
    const body =
      '<Section title="Hi" tinted={true} intro={`plain`}>Text</Section>\n\n<CheckList items={["a", { b: -3, c: [true, null] }]} />\n\n<ContactDetails labels={{ phone: "Phone", hours: 7 }} />\n'
    const result = await compileMdxFile(file, `${frontmatter}${body}`)
    expect(result.problems).toEqual([])
    expect(result.code).toMatch(/\bSection\b/)
  })

  it('takes a ~~~ fence for code, not for parts', async () => {
    const result = await compileMdxFile(file, `${frontmatter}~~~\n<Foo>{process.env.HOME}\n~~~\n`)
    expect(result.problems).toEqual([])
  })

  it('refuses hidden control characters and right-to-left overrides in the body and in front-matter', async () => {
    expect(await refused('Take one tablet\u202E daily.\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${file}:${bodyLine}:1  text  holds a hidden right-to-left or left-to-right override \\(U\\+202E\\)`,
        ),
      ),
    ])
    const result = await compileMdxFile(file, frontmatter.replace('Shaking of the hands', 'Shaking\u0000 of the hands'))
    expect(result.problems.map(formatProblem)).toEqual([
      `${file}:5:1  shortDescription  holds a hidden control character (U+0000): retype the text, or paste it as plain text`,
    ])
  })
})

describe('every content error names its file and line', () => {
  it('names the file and the line of a YAML alias bomb', async () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
    ].join('\n')
    const result = await compileMdxFile('content/faqs/faq-9.mdx', `---\nquestion: Why?\n${bomb}\n---\n`)
    expect(result.problems.map(formatProblem)).toEqual([
      'content/faqs/faq-9.mdx:4:8  yaml  *a repeats another value (a YAML alias), which content does not use: write the value out where it is needed, and remove its &a',
    ])
  })

  it('reads a file that starts with a byte-order mark', async () => {
    const result = await compileMdxFile(file, `\uFEFF${frontmatter}Text.\n`)
    expect(result.problems).toEqual([])
  })

  it('treats CRLF line endings like LF, in front-matter and in sentences', async () => {
    const result = await compileMdxFile(file, `${frontmatter}Text.\n\n<Section title="x">\n`.replace(/\n/g, '\r\n'))
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${file}:${bodyLine + 2}:1  mdx  <Section> is never closed`)),
    ])
    const data = compileDataFile('content/site.yaml', 'name: One\r\nphone: 1\r\nname: Two\r\n')
    expect(data.problems[0]).toMatchObject({ file: 'content/site.yaml', line: 3, column: 1 })
  })

  it('gives an unclosed tag the line it stands on', async () => {
    expect(await refused(`${'Text.\n\n'.repeat(12)}<Section title="x">\n\nMore.\n`)).toEqual([
      `${file}:${bodyLine + 24}:1  mdx  <Section> is never closed: add </Section> after its content, or write <Section ... /> when it holds nothing`,
    ])
  })
})

describe('names and headings', () => {
  it('refuses a file name that is not a lowercase slug, and suggests one', async () => {
    const root = await projectWith({ 'content/conditions/Stroke Care.mdx': `${frontmatter}Text.\n` })
    const messages = (await checkContent(root)).problems.filter((p) => p.severity === 'error').map(formatProblem)
    expect(messages).toEqual([
      'content/conditions/Stroke Care.mdx:1:1  (file name)  is not a web address: name the file stroke-care.mdx (lowercase letters, digits and hyphens only)',
    ])
  })

  it('asks a bespoke condition page for exactly one main heading', async () => {
    const bespoke = frontmatter.replace('order: 8', 'order: 8\nlayout: bespoke')
    expect((await compileMdxFile(file, bespoke)).problems.map(formatProblem)).toEqual([
      `${file}:1:1  layout  a bespoke page needs one main heading: open the body with <PageHero title="..." /> (or a # heading), or use layout: generic`,
    ])
    expect(
      (await compileMdxFile(file, `${bespoke}<PageHero title="Tremor" />\n\n# Tremor again\n`)).problems.map(
        formatProblem,
      ),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^${file}:${bodyLine + 3}:1  layout  a page has one main heading, but this body gives 2`),
      ),
    ])
    expect((await compileMdxFile(file, `${bespoke}<PageHero title="Tremor" />\n\n<UrgentHelp />\n`)).problems).toEqual(
      [],
    )
  })

  it('keeps a body shown inside another page from giving it a second main heading', async () => {
    expect(await refused('Text.\n\n# Tremor\n')).toEqual([
      `${file}:${bodyLine + 2}:1  mdx  this text is shown inside a page that has its main heading already: start headings at ## (and leave <PageHero> to pages)`,
    ])
  })

  it("judges a condition's headings by its layout only once its front-matter can be read", async () => {
    const bespoke = frontmatter.replace('order: 8', 'order: 8\nlayout: bespoke')
    const body = '<PageHero title="Tremor" />\n\n<UrgentHelp />\n'
    const unreadable = await compileMdxFile(file, `${bespoke.replace('name: Tremor', 'name: "Tremor')}${body}`)
    expect(unreadable.problems.map((p) => p.field)).toEqual(['yaml'])
    const misspelt = await compileMdxFile(file, `${bespoke.replace('layout: bespoke', 'layout: bespok')}${body}`)
    expect(misspelt.problems.map((p) => p.field)).toEqual(['layout'])
  })

  it('refuses a heading that skips a level on the way down, at its line; a part between two headings may give the level between', async () => {
    expect(await refused('## Symptoms\n\nText.\n\n#### In children\n')).toEqual([
      `${file}:${bodyLine + 4}:1  heading  a level-4 heading (####) right after a level-2 one (##, line ${bodyLine}): go down one level at a time (###), so that screen readers can follow the page's outline`,
    ])
    expect(
      (await compileMdxFile(file, `${frontmatter}## Symptoms\n\n### In children\n\n#### At school\n\n## Care\n`))
        .problems,
    ).toEqual([])
    expect(
      (
        await compileMdxFile(
          file,
          `${frontmatter}## Questions\n\n<Accordion>\n  <AccordionItem id="when" question="When?">\n    Soon.\n  </AccordionItem>\n</Accordion>\n\n#### More\n`,
        )
      ).problems,
    ).toEqual([])
  })

  it('lets a page file give at most one main heading, and says whether it gave one', async () => {
    const page = '---\ntitle: Privacy\ndescription: How we keep your data.\n---\n'
    const plain = await compileMdxFile('content/pages/privacy.mdx', `${page}Text.\n`)
    expect(plain.problems).toEqual([])
    expect(plain.hasMainHeading).toBe(false)
    const headed = await compileMdxFile('content/pages/privacy.mdx', `${page}# Privacy\n\nText.\n`)
    expect(headed.problems).toEqual([])
    expect(headed.hasMainHeading).toBe(true)
    expect(
      (await compileMdxFile('content/pages/privacy.mdx', `${page}# Privacy\n\n# Again\n`)).problems.map(formatProblem),
    ).toEqual([
      'content/pages/privacy.mdx:7:1  mdx  a page has one main heading, but this body gives 2 (a # heading or <PageHero> each): make the others ## headings',
    ])
  })
})

describe('the build sees only the variables it needs', () => {
  it('passes the listed variables on and leaves out everything else, secrets included', () => {
    const env = buildEnvironment({
      PATH: '/usr/bin',
      BASE_PATH: '/pr-preview/pr-1/',
      GITHUB_TOKEN: 'secret',
      AWS_SECRET_ACCESS_KEY: 'secret',
      npm_config_token: 'secret',
    })
    expect(env).toEqual({ PATH: '/usr/bin', BASE_PATH: '/pr-preview/pr-1/' })
  })
})

describe('an error while a page renders', () => {
  it('names the content file, the part and the line where the part stands', async () => {
    const source = await readFile('content/conditions/stroke.mdx', 'utf8')
    const line = source.split('\n').findIndex((text) => text.startsWith('<StatCard ')) + 1
    const stack =
      '\n    at StatCard (file:///build/chunk-1.js:3:9)\n    at div (<anonymous>)\n    at Content(content/conditions/stroke.mdx) (file:///build/chunk-2.js:9:1)\n    at Page (file:///build/page.js:1:1)'
    const error = contentErrorFromRender(new TypeError('value.trim is not a function'), stack, '/conditions/stroke')
    expect(error?.problems.map(formatProblem)).toEqual([
      `content/conditions/stroke.mdx:${line}:1  StatCard  <StatCard> could not be shown on /conditions/stroke (value.trim is not a function): check this part's values against its example in WRITING.md`,
    ])
    expect(error?.stack).not.toMatch(/\n\s+at /)
  })

  it('leaves an error alone when no content file rendered the failing part', () => {
    expect(
      contentErrorFromRender(
        new Error('x'),
        '\n    at Header (file:///a.js:1:1)\n    at Layout (file:///a.js:1:1)',
        '/',
      ),
    ).toBeNull()
  })
})
