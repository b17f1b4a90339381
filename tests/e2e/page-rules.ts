/**
 * The rules every page of the site must keep, each a function of a page already loaded, returning
 * what it found wrong (an empty list when the page keeps it). tests/e2e/every-page.spec.ts runs them
 * all on one load of each page; tests of one part use them on the pages that have it. Each problem
 * names its rule, so a failure says which rule and which page.
 */
import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { mdxParts } from '../../components/mdx-components'
import { LANGUAGES, splitAddress, type Language } from '../../lib/language'
import { pageBody, published, site, siteWordsIn, translated } from '../content'
import { HEADER_SWITCH_PX } from './layout-problems'
import { wakeIslands } from './wake-islands'

// ─── Accessibility: axe ──────────────────────────────────────────────────────────────────────────

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
/** The WCAG rules whose outcome depends on colours; every other rule answers the same in every scheme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** axe-core's own script, run in the page as it is (AxeBuilder's partial runs and their blank page cost seconds a call). */
const AXE_SOURCE = readFileSync(join(process.cwd(), 'node_modules/axe-core/axe.min.js'), 'utf8')

/** Every WCAG 2.2 A and AA violation on the page as it is now, or only those of `rules`. */
export async function axeViolations(page: Page, state: string, rules?: string[]): Promise<string[]> {
  // Check what the visitor sees once entrances have played, not a frame in the middle of a fade.
  // Asked every 100 ms, not every frame: a stall of headless Chromium's frames must not stall the test.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { polling: 100 },
  )
  // Once a page load; the page's CSP does not apply to what the test runs in it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
      const results = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }))
    },
    { tags: WCAG_TAGS, rules },
  )
  return violations.map(
    (violation) =>
      `axe, ${state}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.targets.slice(0, 3).join(', ')}`,
  )
}

/**
 * The colour schemes a visitor's system may ask for. The light scheme runs every rule; the others
 * run the rules that colours decide, since the rest would only repeat the light scheme's answers.
 */
const schemes = {
  light: { colorScheme: 'light', forcedColors: 'none' },
  dark: { colorScheme: 'dark', forcedColors: 'none' },
} as const
const forcedColours = { colorScheme: 'light', forcedColors: 'active' } as const

/** Checks the page as it is now in each scheme, without reloading it, and leaves it in the light one. */
export async function axeInEachScheme(page: Page, state: string, { andForcedColours = false } = {}) {
  const found: string[] = []
  const all = { ...schemes, ...(andForcedColours ? { 'forced colours': forcedColours } : {}) }
  for (const [scheme, media] of Object.entries(all)) {
    await page.emulateMedia(media)
    found.push(...(await axeViolations(page, `${scheme}, ${state}`, scheme === 'light' ? undefined : COLOUR_RULES)))
  }
  await page.emulateMedia(schemes.light)
  return found
}

/** Opens every tab and accordion item on the page in turn, checking the page in each state, in both schemes. */
export async function axeInInteractiveStates(page: Page, label: string): Promise<string[]> {
  const found: string[] = []
  const tabs = page.getByRole('tab')
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click()
    found.push(...(await axeInEachScheme(page, `${label}, tab ${index + 1}`)))
  }
  // Accordion questions, woken or not yet (they wake when they come near the window).
  const toggles = page.locator('main button[aria-controls$="-answer"]')
  const count = await toggles.count()
  if (count) {
    for (let index = 0; index < count; index++) {
      const toggle = toggles.nth(index)
      if (!(await toggle.isVisible())) continue
      await toggle.click()
      await page.waitForFunction(
        (element) => element?.getAttribute('aria-expanded') === 'true',
        await toggle.elementHandle(),
      )
    }
    found.push(...(await axeInEachScheme(page, `${label}, every accordion item open`)))
  }
  return found
}

// ─── Scrolling ───────────────────────────────────────────────────────────────────────────────────

/**
 * Scrolls the window to `y` and resolves once the page has handled the scroll: its scroll event has
 * been dispatched (to the page's own listeners first) and a frame has followed. So a test can check
 * that something did not change, without a fixed wait. The window must move: a scroll to where it
 * already is, or past where it can go, dispatches no event, and fails at once, saying so.
 */
