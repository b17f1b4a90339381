/**
 * Hosts that ignore public/_headers (GitHub Pages, where pull-request previews are published) send
 * none of its headers: the pages carry its Content-Security-Policy and Referrer-Policy themselves,
 * and the site still works under that policy alone.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { everyPageHeaders } from '../../lib/head-security'
import { site } from '../content'

const fileHeaders = everyPageHeaders(readFileSync('public/_headers', 'utf8'))
/** Serves every response as such a host would: without the headers of public/_headers. */
async function withoutHeadersFile(page: Page) {
  // The body comes decoded: its encoding and length go with the policies.
  const dropped = new Set([...fileHeaders.keys(), 'content-encoding', 'content-length'])
  await page.route('**/*', async (route) => {
    const response = await route.fetch()
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !dropped.has(name.toLowerCase())),
    )
    await route.fulfill({ response, headers })
  })
}

// A test may end while a response is still on its way through the route above; the page then closes
// under it, and its fulfilment would fail the test that has already passed.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

/** Console messages of policy violations and uncaught errors, collected from now on. */
function problemsOf(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
      problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

test('without the host headers, the page policy still refuses an injected inline script', async ({ page }) => {
  await withoutHeadersFile(page)
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toBeUndefined()
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    await new Promise((done) => setTimeout(done, 100))
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
})

test('without the host headers, styles, the menus, islands and the search all work under the page policy', async ({
  page,
}) => {
  await withoutHeadersFile(page)
  const problems = problemsOf(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  expect(await page.locator('header').evaluate((element) => getComputedStyle(element).position)).toBe('fixed')
  // The search runs Pagefind's WebAssembly.
  await page.locator('body').press('/')
  const field = page.getByRole('searchbox', { name: site.labels.searchField })
  await expect(field).toBeFocused()
  await field.pressSequentially('shaking')
  await expect(page.locator('[role="search"] ul a[href*="/conditions/tremor"]')).toHaveCount(1)
  await page.keyboard.press('Escape')

  await page.goto('/services')
  const tab = page.getByRole('tab', { name: 'Memory' })
  await tab.scrollIntoViewIfNeeded()
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')

  await page.setViewportSize({ width: 375, height: 800 })
  await page.getByRole('button', { name: site.labels.openMenu }).click()
  await expect(page.locator('#site-menu')).toBeVisible()
  expect(problems).toEqual([])
})
