import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkOutput, type PassedPages } from '../../lib/output-gate'

let clientDir: string
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'output-gate-'))
  mkdirSync(join(clientDir, 'images'))
  writeFileSync(join(clientDir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>A page</title>${head}</head><body>${body}</body></html>`
/** A page with its one <h1>, so that only the part under test can break a rule. */
const withHeading = (body: string, head = '') => page(`<h1>A page</h1>${body}`, head)
const about = { route: '/about', html: withHeading('<h2 id="team">Our team</h2>') }
/** The gate's report on one page at / (with /about beside it to link to). */
const gate = (html: string, route = '/') => checkOutput([{ route, html }, about], clientDir)

describe('the output gate', () => {
  it('passes a clean page', () => {
    const html = page(
      `<a href="#main">Skip to main content</a>
      <header><a href="/"><img src="/images/logo.svg" alt="" /></a>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 5h16"></path></svg></header>
      <main id="main"><h1>Meridian Neurology</h1><!-- -->
        <p><a href="/about#team">Our team</a>, <a href="/about?from=home&amp;x=1">about</a>,
        <a href="/about/">about</a>, <a href="/images/logo.svg">logo</a>,
        <a href="mailto:info@example.org">mail</a>, <a href="tel:3125550142">call</a>,
        <a href="https://www.example.org/a%20b" target="_blank" rel="noopener">elsewhere</a></p>
        <img src="data:image/png;base64,iVBORw0KGgo=" srcset="/images/logo.svg 1x, /images/logo.svg 2x" alt="" />
        <noscript><link rel="stylesheet" href="/assets/no-script.css" /></noscript>
      </main>
      <script src="/assets/entries/client.js" type="module" async></script>`,
      `<link rel="canonical" href="https://www.example.org/" />
      <meta property="og:url" content="https://www.example.org/" />
      <script type="application/ld+json">{"@context":"https://schema.org","@type":"MedicalClinic","url":"https://www.example.org","name":"\\u003c/script>"}</script>`,
    )
    expect(gate(html)).toEqual([])
  })

  it('refuses an inline script', () => {
    expect(gate(withHeading('<script>alert(1)</script>'))).toEqual(['/  inline-script: <script>alert(1)</script>'])
    for (const type of ['module', 'text/javascript', ' Module ', 'application/ecmascript', '', 'text/x-template']) {
      expect(gate(withHeading(`<script type="${type}">go()</script>`))).toEqual([
        `/  inline-script: <script type="${type}">go()</script>`,
      ])
    }
    expect(gate(withHeading('<svg><script>go()</script></svg>'))).toEqual(['/  inline-script: <script>go()</script>'])
  })

  it('allows JSON data in a script', () => {
    const head = `<script type="application/ld+json">{"@type":"WebPage","url":"https://www.example.org/"}</script>
      <script type="application/json" id="data">{"tabs":["a","b"]}</script>
      <script type="Application/JSON; charset=utf-8">[1, 2]</script>`
    expect(gate(withHeading('', head))).toEqual([])
  })

  it('refuses a JSON script that could end its element early', () => {
    expect(gate(withHeading('', '<script type="application/json">{"a":"</script><b>x</b>"}</script>'))).toEqual([
      '/  json-script: not valid JSON (ended early?): "{\\"a\\":\\""',
    ])
    expect(gate(withHeading('', '<script type="application/ld+json">{"a":"<!--"}</script>'))).toEqual([
      '/  script-body: holds "<!--" or "</script": "{\\"a\\":\\"<!--\\"}"',
    ])
  })

  it('refuses an event-handler attribute on any element', () => {
    expect(gate(withHeading('<a href="/" onclick="go()">Home</a>'))).toEqual([
      '/  event-handler: onclick in <a href="/" onclick="go()">',
    ])
    expect(gate(withHeading('<IMG SRC="/images/logo.svg" ONERROR="go()">'))).toEqual([
      '/  event-handler: onerror in <IMG SRC="/images/logo.svg" ONERROR="go()">',
    ])
    expect(gate(withHeading('<svg><g onmouseover="go()"></g></svg>'))).toEqual([
      '/  event-handler: onmouseover in <g onmouseover="go()">',
    ])
  })

  it('refuses a style element or attribute, which the policy would refuse too', () => {
    expect(gate(withHeading('', '<style>body{color:red}</style>'))).toEqual(['/  inline-style: <style>'])
    expect(gate(withHeading('<p style="color:red">Red</p>'))).toEqual(['/  inline-style: <p style="color:red">'])
    expect(gate(withHeading('<svg><style>g{fill:red}</style></svg>'))).toEqual(['/  inline-style: <style>'])
  })

  it('refuses an iframe, frame, object or embed', () => {
    expect(gate(withHeading('<iframe src="https://www.example.org/"></iframe>'))).toEqual([
      '/  embedded-document: <iframe src="https://www.example.org/">',
    ])
    for (const element of ['frame', 'object', 'embed']) {
      expect(gate(withHeading(`<${element}>`))).toEqual([`/  embedded-document: <${element}>`])
    }
  })

  it('refuses a script address, read as browsers read it', () => {
    expect(gate(withHeading('<a href="javascript:go()">Go</a>'))).toEqual([
      '/  unsafe-url: a href="javascript:go()" (a javascript: address runs script)',
      '/  broken-link: javascript:go(): external links must be absolute https:// addresses',
    ])
    const unsafe = [
      [
        '<link rel="icon" href="&#x09;Java&#x0A;Script&colon;go()" />',
        'link href="\\tJava\\nScript:go()" (a javascript: address runs script)',
      ],
      [
        '<link rel="icon" href=" \x01JAVASCRIPT:go()" />',
        'link href=" \\u0001JAVASCRIPT:go()" (a javascript: address runs script)',
      ],
      ['<form action="vbscript:go()"></form>', 'form action="vbscript:go()" (a vbscript: address runs script)'],
      [
        '<button formaction="data:text/html,x">Send</button>',
        'button formaction="data:text/html,x" (a data: address may hold a document or script)',
      ],
      [
        '<link rel="stylesheet" href="data:image/svg+xml,x" />',
        'link href="data:image/svg+xml,x" (a data: address may hold a document or script)',
      ],
      [
        '<img src="data:text/html,x" alt="" />',
        'img src="data:text/html,x" (a data: address may hold a document or script)',
      ],
      [
        '<img srcset="/images/logo.svg 1x, javascript:go() 2x" alt="" />',
        'img srcset="javascript:go()" (a javascript: address runs script)',
      ],
      [
        '<svg><use xlink:href="javascript:go()"></use></svg>',
        'use xlink:href="javascript:go()" (a javascript: address runs script)',
      ],
      [
        '<svg><a><set attributeName="href" to="javascript:go()"></set></a></svg>',
        'set to="javascript:go()" (a javascript: address runs script)',
      ],
      [
        '<video poster="javascript:go()"></video>',
        'video poster="javascript:go()" (a javascript: address runs script)',
      ],
    ]
    for (const [html, problem] of unsafe) expect(gate(withHeading(html))).toEqual([`/  unsafe-url: ${problem}`])
  })

  it('refuses a page without exactly one <h1>', () => {
    expect(gate(page('<h2>No heading</h2>'))).toEqual(['/  h1: no <h1>; a page has exactly one'])
    expect(gate(page('<h1>One</h1><h1>Two</h1>'))).toEqual([
      '/  h1: 2 <h1> elements ("One", "Two"); a page has exactly one',
    ])
    expect(gate(page('<h2>Page not found</h2>'), '/404')).toEqual(['/404  h1: no <h1>; a page has exactly one'])
  })

  it('lets a page that only redirects go without an <h1>', () => {
    const redirect = page(
      '<p><a href="/about">Moved to About</a></p>',
      '<meta http-equiv="refresh" content="0; url=/about" /><script src="/redirect.js" data-to="/about"></script>',
    )
    expect(gate(redirect)).toEqual([])
    expect(gate(page('<p>Moved</p>', '<meta http-equiv="refresh" content="0; url=javascript:go()" />'))).toEqual([
      '/  unsafe-url: meta refresh="javascript:go()" (a javascript: address runs script)',
    ])
  })

  it('refuses an address with a character that needs encoding', () => {
    const unencoded = [
      [
        '<link rel="icon" href="/images/logo .svg" />',
        'link href="/images/logo .svg" (" " (U+0020) must be percent-encoded)',
      ],
      ['<img src="/images/café.svg" alt="" />', 'img src="/images/café.svg" ("é" (U+00E9) must be percent-encoded)'],
      [
        '<img src="/images/logo.svg?v=%zz" alt="" />',
        'img src="/images/logo.svg?v=%zz" ("%" not followed by two hex digits)',
      ],
      [
        '<img src="/images/logo.svg?v={1}" alt="" />',
        'img src="/images/logo.svg?v={1}" ("{" (U+007B) must be percent-encoded)',
      ],
      [
        '<img src="/images/logo.svg?q=&quot;x&quot;" alt="" />',
        'img src="/images/logo.svg?q=\\"x\\"" ("\\"" (U+0022) must be percent-encoded)',
      ],
    ]
    for (const [html, problem] of unencoded) expect(gate(withHeading(html))).toEqual([`/  unencoded-url: ${problem}`])
    const head = `<link rel="canonical" href="https://www.example.org/a|b" />
      <meta property="og:url" content="https://www.example.org/a^b" />
      <script type="application/ld+json">{"@id":"https://www.example.org/#a b","itemListElement":[{"item":"https://www.example.org/\`x"}],"publisher":{"url":"https://www.example.org/<x>"}}</script>`
    expect(gate(withHeading('', head))).toEqual([
      '/  unencoded-url: link href="https://www.example.org/a|b" ("|" (U+007C) must be percent-encoded)',
      '/  unencoded-url: meta og:url="https://www.example.org/a^b" ("^" (U+005E) must be percent-encoded)',
      '/  unencoded-url: ld+json @id="https://www.example.org/#a b" (" " (U+0020) must be percent-encoded)',
      '/  unencoded-url: ld+json item="https://www.example.org/`x" ("`" (U+0060) must be percent-encoded)',
      '/  unencoded-url: ld+json url="https://www.example.org/<x>" ("<" (U+003C) must be percent-encoded)',
    ])
  })

  it('refuses a link to nothing', () => {
    expect(gate(withHeading('<a href="/about#our\nteam">Team</a>'))).toEqual([
      '/  unencoded-url: a href="/about#our\\nteam" ("\\n" (U+000A) must be percent-encoded)',
      '/  broken-link: /about#our team: /about has no element with id "our team"',
    ])
    expect(
      gate(
        withHeading(
          '<a href="/nowhere">x</a><a href="#missing">x</a><a href="/about#missing">x</a><a href="http://www.example.org/">x</a>',
        ),
      ),
    ).toEqual([
      '/  broken-link: /nowhere: no page at /nowhere (add the file that makes it or a redirect in content/redirects.yaml, or link to a page that exists)',
      '/  broken-link: #missing: no element with id "missing" on this page',
      '/  broken-link: /about#missing: /about has no element with id "missing"',
      '/  broken-link: http://www.example.org/: external links must be absolute https:// addresses',
    ])
    const underBase = (href: string) =>
      checkOutput([{ route: '/', html: withHeading(`<a href="${href}">x</a>`) }, about], clientDir, '/pr-preview/pr-1/')
    expect(underBase('/pr-preview/pr-1/about#team')).toEqual([])
    expect(underBase('/about')).toEqual([
      "/  broken-link: /about: internal links must start with /pr-preview/pr-1/ (a path from the site's root)",
    ])
  })

  it('refuses HTML that browsers read differently from the checker', () => {
    const mismatched = [
      [
        '<noscript><p title="</noscript><b>x</b>"></p></noscript>',
        'browsers end <noscript> earlier: "<p title=\\"</noscript><b>x</b>\\"></p>"',
      ],
      ['<!-- a --!><b>x</b> -->', 'browsers end this comment earlier: " a --!><b>x</b> "'],
      ['<![CDATA[><b>x</b>]]>', 'browsers end this comment earlier: "[CDATA[><b>x</b>]]"'],
      ['<svg><title><b>x</b></title></svg>', 'browsers read elements inside <svg>/<math> <title>: "<b>x</b>"'],
    ]
    for (const [html, problem] of mismatched)
      expect(gate(withHeading(html))).toEqual([`/  parser-mismatch: ${problem}`])
    expect(gate(withHeading('<script src="/a.js"><!--<script></script><p title="</script><b>x</b>"></p>'))).toEqual([
      '/  script-body: holds "<!--" or "</script": "<!--<script>"',
    ])
  })

  it('refuses a redirect, a folder/* rule too, that leads to no page or to no part of one', () => {
    const redirects = [
      { from: '/old-about', to: '/about#team' },
      { from: '/wild/*', to: '/about#form' },
      { from: '/gone/*', to: '/nowhere' },
    ]
    expect(checkOutput([{ route: '/', html: withHeading('') }, about], clientDir, '/', new Map(), redirects)).toEqual([
      '/wild/* (content/redirects.yaml)  broken-link: /about#form: /about has no element with id "form"',
      '/gone/* (content/redirects.yaml)  broken-link: /nowhere: no page at /nowhere (add the file that makes it or a redirect in content/redirects.yaml, or link to a page that exists)',
    ])
  })

  it('takes a page that passed before as it was read, and checks its links against the pages of now', () => {
    // A page kept from the last build: not read again (its HTML is never asked for), its links checked.
    const kept = {
      route: '/kept',
      get html(): string {
        throw new Error('a page that passed before was read again')
      },
    }
    const passed: PassedPages = new Map([['/kept', { ids: ['top'], links: ['#top', '/about#team', '/about#gone'] }]])
    expect(checkOutput([kept, about], clientDir, '/', passed)).toEqual([
      '/kept  broken-link: /about#gone: /about has no element with id "gone"',
    ])
    // Every page read is added, as the next build takes it.
    expect(passed.get('/about')).toEqual({ ids: ['team'], links: [] })
  })
})
