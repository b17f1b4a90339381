/** The policies of public/_headers reach pages on hosts that ignore the file, and previews are never indexed. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  everyPageHeaders,
  HEADER_ONLY_DIRECTIVES,
  headSecurity,
  isPreviewBuild,
  metaPolicy,
} from '../../lib/head-security'
import { headTags, securityTags } from '../../renderer/headTags'

const headersFile = readFileSync(join(process.cwd(), 'public/_headers'), 'utf8')
const directives = (policy: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter(Boolean)

describe("a page's own security tags", () => {
  it("carry the project's policy, from public/_headers, without the directives a meta tag cannot carry", () => {
    const header = everyPageHeaders(headersFile).get('content-security-policy')
    expect(header, 'public/_headers has a Content-Security-Policy for /*').toBeTruthy()
    const security = headSecurity(process.cwd(), {})
    expect(directives(security.contentSecurityPolicy!)).toEqual(
      directives(header!).filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(' ')[0])),
    )
    expect(security.referrerPolicy).toBe(everyPageHeaders(headersFile).get('referrer-policy'))
    expect(security.noindex).toBe(false)
  })

  it('drop frame-ancestors, report-uri, report-to and sandbox, and keep every other directive as written', () => {
    expect(
      metaPolicy(
        "default-src 'self'; frame-ancestors 'none'; script-src 'self' 'wasm-unsafe-eval';report-uri /r; Report-To x ; sandbox allow-forms; img-src data:",
      ),
    ).toBe("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src data:")
    expect(metaPolicy("frame-ancestors 'none'")).toBe('')
  })

  it('read the /* rules of the file, the last one winning, and no other path', () => {
    const headers = everyPageHeaders(
      "/assets/*\n  Content-Security-Policy: img-src 'none'\n/*\n  content-security-policy: default-src 'none'\n/*\n  Referrer-Policy: no-referrer\n",
    )
    expect(headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('are written first in the head, escaped, and only what the file has', () => {
    const tags = securityTags({
      contentSecurityPolicy: `default-src 'self'; img-src "x" <y>`,
      referrerPolicy: 'no-referrer',
      noindex: false,
    })
    expect(tags).toBe(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'self'; img-src &quot;x&quot; &lt;y&gt;" />\n    <meta name="referrer" content="no-referrer" />`,
    )
    expect(securityTags({ contentSecurityPolicy: null, referrerPolicy: null, noindex: true })).toBe('')
  })

  it('tell search engines to keep out of a preview build, and only of one', () => {
    expect(isPreviewBuild({})).toBe(false)
    expect(isPreviewBuild({ BASE_PATH: '/' })).toBe(false)
    expect(isPreviewBuild({ SHOW_DRAFTS: 'false' })).toBe(false)
    expect(isPreviewBuild({ SHOW_DRAFTS: 'true' })).toBe(true)
    expect(isPreviewBuild({ BASE_PATH: '/pr-preview/pr-12/' })).toBe(true)
    expect(isPreviewBuild({ BASE_PATH: '/pr-preview/pr-12' })).toBe(true)
    expect(headSecurity(process.cwd(), { SHOW_DRAFTS: 'true' }).noindex).toBe(true)

    const pageContext = {
      urlPathname: '/about',
      data: { head: { title: 'About', description: 'About us' } },
    } as unknown as Parameters<typeof headTags>[0]
    const robots = (html: string) => html.match(/<meta name="robots" content="noindex" \/>/g) ?? []
    const preview = headTags(pageContext, { contentSecurityPolicy: null, referrerPolicy: null, noindex: true })
    expect(robots(preview)).toHaveLength(1)
    // The canonical address stays the published page's.
    expect(preview).toContain('<link rel="canonical"')
    expect(
      robots(headTags(pageContext, { contentSecurityPolicy: null, referrerPolicy: null, noindex: false })),
    ).toHaveLength(0)
  })
})
