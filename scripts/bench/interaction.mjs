// Part 6: how soon a visitor's first click shows its result, on a mid-tier phone's processor
// (Chromium's CPU slowed down to it, measured in the same run: phone.mjs): a tab, an accordion
// question and the mobile menu, each once its code is present and once while its code is still on its way.
import { chromium } from '@playwright/test'
import { findBrowser } from '../find-browser.mjs'
import { budget, ensureBuild, median, serveBuild } from './common.mjs'
import { PHONE_INDEX, phoneSlowdown, slowdownRange } from './phone.mjs'

export const PRESENT_BUDGET = 100
export const LOADING_BUDGET = 300
const RUNS = 5
const PHONE = { width: 375, height: 800 }

/**
 * Each control: the page it is on, how to find it, and what shows once it has worked (found from
 * the control in the page: the panel or answer it controls, the menu it opens). In the "code still
 * loading" runs the scripts that carry its code are held back until the click has landed: for an
 * island, the chunks it fetches when it wakes (held once the page's own script has run, before the
 * island is scrolled to); for the header, the page's script itself (held from the start, so the menu
 * button works from CSS until it arrives).
 */
const CONTROLS = [
  {
    name: 'a tab',
    route: '/neurological-assessments',
    control: 'main [role="tab"][aria-selected="false"]',
    island: true,
  },
  {
    name: 'an accordion question',
    route: '/neurological-assessments',
    control: 'main button[aria-controls$="-answer"]',
    island: true,
  },
  { name: 'the mobile menu', route: '/conditions/stroke', control: 'header [data-menu-toggle]', island: false },
]

/** In the page: when the first pointer goes down, starts timing; resolves once what `control` controls shows. */
function watchFirstClick(selector) {
  const control = document.querySelector(selector)
  const result = document.getElementById(control.getAttribute('aria-controls'))
  const shown = () =>
    result.checkVisibility({ visibilityProperty: true }) &&
    (control.getAttribute('role') !== 'tab' || control.getAttribute('aria-selected') === 'true')
  if (shown()) throw new Error(`${selector}: what it controls already shows before the click`)
  window.__firstClick = new Promise((done) => {
    window.addEventListener(
      'pointerdown',
      (event) => {
        // From the moment the pointer went down, so a busy main thread's delay counts too.
        const started = event.timeStamp
        const check = () => (shown() ? done(performance.now() - started) : requestAnimationFrame(check))
        requestAnimationFrame(check)
      },
      { capture: true, once: true },
    )
  })
}

/** Whether the control's island has woken (or, for the header, whether the page's script has run). */
function isReady(selector) {
  const control = document.querySelector(selector)
  if (control.closest('clinic-island')) return control.closest('[data-awake]') !== null
  return document.documentElement.hasAttribute('data-hydrated')
}

async function measureOnce(browser, origin, { route, control, island }, codeLoading, rate) {
  const context = await browser.newContext({ viewport: PHONE })
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    let release = () => {}
    const released = new Promise((done) => {
      release = done
    })
    const hold = (pattern) =>
      page.route(pattern, async (request) => {
        await released
        await request.continue()
      })
    if (codeLoading && !island) await hold(/\/assets\/.*\.js$/)
    await page.goto(`${origin}${route}`, {
      waitUntil: codeLoading && !island ? 'domcontentloaded' : 'networkidle',
      timeout: 60_000,
    })
    const target = page.locator(control).first()
    if (codeLoading && island) {
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      if (await target.evaluate((element) => element.closest('[data-awake]') !== null))
        throw new Error(
          `${route}: ${control} woke at load, so its code cannot be held back; measure it lower on the page`,
        )
      await hold(/\/assets\/chunks\/.*\.js$/)
    }
    await target.scrollIntoViewIfNeeded()
    if (!codeLoading) {
      await page.waitForFunction(isReady, control, { timeout: 30_000 })
      await page.waitForLoadState('networkidle')
    }
    await page.evaluate(watchFirstClick, control)
    const box = await target.boundingBox()
    if (!box) throw new Error(`${route}: ${control} has no box to click`)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.up()
    release()
    return await page.evaluate(() =>
      Promise.race([
        window.__firstClick,
        new Promise((done) => setTimeout(() => done(Number.POSITIVE_INFINITY), 10_000)),
      ]),
    )
  } finally {
    await context.close()
  }
}

export async function runInteraction() {
  const clientDir = ensureBuild()
  const { origin, close } = await serveBuild(clientDir)
  const browser = await chromium.launch({
    executablePath: findBrowser(),
    args: ['--no-sandbox', '--disable-background-networking'],
  })
  const rows = []
  const budgets = []
  const rates = []
  const unslowed = []
  const show = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'not shown within 10 s')
  try {
    for (const item of CONTROLS) {
      for (const codeLoading of [false, true]) {
        // Calibrated before each control's runs, as the machine's load moves during the part.
        const phone = await phoneSlowdown(browser)
        rates.push(phone.rate)
        unslowed.push(phone.unslowed)
        const times = []
        for (let run = 0; run < RUNS; run++)
          times.push(await measureOnce(browser, origin, item, codeLoading, phone.rate))
        const middle = median(times)
        const limit = codeLoading ? LOADING_BUDGET : PRESENT_BUDGET
        const state = codeLoading ? 'code still loading' : 'code present'
        const slowdown = `${phone.rate.toFixed(1)}×`
        console.log(`  ${item.name} on ${item.route}, ${state}, CPU ${slowdown}: ${times.map(show).join(', ')}`)
        rows.push([item.name, item.route, state, show(middle), times.map(show).join(', '), slowdown, `${limit} ms`])
        budgets.push(
          budget(
            `first click on ${item.name} (${item.route}), ${state}, median`,
            middle,
            limit,
            middle <= limit,
            `${show(middle)} (at most ${limit} ms)`,
          ),
        )
      }
    }
  } finally {
    await browser.close()
    await close()
  }
  return {
    tables: [
      {
        title: `First click to visible result, ${PHONE.width} × ${PHONE.height} px, on a phone of benchmark index ${PHONE_INDEX}, median of ${RUNS}`,
        headers: ['control', 'page', 'its code', 'median', 'each run', 'CPU slowdown', 'budget'],
        rows,
      },
    ],
    budgets,
    notes: [
      `The phone: Lighthouse's CPU benchmark index ${PHONE_INDEX}, Chrome DevTools' mid-tier mobile (a Pixel 5). This machine scored ${Math.round(median(unslowed))} (median of the measures taken before each control's runs), so Chromium's CPU was slowed ${slowdownRange(rates)}${Math.min(...unslowed) < PHONE_INDEX ? "; where it scored below the phone it ran unslowed, and its times are over the phone's" : ''}.`,
      'Timed in the page from the pointer going down to the first frame in which the panel, answer or menu the control names (aria-controls) shows.',
      '"Code still loading": the scripts that carry the control\'s code are held back until the click has landed, then served; the time includes fetching them from this machine, running them and replaying the click.',
    ],
  }
}