export async function scrolledTo(page: Page, y: number): Promise<void> {
  const moved = await page.evaluate(
    (top) =>
      new Promise<boolean>((done) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => done(true)), { once: true })
        const before = window.scrollY
        window.scrollTo({ top, behavior: 'instant' })
        if (window.scrollY === before) done(false)
      }),
    y,
  )
  if (!moved) throw new Error(`scrolledTo(${y}): the window did not move, so no scroll event will come`)
}

// ─── Keyboard ────────────────────────────────────────────────────────────────────────────────────

/** The skip link's words in the page's language (content/site.yaml, or content/es/site.yaml under /es/). */
const skipLink = (route: string) =>
  (route === '/es' || route.startsWith('/es/') ? siteWordsIn('es') : site).labels.skipLink

/**
 * Numbers every element a keyboard visitor should reach, in document order: whatever takes focus
 * with Tab and can be seen (closed menus, hidden tab panels and the closed search are not).
 */
function numberTabStops(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex]',
    )
    const stops = Array.from(candidates).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }) &&
        // A link hidden off screen until focused (the skip link) still counts; a zero-size element does not.
        element.getClientRects().length > 0,
    )
    return stops.map((element, index) => {
      element.dataset.tabStop = String(index)
      return `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    })
  })
}

/**
 * Presses Tab `limit` times; returns where focus went at each press, until it left the page or came
 * round again, and whether it showed. The page notes each step itself as the key comes up, so the
 * presses need no round trip of their own to read it.
 */
async function walk(page: Page, limit: number) {
  type Step = { stop: number; label: string; focusShows: boolean } | null
  await page.evaluate(() => {
    const steps: Step[] = []
    ;(window as unknown as { tabSteps: Step[] }).tabSteps = steps
    const ring = (target: Element) => {
      const style = getComputedStyle(target)
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
    }
    const note = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const element = document.activeElement as HTMLElement | null
      if (!element || element === document.body) return void steps.push(null)
      // A link that covers a whole card rings the card (:focus-within) instead of itself.
      const card = element.parentElement?.closest(':focus-within:is(li, article, div)')
      steps.push({
        stop: Number(element.dataset.tabStop ?? -1),
        label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        focusShows:
          ring(element) || (card !== null && card !== undefined && getComputedStyle(card).outlineStyle !== 'none'),
      })
    }
    window.addEventListener('keyup', note, { capture: true })
    ;(window as unknown as { stopNoting: () => void }).stopNoting = () =>
      window.removeEventListener('keyup', note, { capture: true })
  })
  for (let index = 0; index < limit; index++) await page.keyboard.press('Tab')
  const noted = await page.evaluate(() => {
    const notes = window as unknown as { tabSteps: Step[]; stopNoting: () => void }
    notes.stopNoting()
    return notes.tabSteps
  })
  const steps: Array<NonNullable<Step>> = []
  for (const step of noted) {
    if (!step || (steps.length && step.stop === 0)) break
    steps.push(step)
  }
  return steps
}

/**
 * Tab from the top of the page reaches every control once, in reading order, the skip link first,
 * each with a visible focus ring. Leaves focus on the page's last control.
 */
export async function keyboardProblems(page: Page, route: string): Promise<string[]> {
  // Tab starts where focus or a click last was: from the top of the page, as a visitor who just came.
  await page.evaluate(() => {
    const start = document.createElement('span')
    start.tabIndex = -1
    start.dataset.keyboardStart = ''
    document.body.prepend(start)
    start.focus({ preventScroll: true })
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  const expected = await numberTabStops(page)
  const steps = await walk(page, expected.length + 5)
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    document.querySelector('[data-keyboard-start]')?.remove()
    window.scrollTo({ top: 0, behavior: 'instant' })
  })
  const reached = steps.map((step) => (step.stop === -1 ? `(unexpected) ${step.label}` : expected[step.stop]))
  const problems: string[] = []
  if (JSON.stringify(reached) !== JSON.stringify(expected))
    problems.push(
      `keyboard: Tab reaches ${JSON.stringify(reached)}, expected every control once in reading order: ${JSON.stringify(expected)}`,
    )
  if (steps[0]?.label !== `a "${skipLink(route).slice(0, 40)}"`)
    problems.push(`keyboard: the skip link does not come first (${steps[0]?.label ?? 'nothing'} does)`)
  for (const step of steps.filter((each) => !each.focusShows))
    problems.push(`keyboard: focus does not show on ${step.label}`)
  return problems
}

// ─── Layout at every width ───────────────────────────────────────────────────────────────────────

/**
 * The widths every page is laid out at: a small phone, a common one, a large one, a tablet upright and
 * on its side, each side of the header's change of form (where the full header must just fit), a
 * laptop and a wide screen. tests/e2e/widths.spec.ts lays every page out zoomed too, at 320, 480, 640
 * and 960 CSS pixels.
 */
export const WIDTHS = [320, 375, 430, 768, 1024, HEADER_SWITCH_PX - 1, HEADER_SWITCH_PX, 1440, 1920]

// ─── Print ───────────────────────────────────────────────────────────────────────────────────────

/** Paper widths in millimetres; the print stylesheet leaves a 15 mm margin on every side. */
const papers = { A4: 210, Letter: 215.9 } as const
const MARGIN_MM = 15
const printableWidth = (paperMm: number) => Math.floor(((paperMm - 2 * MARGIN_MM) / 25.4) * 96)

/**
 * As printed on A4 and Letter: without the site's header, footer, toasts or buttons, with all its
 * content (tab panels and answers), external links followed by their address, nothing wider than
 * the paper. Leaves the page on screen media, at the width it was.
 */
export async function printProblems(page: Page): Promise<string[]> {
  const before = page.viewportSize()!
  const found: string[] = []
  await page.emulateMedia({ media: 'print' })
  for (const [paper, widthMm] of Object.entries(papers)) {
    await page.setViewportSize({ width: printableWidth(widthMm), height: 1000 })
    const report = await page.evaluate(() => {
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
      const main = document.querySelector('main')!
      const problems: string[] = []
      for (const element of document.querySelectorAll('header, footer, nav, [role="status"], [role="tablist"]')) {
        if (!main.contains(element) || element.matches('[role="tablist"]'))
          if (shown(element)) problems.push(`${name(element)} is printed`)
      }
      for (const element of document.querySelectorAll('button, [data-button]')) {
        // An accordion's question stays: it is the heading of the answer printed under it.
        const controls = element.getAttribute('aria-controls')
        const isQuestion = controls !== null && document.getElementById(controls)?.hasAttribute('data-accordion-answer')
        if (!isQuestion && shown(element)) problems.push(`the button ${name(element)} is printed`)
      }
      for (const element of main.querySelectorAll('[role="tabpanel"], [data-accordion-answer], [data-reveal]')) {
        if (!shown(element) || getComputedStyle(element).opacity !== '1')
          problems.push(`${name(element)} is not printed`)
      }
      for (const link of main.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')) {
        if (!shown(link)) continue
        const after = getComputedStyle(link, '::after')
        if (!after.content.includes(link.getAttribute('href')!))
          problems.push(`the external link ${name(link)} is printed without its address`)
        else if (after.position === 'absolute' || after.position === 'fixed')
          problems.push(`the address of ${name(link)} is printed over the page, not after the link`)
      }
      // Paper cannot scroll: nothing may be wider than the page or cut off inside a scrolling box.
      if (document.documentElement.scrollWidth > window.innerWidth)
        problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${window.innerWidth} px page`)
      for (const element of main.querySelectorAll<HTMLElement>('*')) {
        if (!shown(element) || element.closest('.visually-hidden') || getComputedStyle(element).overflowX === 'visible')
          continue
        if (element.scrollWidth > element.clientWidth + 1)
          problems.push(`${name(element)} cuts off ${element.scrollWidth - element.clientWidth} px of its content`)
      }
      return problems
    })
    found.push(...report.map((problem) => `print on ${paper}: ${problem}`))
  }
  await page.emulateMedia({ media: 'screen' })
  await page.setViewportSize(before)
  return found
}

