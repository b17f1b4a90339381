/** For browser tests that need every widget of a page running, as a visitor who has read it through has. */
import { expect, type Page } from '@playwright/test'

/**
 * Scrolls through the page a screen at a time and back to the top, so every island that waits to be
 * seen wakes (renderer/client/islands.ts: it wakes 200 px before it comes into sight, so screens that
 * touch leave nothing unseen), and waits until each one in sight has woken (data-awake). Islands
 * inside a hidden tab panel stay asleep until their panel shows.
 *
 * Headless Chromium can stall its frames for a second or more on a busy machine, and the browser only
 * looks at what is in sight when it draws a frame: a screen scrolled past during a stall is never
 * looked at. So an island still asleep after the pass, with something of it showing, is brought into
 * sight and waited for, as a reader who stops on it would; one that stays asleep in sight is named.
 */
export async function wakeIslands(page: Page) {
  // The islands in sight at load wake first (renderer/+client.ts marks the page then): an
  // island that cannot wake would otherwise hold the test to its own, longer time limit.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 })
  const asleep = await page.evaluate(async () => {
    // Two frames, or a second where headless Chromium draws none for a while.
    const frame = () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done))
        setTimeout(done, 1000)
      })
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
    }
    /** The first thing that shows of each island that waits to be seen and has not woken; asleep, nothing of it shows. */
    const asleepInSight = () =>
      Array.from(
        document.querySelectorAll<HTMLElement>('clinic-island[data-when="visible"]:not([data-awake])'),
      ).flatMap((island) => {
        const shown = Array.from(island.querySelectorAll('*')).find((element) => element.checkVisibility())
        return shown ? [{ name: island.dataset.island ?? '', shown }] : []
      })
    // Each in turn, the window alone scrolled (not the boxes that scroll inside the page, which the
    // layout rules measure as a visitor first sees them).
    const deadline = Date.now() + 10_000
    for (let turn = 0, left = asleepInSight(); left.length > 0; turn++, left = asleepInSight()) {
      if (Date.now() > deadline) return left.map(({ name }) => name)
      const { top } = left[turn % left.length].shown.getBoundingClientRect()
      window.scrollTo({ left: 0, top: window.scrollY + top - window.innerHeight / 2, behavior: 'instant' })
      await new Promise((done) => setTimeout(done, 100))
    }
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' })
    await frame()
    return []
  })
  expect(asleep, 'islands in sight that did not wake in 10 s').toEqual([])
}
