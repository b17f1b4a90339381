// "On this page" and "Back to top" (renderer/contents.tsx) are filled from the sections a page
// rendered: the test pages below are this file's own, so they hold whatever the content says.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BackToTopSlot, ContentsSlot } from '../../components/OnThisPage'
import { site } from '../../lib/site'
import { MIN_SECTIONS, sectionsIn, withContents } from '../../renderer/contents'

const mark = renderToStaticMarkup(<ContentsSlot />)
const toTop = renderToStaticMarkup(<BackToTopSlot />)
const section = (id: string, title = `Section ${id}`, attributes = '') =>
  `<section${attributes}><h2 id="${id}">${title}</h2><p>Words.</p></section>`
const page = (...parts: string[]) =>
  `<body><h2 id="site-menu">Menu</h2><main><h1>Title</h1>${mark}${parts.join('')}${toTop}</main><footer><h2 id="f">Footer</h2></footer></body>`
const ids = (count: number) => Array.from({ length: count }, (_, index) => `s${index + 1}`)
const listed = (html: string) => [...html.matchAll(/<li><a href="#([^"]+)">([^<]*)<\/a><\/li>/g)].map((m) => m[1])

describe('"On this page"', () => {
  it(`lists a page's sections in order when it has ${MIN_SECTIONS} or more, and ends the page with "Back to top"`, () => {
    const html = withContents(page(...ids(MIN_SECTIONS).map((id) => section(id))), { listed: true })
    expect(listed(html)).toEqual(ids(MIN_SECTIONS))
    expect(html).toContain(`aria-label="${site.labels.onThisPage}"`)
    expect(html).toContain(site.labels.backToTop)
    expect(html).not.toMatch(/data-(contents|back-to-top)-slot/)
    // Before the sections, where the mark was.
    expect(html.indexOf('data-on-this-page')).toBeLessThan(html.indexOf('id="s1"'))
  })

  it('leaves a shorter page, and the home page, without either, and takes the marks out', () => {
    for (const html of [
      withContents(page(...ids(MIN_SECTIONS - 1).map((id) => section(id))), { listed: true }),
      withContents(page(...ids(MIN_SECTIONS + 2).map((id) => section(id))), { listed: false }),
    ]) {
      expect(html).not.toContain('data-on-this-page')
      expect(html).not.toContain('data-back-to-top')
      expect(html).not.toMatch(/data-(contents|back-to-top)-slot/)
    }
  })

  it('names only sections a link can reach: with an id, not hidden, not in a closed part or a tab panel', () => {
    const html = page(
      section('open', 'Open &amp; <em>shut</em>'),
      '<h2>No id</h2>',
      section('hidden', 'Hidden', ' hidden=""'),
      section('unheard', 'Unheard', ' aria-hidden="true"'),
      `<div role="tabpanel">${section('tab')}</div>`,
      `<details><summary>More</summary>${section('inside')}</details>`,
      section('last'),
    )
    expect(sectionsIn(html, html.indexOf(mark) + mark.length)).toEqual([
      { id: 'open', title: 'Open & shut' },
      { id: 'last', title: 'Section last' },
    ])
  })

  it('comes after "When to get help" when that follows the opening band, so the signs stay first', () => {
    const help = `<section data-when-to-get-help=""><h2 id="help">When</h2><section data-urgent-help=""><h3>911</h3></section></section>`
    const html = withContents(page(help, ...ids(MIN_SECTIONS).map((id) => section(id))), { listed: true })
    expect(listed(html)).toEqual(['help', ...ids(MIN_SECTIONS)])
    expect(html.indexOf('data-on-this-page')).toBeGreaterThan(html.indexOf('data-urgent-help'))
    expect(html.indexOf('data-on-this-page')).toBeLessThan(html.indexOf('id="s1"'))
  })
})
