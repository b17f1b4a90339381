/**
 * What a visitor would find broken in the page's layout at the window's current size: a page that
 * scrolls sideways, a control cut off by the window's edge or by a box that hides its overflow, a
 * control sticking out of its card or overlapping another, and a full header that does not fit
 * (the institute's name on more than two lines, Book Appointment on more than one). Each problem
 * names the element, so a failing test says what to look at.
 */
import type { Page } from '@playwright/test'
import { breakpoints } from '../styles'

/** The window width from which the full header shows; below it, the compact one with its menu button. */
export const HEADER_SWITCH_PX = breakpoints.header * 16

export interface LayoutCheck {
  /** Whether the full header must show at this width (undefined: do not check which form shows). */
  fullHeader?: boolean
}

/** Runs in the page; self-contained, because Playwright sends its source to the browser. */
async function findProblems({ fullHeader }: LayoutCheck): Promise<string[]> {
  // A new width restyles the page, and styles may transition (reduced motion shortens every one to a moment): let them end.
  for (
    let frame = 0;
    frame < 60 && document.getAnimations().some((animation) => animation.playState === 'running');
    frame++
  ) {
    // A frame, or 100 ms where headless Chromium draws none for a while.
    await new Promise((resolve) => {
      requestAnimationFrame(resolve)
      setTimeout(resolve, 100)
    })
  }
  const problems: string[] = []
  const viewport = document.documentElement.clientWidth
  const px = (value: number) => `${Math.round(value)} px`
  const describe = (element: Element) => {
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 40)
    const id = element.id ? `#${element.id}` : ''
    return `${element.tagName.toLowerCase()}${id}${label ? ` "${label}"` : ''}`
  }
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getClientRects().length > 0 &&
    !element.closest('[inert]')
  const scrolls = (style: CSSStyleDeclaration) => style.overflowX === 'auto' || style.overflowX === 'scroll'
  /** Lines a piece of text takes: the distinct tops of its line boxes. */
  const lines = (element: Element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set(
      Array.from(range.getClientRects())
        .filter((rect) => rect.width > 0)
        .map((rect) => Math.round(rect.top)),
    ).size
  }

  const sideways = document.documentElement.scrollWidth - viewport
  if (sideways > 0) {
    // Name the outermost elements that stick out: their parents still fit, or scroll.
    const culprits = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      if (!shown(element) || element.getBoundingClientRect().right <= viewport + 1) return false
      const parent = element.parentElement
      return !parent || parent === document.body || parent.getBoundingClientRect().right <= viewport + 1
    })
    problems.push(
      `the page scrolls sideways by ${px(sideways)}${culprits.length ? `: ${culprits.slice(0, 3).map(describe).join(', ')} reach past the window's right edge` : ''}`,
    )
  }

  const controls = Array.from(
    document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'),
  ).filter((element) => shown(element) && !element.closest('.visually-hidden'))
  for (const control of controls) {
    // A control in a box that scrolls sideways (a wide table) is in reach when the box is.
    let scroller: Element | null = control.parentElement
    while (scroller && scroller !== document.body && !scrolls(getComputedStyle(scroller)))
      scroller = scroller.parentElement
    const box = control.getBoundingClientRect()
    const reach = scroller && scroller !== document.body ? scroller.getBoundingClientRect() : box
    if (reach.left < -1 || reach.right > viewport + 1) {
      const what = reach === box ? describe(control) : `${describe(control)} (in a box that scrolls)`
      problems.push(
        `${what} is cut off by the window's ${reach.left < -1 ? 'left' : 'right'} edge (it spans ${px(reach.left)} to ${px(reach.right)} of ${px(viewport)})`,
      )
    }
    const style = getComputedStyle(control)
    if (style.display !== 'inline' && control.scrollWidth > control.clientWidth + 1) {
      problems.push(`the words of ${describe(control)} overflow it by ${px(control.scrollWidth - control.clientWidth)}`)
    }
    // Up the tree: the first box that hides what overflows it must hold the control; a box with its
    // own border or background (a card, a notice, a menu) must hold it too. A box that scrolls ends the walk.
    let edgeChecked = false
    for (
      let ancestor = control.parentElement;
      ancestor && ancestor !== document.body;
      ancestor = ancestor.parentElement
    ) {
      const outer = getComputedStyle(ancestor)
      if (scrolls(outer)) break
      const rect = ancestor.getBoundingClientRect()
      const left = rect.left + Number.parseFloat(outer.borderLeftWidth)
      const right = rect.right - Number.parseFloat(outer.borderRightWidth)
      const outside = box.left < left - 1 || box.right > right + 1
      if (outer.overflowX === 'hidden' || outer.overflowX === 'clip') {
        if (outside)
          problems.push(`${describe(control)} is cut off by ${describe(ancestor)}, which hides what overflows it`)
        break
      }
      const framed =
        (Number.parseFloat(outer.borderLeftWidth) > 0 && Number.parseFloat(outer.borderRightWidth) > 0) ||
        !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(outer.backgroundColor)
      if (framed && !edgeChecked) {
        edgeChecked = true
        if (outside)
          problems.push(
            `${describe(control)} sticks out of ${describe(ancestor)} (${px(box.left)} to ${px(box.right)}, the box ${px(left)} to ${px(right)})`,
          )
      }
    }
  }

  // Controls on top of one another: compare each line box of each control (a link may wrap).
  const boxes = controls.map((control) => ({
    control,
    rects: Array.from(control.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0),
  }))
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]
      const b = boxes[j]
      if (a.control.contains(b.control) || b.control.contains(a.control)) continue
      const overlap = a.rects.some((r) =>
        b.rects.some(
          (s) =>
            Math.min(r.right, s.right) - Math.max(r.left, s.left) > 1 &&
            Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 1,
        ),
      )
      if (overlap) problems.push(`${describe(a.control)} and ${describe(b.control)} overlap`)
    }
  }

  const header = document.querySelector('header')
  const toggle = header?.querySelector('button[aria-controls="site-menu"]')
  const name = header?.querySelector(':scope > * > a:first-child > span')
  // The header has a booking button in each form: the one shown at this width.
  const booking = Array.from(header?.querySelectorAll('[data-booking]') ?? []).find(shown)
  if (!header || !toggle || !name || !booking) {
    problems.push('the page has no site header with its name, menu button and a booking button in sight')
    return problems
  }
  const showsFull = !shown(toggle)
  if (fullHeader !== undefined && showsFull !== fullHeader)
    problems.push(
      `the header shows its ${showsFull ? 'full' : 'compact'} form, expected the ${fullHeader ? 'full' : 'compact'} one`,
    )
  if (showsFull) {
    if (lines(name) > 2) problems.push(`the institute's name takes ${lines(name)} lines in the full header (at most 2)`)
    if (lines(booking) !== 1) problems.push(`Book Appointment takes ${lines(booking)} lines in the full header (1)`)
  }
  return problems
}

/** Every layout problem of the page as it is now; `fullHeader` says which form of the header to expect. */
export async function layoutProblems(page: Page, check: LayoutCheck = {}): Promise<string[]> {
  return page.evaluate(findProblems, check)
}
