/**
 * Every page of the built site, loaded once, held to every page rule (tests/e2e/page-rules.ts): at a
 * phone's width, axe in the light and the dark scheme and in forced colours, at the top and in each
 * state of its tabs and questions, and the page as printed; at a desktop's width, axe in both schemes
 * and the keyboard's path and focus rings; then the layout at the widths of WIDTHS from 320 to 1920
 * px (tests/e2e/layout-problems.ts), with the header's change of form where the full one stops
 * fitting, with the browser's text at 200 %, and zoomed to 200 % and 400 % (WCAG 2.2 reflow); booking in sight at the top and the end at the widths
 * of BOOKING_WIDTHS; emergency numbers 44 × 44 px to tap; every control, pressed in turn, doing
 * something, and every link styled as one leading somewhere; and no console error throughout. Then every page without JavaScript, in one pass:
 * all its content shown, the emergency line where it belongs, and each button's state true. Each
 * failure names the page and the rule; one test reports every failure of its page.
 */
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { HEADER_SWITCH_PX, layoutProblems } from './layout-problems'
import {
  axeInEachScheme,
  BOOKING_WIDTHS,
  bookingProblems,
  emergencyTapProblems,
  axeInInteractiveStates,
  controlProblems,
  documentProblems,
  emergencyLineProblems,
  expandedStateProblems,
  hiddenWithoutScript,
  keyboardProblems,
  printProblems,
  WIDTHS,
} from './page-rules'
import { wakeIslands } from './wake-islands'

const NOT_FOUND = '/no-such-page'
/** Every page, or those `npm run test:content` names (E2E_PAGES: the pages a content change touches). */
const routes = process.env.E2E_PAGES ? process.env.E2E_PAGES.split(',') : [...prerenderedRoutes(), NOT_FOUND]

test.describe.configure({ timeout: 240_000 })

/**
 * Browser zoom makes CSS pixels larger: a 1280 × 800 window at 200 % lays out 640 × 400 CSS pixels at
 * a device pixel ratio of 2, at 400 % 320 × 200 at 4. (Text-only zoom, which doubles the default font
 * size instead, is the text at 200 % above it.)
 */
const ZOOMS = [
  { label: '200 % zoom of a 1280 × 800 window', width: 640, height: 400, scale: 2 },
  { label: '400 % zoom of a 1280 × 800 window', width: 320, height: 200, scale: 4 },
  { label: '200 % zoom of a 1920 × 1080 window', width: 960, height: 540, scale: 2 },
  { label: '400 % zoom of a 1920 × 1080 window', width: 480, height: 270, scale: 4 },
]

/**
 * Waits until the page has drawn two frames (or a second has passed, where headless Chromium stalls
 * its frames) with the font size `fontSize`: the browser applies a change of text size or of window
 * metrics to the page on its own time, and a layout read before it would measure the last settings.
 */
async function settled(page: Page, fontSize: string) {
  await page.waitForFunction((size) => getComputedStyle(document.documentElement).fontSize === size, fontSize, {
    polling: 50,
    timeout: 10_000,
  })
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done))
        setTimeout(done, 1000)
      }),
  )
}

