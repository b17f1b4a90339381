/** For browser tests that need every widget of a page running, as a visitor who has read it through has. */
import type { Page } from '@playwright/test'

/**
 * Scrolls through the page a screen at a time and back to the top, so every island that waits to be
 * seen wakes (renderer/client/islands.ts: it wakes 200 px before it comes into sight, so screens that
 * touch leave nothing unseen), and waits until each one in sight has woken (data-awake). Islands
 * inside a hidden tab panel stay asleep until their panel shows.
 */
export async function wakeIslands(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.evaluate(async () => {
    // Two frames, or a second where headless Chromium draws none for a while (it can stall its frames).
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done))
        setTimeout(done, 1000)
      })
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    await frame()
  })
  // Any island with something in sight must have woken: asleep, nothing of it shows. (Asked every
  // 100 ms, not every frame: a stall of the browser's frames must not stall the test.)
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('clinic-island[data-when="visible"]:not([data-awake])')).every((island) =>
        Array.from(island.querySelectorAll('*')).every((element) => !element.checkVisibility()),
      ),
    undefined,
    { polling: 100 },
  )
}
