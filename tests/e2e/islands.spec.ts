/** Islands wake when they say, each from its own chunk; what a visitor does before one has run is not lost. */
import { expect, test, type Page } from '@playwright/test'

/** Holds every chunk (React, the islands) back for a moment, as a slow phone network would. */
async function slowChunks(page: Page) {
  await page.route(/\/assets\/chunks\/.*\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, 1500))
    await route.continue()
  })
}

test('a page whose islands all wait fetches its first script and no React', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/conditions/stroke', { waitUntil: 'networkidle' })
  expect(scripts[0]).toMatch(/^\/assets\/entries\/renderer_client\.[\w-]+\.js$/)
  for (const path of scripts) expect(await (await page.request.get(path)).text(), path).not.toContain('hydrateRoot')
  // The page's HTML names the first script alone: no chunk of React or of an island.
  const html = await (await page.request.get('/conditions/stroke')).text()
  expect(html.match(/<script[^>]+src=/g)).toHaveLength(1)
  expect(html).not.toContain('modulepreload')
  // The menus work all the same, with the header's own script.
  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
})

test('a key pressed on tabs before their code has arrived is replayed once it has', async ({ page }) => {
  await slowChunks(page)
  await page.goto('/neurological-assessments')
  await page.getByRole('tab', { name: 'Cognitive Tests' }).focus()
  await page.keyboard.press('End')
  await expect(page.getByRole('tab', { name: 'Brain Imaging' })).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 })
})

test('a button pressed before its code has arrived still raises its toast, and the Toaster comes with it', async ({ page }) => {
  await slowChunks(page)
  await page.goto('/neurological-assessments')
  const button = page.getByRole('button', { name: 'Take the Cognitive Check-In' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('div[role="status"][aria-live="polite"]')).toContainText('Our online cognitive assessment will be available soon', { timeout: 10_000 })
})