// ─── The page itself ─────────────────────────────────────────────────────────────────────────────

/**
 * What every page has, as loaded: its language, one main and one h1, a title and description, an
 * icon; "Last updated" from its file (not on the not-found page); no draft banner in the published
 * site; every picture it shows loaded.
 */
export async function documentProblems(page: Page, route: string, notFound: boolean): Promise<string[]> {
  const { language } = splitAddress(route)
  const labels = language === 'en' ? site.labels : siteWordsIn(language).labels
  const facts = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    mains: document.querySelectorAll('main').length,
    h1s: document.querySelectorAll('h1').length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    icons: document.querySelectorAll('link[rel="icon"]').length,
    source: document.querySelector('[data-page-source]')?.textContent ?? null,
    sourceDay: document.querySelector('[data-page-source] time')?.getAttribute('datetime') ?? null,
    drafts: document.querySelectorAll('[data-draft-banner]').length,
    brokenPictures: Array.from(document.images)
      .filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0)
      .map((image) => image.getAttribute('src')),
  }))
  const problems: string[] = []
  if (!notFound && facts.lang !== language) problems.push(`document: <html lang="${facts.lang}">, expected ${language}`)
  if (facts.mains !== 1) problems.push(`document: ${facts.mains} <main> elements, expected 1`)
  if (facts.h1s !== 1) problems.push(`document: ${facts.h1s} <h1> elements, expected 1`)
  if (facts.title.length <= 3) problems.push(`document: the title "${facts.title}" is too short`)
  if (!notFound && facts.description.length < 20)
    problems.push(`document: the description "${facts.description}" is shorter than 20 characters`)
  if (facts.icons !== 1) problems.push(`document: ${facts.icons} icon links, expected 1`)
  if (facts.drafts) problems.push('publishing: a draft banner on a page of the published site')
  if (notFound) {
    if (facts.source !== null) problems.push('publishing: the not-found page says when it last changed')
  } else {
    const said = labels.lastUpdated.replace(/\s*\{date\}.*$/, '')
    if (!facts.source?.includes(said)) problems.push(`publishing: no "${said}" at the foot of the page`)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(facts.sourceDay ?? '')) problems.push('publishing: "Last updated" has no day')
  }
  for (const src of facts.brokenPictures) problems.push(`pictures: ${src} did not load`)
  return problems
}

