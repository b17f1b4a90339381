/**
 * Fills the marks a layout leaves for "On this page" and "Back to top" (components/OnThisPage.tsx),
 * once the page has rendered: the list names the page's own sections, every h2 with an id after
 * the mark in <main>, whichever part rendered it (Markdown's `##`, <Section>, a layout's lists, the
 * review record), so it cannot miss one or name one that is not there. A page with fewer sections
 * than MIN_SECTIONS, and the home page, get neither.
 */
import { Parser } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'
import { BookingButton } from '../components/BookingButton'
import { BACK_TO_TOP_SLOT, BackToTop, CONTENTS_SLOT, OnThisPage, type PageSection } from '../components/OnThisPage'
import { WithSide } from '../components/PageBody'
import { site } from '../lib/site'

/** Pages with this many sections or more are long enough to need a map: four screens and more on a phone. */
export const MIN_SECTIONS = 4

const contentsMark = `<template ${CONTENTS_SLOT}=""></template>`
const backToTopMark = `<template ${BACK_TO_TOP_SLOT}=""></template>`

/** The h2 headings with an id from `from` to the end of <main>, leaving out those a visitor cannot reach by a link (hidden, in a closed part or a tab panel). */
export function sectionsIn(html: string, from = 0): PageSection[] {
  const end = html.indexOf('</main>', from)
  const sections: PageSection[] = []
  // For each open element, whether it keeps what is inside it from a link's reach.
  const shut: boolean[] = []
  let heading: PageSection | undefined
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        shut.push(
          shut.at(-1) === true ||
            'hidden' in attributes ||
            attributes['aria-hidden'] === 'true' ||
            attributes.role === 'tabpanel' ||
            name === 'details' ||
            name === 'template',
        )
        if (name === 'h2' && attributes.id && !shut.at(-1)) heading = { id: attributes.id, title: '' }
      },
      ontext(text) {
        if (heading) heading.title += text
      },
      onclosetag(name) {
        shut.pop()
        if (name === 'h2' && heading) {
          const title = heading.title.replace(/\s+/g, ' ').trim()
          if (title) sections.push({ id: heading.id, title })
          heading = undefined
        }
      },
    },
    { decodeEntities: true },
  )
  parser.end(html.slice(from, end === -1 ? undefined : end))
  return sections
}

/** Parts that say when to get help come before the list when they follow the page's opening band: the signs stay first. */
const helpFirst = /^<section\b[^>]*\bdata-(?:when-to-get-help|urgent-help|same-day)=/

/** Where `html` goes on after the run of sections starting at `at` that say when to get help. */
function afterHelp(html: string, at: number): number {
  let position = at
  for (;;) {
    const start = position + (html.slice(position).length - html.slice(position).trimStart().length)
    if (!helpFirst.test(html.slice(start, start + 500))) return position
    // The section's own end: sections nest, so count them.
    let depth = 0
    const tags = /<section\b|<\/section>/g
    tags.lastIndex = start
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</section>' ? -1 : 1
      if (depth === 0) {
        position = tag.index + tag[0].length
        break
      }
    }
    if (depth !== 0) return at
  }
}

/** The name of the element that `html` leaves open at `index`: the one a mark there stands in. */
function openElementAt(html: string, index: number): string {
  const open: string[] = []
  const parser = new Parser({
    onopentag: (name) => open.push(name),
    onclosetag: () => open.pop(),
  })
  // Written, not ended: ending would close every element still open.
  parser.write(html.slice(0, index))
  return open.at(-1) ?? 'body'
}

/**
 * Where the run of the page column's items that starts at `from` ends: before the first full-bleed
 * part (a band across the window, which a column beside it cannot pass), or where the column ends.
 */
function endOfColumnRun(html: string, from: number, columnElement: string): number {
  // The column's own element opens before `from`: a stand-in for it, so that its end tag closes something.
  const column = `<${columnElement}>`
  let depth = -1
  let itemStart = 0
  let end: number | undefined
  const at = (index: number) => from + index - column.length
  const parser = new Parser({
    onopentag(_, attributes) {
      if (end !== undefined) return
      depth++
      if (depth === 1) itemStart = parser.startIndex
      // A full-bleed item, or an island's wrapper around one (it takes no box of its own).
      const item = depth === 1 || (depth === 2 && html.startsWith('<clinic-island', at(itemStart)))
      if ('data-bleed' in attributes && item) end = at(itemStart)
    },
    onclosetag() {
      if (end !== undefined) return
      depth--
      if (depth < 0) end = at(parser.startIndex)
    },
  })
  parser.end(column + html.slice(from))
  return end ?? html.length
}

const runMark = '<template data-run=""></template>'

/**
 * The list of sections, and the sections it lists beside it on a wide screen (WithSide), when they
 * all stand in one run of the page's column; else the list alone, before them.
 */
function contentsWithSections(html: string, sections: PageSection[], columnElement: string): string {
  const list = <OnThisPage sections={sections} />
  const end = endOfColumnRun(html, 0, columnElement)
  const run = html.slice(0, end)
  if (sectionsIn(run).length !== sectionsIn(html).length) return renderToStaticMarkup(list) + html
  const booking = <BookingButton>{site.labels.bookAppointment}</BookingButton>
  const frame = renderToStaticMarkup(
    <WithSide side={list} booking={booking}>
      <template data-run="" />
    </WithSide>,
  )
  return frame.replace(runMark, () => run) + html.slice(end)
}

/** The page's HTML with its marks filled, or taken out when the page gets no map (`listed` false: the home page). */
export function withContents(html: string, { listed }: { listed: boolean }): string {
  const at = html.indexOf(contentsMark)
  let filled = html
  let long = false
  if (at !== -1) {
    const sections = listed ? sectionsIn(html, at + contentsMark.length) : []
    long = sections.length >= MIN_SECTIONS
    const before = html.slice(0, at)
    const after = html.slice(at + contentsMark.length)
    if (long) {
      const place = afterHelp(after, 0)
      filled = `${before}${after.slice(0, place)}${contentsWithSections(after.slice(place), sections, openElementAt(html, at))}`
    } else filled = before + after
  }
  return filled.replace(backToTopMark, () => (long ? renderToStaticMarkup(<BackToTop />) : ''))
}
