// A placeable part takes the settings its component declares and no others: the content check
// refuses any other at its file, line and column, and the component passes nothing on unread.
import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Button, ButtonLink } from '../../components/Button'
import { compileMdxFile } from '../../lib/content/compile'
import { PART_PROPS_FILE, partPropsText, readPartProps } from '../../lib/content/part-props-source'
import { formatProblem } from '../../lib/content/problems'
import { tremorFrontmatter } from './project-fixture'

const file = 'content/conditions/tremor.mdx'
const bodyLine = tremorFrontmatter.split('\n').length

async function problemsOf(body: string, path = file, frontmatter = tremorFrontmatter) {
  return (await compileMdxFile(path, `${frontmatter}${body}`)).problems
    .filter((problem) => problem.severity === 'error')
    .map(formatProblem)
}

describe("a part's settings", () => {
  it('are read from the components into lib/content/part-props.json (npm run docs:content writes it)', () => {
    expect(readFileSync(PART_PROPS_FILE, 'utf8'), `${PART_PROPS_FILE} is out of date: run npm run docs:content`).toBe(
      partPropsText(readPartProps(process.cwd())),
    )
  }, 180_000)

  it('refuses every attribute a part does not declare, each at its place', async () => {
    const attributes = [
      'style="position:fixed;inset:0"',
      'id="site-menu"',
      'target="_blank"',
      'download',
      'ping="https://evil.example/"',
      'form="f"',
      'formAction="https://evil.example/"',
      'className="visually-hidden"',
      'rel="opener"',
    ]
    for (const attribute of attributes) {
      const prop = attribute.split('=')[0]
      expect(await problemsOf(`<ButtonLink href="/contact" ${attribute}>Go</ButtonLink>\n`), attribute).toEqual([
        `${file}:${bodyLine}:29  ${prop}  is not a setting of <ButtonLink>, which takes href, variant: remove it, or check its spelling (WRITING.md lists each part's settings)`,
      ])
      expect(await problemsOf(`<Button ${attribute}>Go</Button>\n`), attribute).toEqual([
        expect.stringMatching(new RegExp(`^${file}:${bodyLine}:9  ${prop}  is not a setting of <Button>`)),
      ])
    }
  })

  it('checks literal values against what the setting takes', async () => {
    expect(await problemsOf('<ButtonLink href="/contact" variant="huge">Go</ButtonLink>\n')).toEqual([
      `${file}:${bodyLine}:29  variant  expected one of "inverse", "primary", "secondary", got "huge"`,
    ])
    expect(await problemsOf('<ButtonLink href="/contact" variant={`ghost`}>Go</ButtonLink>\n')).toEqual([
      expect.stringMatching(/variant {2}=\{`ghost`\} expected one of "inverse", "primary", "secondary", got "ghost"/),
    ])
    expect(await problemsOf('<Section title={["a"]}>Text</Section>\n')).toEqual([
      expect.stringMatching(/title {2}=\{\["a"\]\} expected text in quotes$/),
    ])
    expect(await problemsOf('<Section title="x" tinted="yes">Text</Section>\n')).toEqual([
      expect.stringMatching(/tinted {2}expected true or false$/),
    ])
    expect(await problemsOf('<ButtonLink>Go</ButtonLink>\n')).toEqual([
      `${file}:${bodyLine}:1  ButtonLink  <ButtonLink> needs href="...": add it (WRITING.md shows an example)`,
    ])
    expect(
      await problemsOf(
        '<ButtonLink href="/contact" variant="secondary">Go</ButtonLink>\n\n<Section title="x" tinted>Text</Section>\n',
      ),
    ).toEqual([])
  })

  it('reach the page only as the component declares them: nothing else is passed on', () => {
    const unknown = {
      style: { position: 'fixed' },
      id: 'site-menu',
      target: '_blank',
      download: true,
      ping: 'https://evil.example/',
      form: 'f',
      formAction: 'https://evil.example/',
    } as object
    const link = renderToStaticMarkup(
      <ButtonLink href="/contact" {...unknown}>
        Go
      </ButtonLink>,
    )
    const button = renderToStaticMarkup(<Button {...unknown}>Go</Button>)
    for (const html of [link, button]) {
      for (const attribute of ['style=', 'id=', 'target=', 'download', 'ping=', 'form=', 'formaction='])
        expect(html.toLowerCase(), html).not.toContain(` ${attribute}`)
    }
    expect(link).toMatch(/^<a [^>]*href="\/contact"[^>]*>Go<\/a>$/)
  })
})