// ─── The emergency line ──────────────────────────────────────────────────────────────────────────

/** The parts a writer places that show a booking button: BookingButton and the parts whose file renders one. */
export const bookingParts = Object.entries(mdxParts)
  .filter(
    ([name, file]) =>
      name === 'BookingButton' ||
      readFileSync(join('components', `${file}.tsx`), 'utf8').includes("from './BookingButton'"),
  )
  .map(([name]) => name)

/** A collection's published entries in every language: the English files and their translations. */
const everyLanguage = <N extends 'conditions' | 'guides' | 'pages'>(name: N) => [
  ...published(name),
  ...LANGUAGES.filter((language) => language !== 'en').flatMap((language) => translated(name, language)),
]

/** A guide with its card opens with the urgent-help card, which says what the line says. */
const withUrgentCard = new Set(everyLanguage('guides').flatMap((entry) => (entry.urgent ? [entry.address] : [])))

/**
 * Pages that lead to booking: every condition (the line is its first screen's way to 911, above its
 * name and booking; its cards follow in "When to get help"), pages whose words place a booking
 * button, read from their files, and every clinician's profile, which ends with how to book with them.
 */
export const leadsToBooking = new Set([
  ...everyLanguage('conditions').map((entry) => entry.address),
  ...everyLanguage('pages')
    .filter((entry) => bookingParts.some((part) => new RegExp(`<${part}[\\s/>]`).test(pageBody(entry.file))))
    .map((entry) => entry.address),
  ...published('team').flatMap((entry) => (entry.address ? [entry.address] : [])),
])

