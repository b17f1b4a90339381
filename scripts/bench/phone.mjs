// The phone the first clicks are timed on: Chromium's CPU slowed down by this machine's Lighthouse
// CPU benchmark (its "benchmark index", what a report shows as CPU/Memory Power), measured in the
// same run, over a mid-tier phone's. A fixed slowdown is relative to the machine: 4× of this 2-core
// machine was a phone of index 930 on a fast day and of 300 on a busy one, and a verdict flipped with
// the load. Calibrated so, a budget in milliseconds means the same phone on any machine.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './common.mjs'

/**
 * The phone's benchmark index: Chrome DevTools' "mid-tier mobile" CPU preset, a Pixel 5
 * (front_end/panels/mobile_throttling/CalibrationController.ts, `midScore`). It is also about the
 * phone the budgets were first met on: this machine's index of 3,500 to 4,000 in its quiet runs of
 * 2026-11-23 to 26, slowed 4×.
 */
export const PHONE_INDEX = 1000

/** Lighthouse's benchmark index of the page's processor as it runs now (about a second). */
function benchmarkIndex(page) {
  return page.evaluate(pageFunctions.computeBenchmarkIndex)
}

/**
 * The CPU slowdown that makes this machine, as loaded now, the phone: its benchmark index unslowed
 * (the median of three, after a first run that lets V8 optimize the benchmark) over the phone's.
 * A slowdown is a ratio by definition, and Lighthouse's CPU throttling calculator derives it so;
 * the benchmark run while Chromium slows the CPU is no guide (on this kind of machine it moved by
 * half between runs at one rate), so it is not bisected as DevTools' own calibration does.
 * `browser` is a Playwright browser; the measuring page is closed after.
 */
export async function phoneSlowdown(browser) {
  const page = await browser.newPage()
  try {
    await benchmarkIndex(page)
    const runs = []
    for (let run = 0; run < 3; run++) runs.push(await benchmarkIndex(page))
    const unslowed = median(runs)
    // A machine slower than the phone cannot be made the phone: it is measured unslowed, and says so.
    return { rate: Math.max(1, unslowed / PHONE_INDEX), unslowed }
  } finally {
    await page.close()
  }
}

/** How the slowdowns of a run are described: "4.3× (3.9 to 4.6×)". */
export function slowdownRange(rates) {
  const shown = (rate) => `${rate.toFixed(1)}×`
  const [low, high] = [Math.min(...rates), Math.max(...rates)]
  return low === high ? shown(low) : `${shown(median(rates))} (${low.toFixed(1)} to ${shown(high)})`
}
