import { expect, test } from '@playwright/test'
import { site } from '../content'
import { namedBySpec } from '../../lib/content/specification'

const homeLink = site.labels.homeLink.replace('{name}', site.name)

const base = '/pr-preview/pr-1/'

test('a build under a base path serves its pages, styles, scripts and images from that path', async ({ page }) => {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
  })
  page.on('pageerror', (error) => failed.push(error.message))
  const response = await page.goto('./')
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('networkidle')
  expect(failed).toEqual([])
  await expect(page.locator('h1')).toBeVisible()
  expect(await page.locator('header').evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(10)
  expect(hrefs.filter((href) => !href.startsWith(base))).toEqual([])
  const images = await page
    .locator('img')
    .evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth))
  expect(images.every((width) => width > 0)).toBe(true)
})

test('under a base path the logo leads home and menus still run', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto('./')
  await expect(page.getByRole('link', { name: homeLink })).toHaveAttribute('href', base)
  await page.getByRole('button', { name: site.labels.openMenu }).click()
  await expect(page.locator('#site-menu')).toBeVisible()
})

test('under a base path an unknown page answers the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('no-such-page')
  expect(response?.status()).toBe(404)
  await expect(
    page.getByRole('heading', { level: 1 }),
    namedBySpec('The heading "404 Page Not Found"', '§2 Not-found'),
  ).toHaveText('404 Page Not Found')
  await expect(
    page.getByRole('link', { name: 'Return to Home' }),
    namedBySpec('The link "Return to Home"', '§2 Not-found'),
  ).toHaveAttribute('href', base)
})

test('under a base path condition links, the migraine page and unknown conditions stay inside the preview', async ({
  page,
}) => {
  await page.goto('conditions')
  await expect(page.locator('[data-conditions] a').first()).toHaveAttribute(
    'href',
    `${base}conditions/memory-disorders`,
  )
  await page.goto('conditions/migraine/index.html')
  await page.waitForURL(`**${base}conditions/headache`)
  await expect(
    page.getByRole('link', { name: 'Back to All Conditions' }),
    namedBySpec('The link "Back to All Conditions"', '§2 Generic condition detail'),
  ).toHaveAttribute('href', `${base}conditions`)
  await page.route('**/conditions/not-a-condition', async (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: await (await page.request.get('404.html')).text() }),
  )
  await page.goto('conditions/not-a-condition')
  await page.waitForURL((url) => url.pathname === `${base}conditions` && url.hash === '#not-listed')
})

test('a preview under a base path is kept out of search engines: every page says noindex and robots.txt disallows all', async ({
  page,
  request,
}) => {
  for (const path of ['./', 'conditions/stroke', 'no-such-page']) {
    await page.goto(path)
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
  }
  const robots = await (await request.get('robots.txt')).text()
  expect(robots).toMatch(/^User-agent: \*\nDisallow: \/$/m)
  expect(robots).not.toMatch(/^Allow:/m)
})