/** The line in the page's language (its numbers are the site's own), and its words without the numbers, which become links. */
export function lineIn(language: Language) {
  const words = language === 'en' ? site.emergency : { ...site.emergency, ...siteWordsIn(language).emergency }
  const parts = words.line
    .split(/\{(?:emergency|crisis)\}/)
    .map((part) => part.trim())
    .filter(Boolean)
  return { label: words.lineLabel, parts }
}

/** The line `selector` picks, as it must read: its label, its words, its two numbers as links that dial them; a paragraph, not an alert. */
async function lineProblems(page: Page, selector: string, language: Language, where: string): Promise<string[]> {
  const words = lineIn(language)
  const line = await page.evaluate((selector) => {
    const element = document.querySelector(selector)
    if (!element || !element.checkVisibility()) return null
    return {
      tag: element.tagName,
      role: element.getAttribute('role'),
      label: element.querySelector('strong')?.textContent?.trim() ?? '',
      text: element.textContent ?? '',
      links: Array.from(element.querySelectorAll('a')).map((link) => [
        link.textContent?.trim(),
        link.getAttribute('href'),
      ]),
    }
  }, selector)
  if (!line) return [`emergency line: none shown ${where}`]
  const problems: string[] = []
  if (line.label !== words.label)
    problems.push(`emergency line ${where}: labelled "${line.label}", not "${words.label}"`)
  for (const part of words.parts)
    if (!line.text.replace(/\s+/g, ' ').includes(part)) problems.push(`emergency line ${where}: does not say "${part}"`)
  for (const number of [site.emergency.phone, site.emergency.crisisPhone])
    if (!line.links.some(([text, href]) => text === number && href === `tel:${number}`))
      problems.push(`emergency line ${where}: ${number} is not a link that dials it`)
  // A paragraph, not an alert: it is always there, so it must not interrupt a screen reader.
  if (line.tag !== 'P' || line.role !== null)
    problems.push(`emergency line ${where}: a ${line.tag} with role ${line.role}, not a paragraph`)
  return problems
}

/**
 * The emergency line: under the header, before the page's own words, on every page that leads to
 * booking (a guide that opens with its urgent-help card says it there instead), and in every footer.
 */
export async function emergencyLineProblems(page: Page, route: string): Promise<string[]> {
  const { language } = splitAddress(route)
  // A long page's column beside its sections holds booking too (components/PageBody.tsx, WithSide).
  const bookedBeside = (await page.locator('main [data-side] [data-booking]').count()) > 0
  const shows = (leadsToBooking.has(route) || bookedBeside) && !withUrgentCard.has(route)
  const problems: string[] = []
  if (shows) {
    problems.push(...(await lineProblems(page, 'main [data-emergency-line="page"]', language, 'under the header')))
    const first = await page.evaluate(() =>
      [...document.querySelector('main')!.children]
        .find((child) => getComputedStyle(child).display !== 'none')
        ?.hasAttribute('data-emergency-line'),
    )
    if (!first) problems.push('emergency line: not the first thing read after the header')
  } else if (await page.locator('main [data-emergency-line="page"]').isVisible()) {
    problems.push('emergency line: shown under the header of a page that does not lead to booking or has its card')
  }
  problems.push(...(await lineProblems(page, 'footer [data-emergency-line="footer"]', language, 'in the footer')))
  return problems
}

/** With JavaScript off, nothing in the main content is invisible (no content waits for a script to show). */
export async function hiddenWithoutScript(page: Page): Promise<string[]> {
  const invisible = await page
    .locator('main *')
    .evaluateAll((elements) =>
      elements
        .filter((el) => Number(getComputedStyle(el).opacity) === 0 || getComputedStyle(el).visibility === 'hidden')
        .map((el) => el.outerHTML.slice(0, 80)),
    )
  return invisible.map((html) => `without JavaScript: ${html} is invisible`)
}

