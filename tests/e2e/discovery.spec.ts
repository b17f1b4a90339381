import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { prerenderedRoutes } from './built-site'

const siteUrl = (parse(readFileSync('content/site.yaml', 'utf8')) as { url: string }).url.replace(/\/$/, '')
const routes = prerenderedRoutes()

for (const route of routes) {
  test(`${route} has a canonical link, link-preview tags and valid structured data`, async ({ page }) => {
    await page.goto(route)
    const canonical = `${siteUrl}${route}`
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical)
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', await page.title())
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.{20,}/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https:\/\/.+\.(jpg|png)$/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
      const data = JSON.parse(block) as Record<string, unknown>
      expect(data['@context']).toBe('https://schema.org')
      expect(typeof data['@type']).toBe('string')
    }
  })
}

test('the social image exists', async ({ request }) => {
  const response = await request.get('/images/social-card.jpg')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/jpeg')
})

test('the not-found page is kept out of search engines', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})