/** Console errors and warnings, and uncaught errors, from the moment the page starts loading. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console: ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`console: page error: ${error.message}`))
  return problems
}

test('the build prerenders the pages to check', () => {
  expect(routes.length).toBeGreaterThan(process.env.E2E_PAGES ? 0 : 2)
  for (const route of routes) if (route !== NOT_FOUND) expect(prerenderedRoutes()).toContain(route)
})

for (const route of routes) {
  test(`${route}: every page rule, on one load, at every width and in both colour schemes`, async ({ page }) => {
    const notFound = route === NOT_FOUND
    const logged = consoleProblems(page)
    const found: string[] = []
    await page.setViewportSize({ width: 375, height: 800 })
    const response = await page.goto(route)
    expect(response?.status(), `${route} answers`).toBe(notFound ? 404 : 200)
    await wakeIslands(page)
    found.push(...(await documentProblems(page, route, notFound)))

    // A phone: axe at the top in every scheme, print, then each state of its tabs and questions.
    found.push(...(await axeInEachScheme(page, '375 px, top', { andForcedColours: true })))
    if (!notFound) found.push(...(await printProblems(page)))
    found.push(...(await axeInInteractiveStates(page, '375 px')))

    // A desktop: axe in both schemes, and the keyboard through the full header and the page (the
    // phone's compact header is walked in tests/e2e/keyboard.spec.ts: it is the same on every page).
    await page.setViewportSize({ width: 1280, height: 800 })
    found.push(...(await axeInEachScheme(page, '1280 px, top')))
    found.push(...(await keyboardProblems(page, route)).map((problem) => `1280 px, ${problem}`))

    // Booking in sight at the top of the page and at its end, at each width a visitor may have.
    for (const width of BOOKING_WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      found.push(...(await bookingProblems(page)).map((problem) => `${width} px, ${problem}`))
    }
    await page.setViewportSize({ width: 375, height: 800 })
    found.push(...(await emergencyTapProblems(page)).map((problem) => `375 px, ${problem}`))

    // Every width: nothing cut off, overlapped or scrolling sideways, and the header in the form that fits.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.evaluate(() => {
      ;(document.activeElement as HTMLElement | null)?.blur()
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      for (const problem of await layoutProblems(page, { fullHeader: width >= HEADER_SWITCH_PX }))
        found.push(`layout at ${width} px: ${problem}`)
    }

    // The browser's text at 200 % (a 32 px default font, as a visitor sets it; rem, em and media queries
    // follow it), on a phone and a desktop: nothing wider than the screen, every header control reachable.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32 } })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await settled(page, '32px')
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      for (const problem of await layoutProblems(page, { fullHeader: width / 2 >= HEADER_SWITCH_PX }))
        found.push(`text at 200 %, ${width} px: ${problem}`)
    }
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } })

    // Browser zoom at 200 % and 400 % (WCAG 2.2 reflow): nothing cut off or overlapped in the CSS
    // pixels a zoomed window lays out, at their device pixel ratio, in a window as short as they leave.
    for (const { label, width, height, scale } of ZOOMS) {
      await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: scale, mobile: false })
      await settled(page, '16px')
      const laidOut = await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' })
        return [window.innerWidth, window.devicePixelRatio]
      })
      if (laidOut[0] !== width || laidOut[1] !== scale)
        found.push(`${label}: the window lays out ${laidOut[0]} px at ${laidOut[1]}×, not ${width} px at ${scale}×`)
      for (const problem of await layoutProblems(page, { fullHeader: width >= HEADER_SWITCH_PX }))
        found.push(`${label}: ${problem}`)
    }
    await cdp.send('Emulation.clearDeviceMetricsOverride')

    // Last, as it leaves the page as its last control left it: every control pressed in turn does something.
    await page.setViewportSize({ width: 375, height: 800 })
    found.push(...(await controlProblems(page, route)).map((problem) => `375 px, ${problem}`))

    // The not-found page answers 404 and writes the path asked for to the console, as the specification says.
    found.push(...logged.filter((line) => !notFound || !/status of 404|non-existent route: \/no-such-page/.test(line)))
    expect(found, `${route} breaks these page rules`).toEqual([])
  })
}

/** The pages in a few groups, one test each, so both workers share the pass without JavaScript. */
const GROUPS = 4
const groups = Array.from({ length: GROUPS }, (_, group) => routes.filter((_, index) => index % GROUPS === group))

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [index, group] of groups.entries()) {
    test(`pages ${index + 1} of ${GROUPS}: all content shows, the emergency line stands where it belongs, and every button says its state truly`, async ({
      page,
    }) => {
      const found: string[] = []
      for (const route of group) {
        await page.setViewportSize({ width: 1280, height: 800 })
        await page.goto(route)
        const problems = [
          ...(await hiddenWithoutScript(page)),
          ...(route === NOT_FOUND ? [] : await emergencyLineProblems(page, route)),
          ...(await expandedStateProblems(page)).map((problem) => `1280 px, ${problem}`),
        ]
        await page.setViewportSize({ width: 375, height: 800 })
        problems.push(...(await expandedStateProblems(page)).map((problem) => `375 px, ${problem}`))
        found.push(...problems.map((problem) => `${route}: ${problem}`))
      }
      expect(found).toEqual([])
    })
  }
})