/** Every shown button that controls a region says aria-expanded exactly when the region shows (without JavaScript). */
export async function expandedStateProblems(page: Page): Promise<string[]> {
  const found = await page.locator('button[aria-controls]:not([role="tab"])').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .map((button) => {
        const region = document.getElementById(button.getAttribute('aria-controls') ?? '')
        return {
          id: button.getAttribute('aria-controls'),
          expanded: button.getAttribute('aria-expanded'),
          shown: Boolean(region?.checkVisibility({ visibilityProperty: true })),
        }
      }),
  )
  return found
    .filter((item) => (item.expanded === 'true') !== item.shown)
    .map(
      (item) =>
        `without JavaScript: #${item.id} is ${item.shown ? 'shown' : 'hidden'}, its button says aria-expanded="${item.expanded}"`,
    )
}

// ─── Booking and emergency taps ──────────────────────────────────────────────────────────────────

/** The widths at which booking must be in sight at the top of every page and again at its end. */
export const BOOKING_WIDTHS = [320, 375, 768, 1024, 1280, 1920]

/**
 * A booking link to the booking address in sight: at the top of the page (the first screen) and
 * after scrolling to its end, as a visitor who read it through has it. Leaves the page at its top.
 */
export async function bookingProblems(page: Page): Promise<string[]> {
  const problems: string[] = []
  for (const where of ['top', 'end'] as const) {
    const inSight = await page.evaluate((where) => {
      window.scrollTo({ top: where === 'top' ? 0 : document.documentElement.scrollHeight, behavior: 'instant' })
      return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-booking]')).some((link) => {
        const box = link.getBoundingClientRect()
        return (
          link.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          box.width > 0 &&
          box.top >= 0 &&
          box.bottom <= window.innerHeight &&
          box.left >= 0 &&
          box.right <= window.innerWidth &&
          /#initial-visit$/.test(link.href)
        )
      })
    }, where)
    if (!inSight)
      problems.push(
        `booking: no booking link in sight at the ${where === 'top' ? 'top of the page' : 'end of the page'}`,
      )
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  return problems
}

/** Every link that dials the emergency or the crisis number, shown, is at least 44 × 44 px to tap. */
export async function emergencyTapProblems(page: Page): Promise<string[]> {
  const numbers = [site.emergency.phone, site.emergency.crisisPhone].map((number) => `tel:${number}`)
  const small = await page.evaluate((numbers) => {
    return Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]'))
      .filter((link) => numbers.includes(link.getAttribute('href') ?? '') && link.checkVisibility())
      .map((link) => ({
        box: link.getBoundingClientRect(),
        where: link.closest('[data-emergency-line], section, footer')?.tagName ?? '',
      }))
      .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
      .map(({ box, where }) => `${Math.round(box.width)} × ${Math.round(box.height)} px (in ${where.toLowerCase()})`)
  }, numbers)
  return small.map((size) => `emergency taps: a link that dials an emergency number is ${size}, under 44 × 44 px`)
}

// ─── Controls that do what they say ──────────────────────────────────────────────────────────────

/** What a visitor can press: buttons, tabs, disclosures and whatever says it is a button, unless disabled. */
const CONTROLS = [
  'button:not(:disabled)',
  'input:is([type="submit"], [type="button"]):not(:disabled)',
  ':is([role="button"], [role="tab"]):not(button, [aria-disabled="true"])',
  'summary',
].join(', ')

/** What the page keeps while its controls are pressed: whether the last press did something the document does not show, and how to name a control. */
interface ControlCheck {
  acted: boolean
  describe: (element: Element) => string
}

/**
 * Every control on the page does something when pressed, and every link leads somewhere. Each
 * button, tab and disclosure (hidden ones too: a question in another tab is pressed with its tab
 * open) is pressed in turn, once the page is quiet and after Escape (a key press, as a visitor's)
 * has closed what the last one opened, and must change the page within 2 s (open, close, show,
 * scroll, move the focus, check a form, print, go to another page, which is then loaded again); a
 * link must have an address, or an anchor that is on the page. Leaves the page as its last control
 * left it.
 */
