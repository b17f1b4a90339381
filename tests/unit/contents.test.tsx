// "On this page" and "Back to top" (renderer/contents.tsx) are filled from the sections a page
// rendered: the test pages below are this file's own, so they hold whatever the content says.
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
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

describe('"On this page" beside the sections', () => {
  /** A page whose sections stand in a column of their own, as components/PageBody.tsx lays them out. */
  const column = (...parts: string[]) =>
    `<body><main><h1>Title</h1><div class="column">${mark}${parts.join('')}</div>${toTop}</main></body>`
  const band = '<section data-bleed=""><h2>A band</h2></section>'
  /** The parts of the built page, read by a parser as a browser reads them. */
  const tree = (html: string) => {
    const document = parseDocument(html)
    const all = DomUtils.findAll(() => true, document.children)
    const marked = (name: string) => all.filter((element) => name in element.attribs)
    const within = (outer: Element, inner: Element): boolean =>
      inner.parent ? inner.parent === outer || within(outer, inner.parent as Element) : false
    return { all, marked, within }
  }

  it('stands beside them, with booking, when they all follow in one run of the page column', () => {
    const html = withContents(column(...ids(MIN_SECTIONS).map((id) => section(id)), band), { listed: true })
    const { all, marked, within } = tree(html)
    const [frame] = marked('data-with-side')
    expect(frame, 'the sections and the list in one frame').toBeDefined()
    const [side] = marked('data-side')
    expect(within(side, marked('data-on-this-page')[0])).toBe(true)
    const booking = all.find((element) => 'data-booking' in element.attribs)
    expect(booking && within(side, booking)).toBe(true)
    expect(DomUtils.textContent(booking!)).toBe(site.labels.bookAppointment)
    for (const id of ids(MIN_SECTIONS)) {
      const heading = all.find((element) => element.attribs.id === id)!
      expect(within(frame, heading) && !within(side, heading), `#${id} in the frame, beside the list`).toBe(true)
    }
    // The band across the window, and what follows the column, stay outside it.
    expect(within(frame, marked('data-bleed')[0])).toBe(false)
    expect(within(frame, marked('data-back-to-top')[0])).toBe(false)
    expect(marked('data-back-to-top')[0].parent).toMatchObject({ name: 'main' })
    expect(listed(html)).toEqual(ids(MIN_SECTIONS))
  })

  it('ends where the page column ends, whatever element holds it', () => {
    // Here the column is <main> itself: the frame closes inside it, and the footer stays after it.
    const html = withContents(page(...ids(MIN_SECTIONS).map((id) => section(id))), { listed: true })
    const { all, marked, within } = tree(html)
    const [frame] = marked('data-with-side')
    expect(frame.parent).toMatchObject({ name: 'main' })
    expect(
      within(
        frame,
        all.find((element) => element.name === 'footer')!,
      ),
    ).toBe(false)
  })

  it('stays a list before them when a band across the window parts them', () => {
    const [first, ...rest] = ids(MIN_SECTIONS)
    const html = withContents(column(section(first), band, ...rest.map((id) => section(id))), { listed: true })
    const { marked } = tree(html)
    expect(marked('data-with-side')).toEqual([])
    expect(marked('data-on-this-page')).toHaveLength(1)
    expect(listed(html)).toEqual(ids(MIN_SECTIONS))
  })
})
