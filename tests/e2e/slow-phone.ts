/** For browser tests of a slow phone: every script held back, the processor slowed. */
import type { Page } from '@playwright/test'

/** How long each script is held back, as a slow phone network would. */
export const SCRIPT_DELAY_MS = 3000

/**
 * Holds every script of the site (the page's first script, React, each island) back for 3 s and
 * slows the processor 4×, as Lighthouse's mobile profile does (Chromium's CPU throttling).
 */
export async function slowPhone(page: Page) {
  let open = () => {}
  let held = Promise.resolve()
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    await held
    await new Promise((done) => setTimeout(done, SCRIPT_DELAY_MS))
    await route.continue()
  })
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return {
    /**
     * Holds every script until release(), however long the test takes: for a test that acts before
     * any script has run, so a busy machine cannot let the first script in before the test is done.
     */
    hold() {
      held = new Promise((done) => (open = done))
    },
    /** Lets the held scripts go, each still 3 s late. */
    release() {
      open()
    },
  }
}