export async function controlProblems(page: Page, route: string): Promise<string[]> {
  /**
   * Numbers the controls (data-control), listens for what a press may do that leaves no mark in the
   * document, and gives the page the words that name a control in a failure message.
   */
  const prepare = () =>
    page.evaluate((selector) => {
      const check: ControlCheck = {
        acted: false,
        describe: (element) => {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
          const within = element.closest('header, nav, footer, form, [role="tabpanel"], section[id], main')
          const where = within ? ` in ${within.tagName.toLowerCase()}${within.id ? `#${within.id}` : ''}` : ''
          return `${element.tagName.toLowerCase()} "${name.slice(0, 60)}"${where}`
        },
      }
      Object.assign(window, { controlCheck: check })
      const act = () => (check.acted = true)
      window.print = act
      window.open = () => (act(), null)
      for (const type of ['toggle', 'invalid', 'submit', 'scroll', 'hashchange', 'popstate', 'focusin', 'beforeunload'])
        window.addEventListener(type, act, { capture: true })
      const controls = document.querySelectorAll(selector)
      controls.forEach((control, index) => control.setAttribute('data-control', String(index)))
      return controls.length
    }, CONTROLS)
  const count = await prepare()
  const problems = await page.evaluate(() => {
    const { describe } = (window as unknown as { controlCheck: ControlCheck }).controlCheck
    const found: string[] = []
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a')) {
      const href = link.getAttribute('href')
      let anchor: string | null = null
      try {
        anchor = href?.startsWith('#') ? decodeURIComponent(href.slice(1)) : null
      } catch {
        found.push(`${describe(link)} leads to ${href}, which is not a readable anchor`)
      }
      if (href === null) {
        if (link.hasAttribute('data-button') || link.getAttribute('role') === 'button')
          found.push(`${describe(link)} is styled as a control and leads nowhere (no href)`)
      } else if (href === '#' || href === '' || /^javascript:/i.test(href))
        found.push(`${describe(link)} leads nowhere (href="${href}")`)
      else if (anchor !== null && !document.getElementById(anchor))
        found.push(`${describe(link)} leads to ${href}, which is not on the page`)
    }
    return found
  })
  for (let index = 0; index < count; index++) {
    await page.keyboard.press('Escape')
    const pressed = await page
      .evaluate(async (index) => {
        const control = document.querySelector<HTMLElement>(`[data-control="${index}"]`)
        if (!control) return { acted: true, name: '' }
        const state = (window as unknown as { controlCheck: ControlCheck }).controlCheck
        let changed = false
        const observer = new MutationObserver(() => (changed = true))
        const watch = () =>
          observer.observe(document.documentElement, {
            subtree: true,
            attributes: true,
            childList: true,
            characterData: true,
          })
        const frame = () => new Promise((done) => requestAnimationFrame(done))
        const wait = (ms: number) => new Promise((done) => setTimeout(done, ms))
        // A control in another tab is pressed as a visitor would: with its tab open.
        const panel = control.closest<HTMLElement>('[role="tabpanel"]')
        if (panel && !panel.checkVisibility())
          document.querySelector<HTMLElement>(`[role="tab"][aria-controls="${CSS.escape(panel.id)}"]`)?.click()
        // Quiet first: what the last press set going (a menu closing, a toast arriving) is over.
        watch()
        for (let waited = 0; waited < 1000; waited += 50) {
          changed = false
          state.acted = false
          await wait(50)
          if (!changed && !state.acted) break
        }
        changed = false
        state.acted = false
        const { href } = location
        control.click()
        // Its effect may wait for its island's code to arrive: up to 2 s.
        for (let waited = 0; waited < 2000 && !changed && !state.acted && location.href === href; waited += 16)
          await Promise.race([frame(), wait(16)])
        observer.disconnect()
        const acted = changed || state.acted || location.href !== href
        // A form's check of its fields says what is missing: clear it, as a visitor would find it next.
        control.closest('form')?.reset()
        return { acted, name: state.describe(control) }
      }, index)
      // Another page loaded: the press did something. Load this page again for the controls after it.
      .catch(async (error: Error) => {
        if (!/context was destroyed|navigat/i.test(error.message)) throw error
        await page.goto(route)
        await wakeIslands(page)
        await prepare()
        return { acted: true, name: '' }
      })
    if (!pressed.acted) problems.push(`${pressed.name} does nothing when pressed`)
  }
  return problems
}
