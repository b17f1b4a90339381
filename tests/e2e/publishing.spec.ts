/** Pages made from content files: blog posts with their own pages, feeds whose links answer, where each page comes from. */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { prerenderedRoutes } from './built-site'
import { published } from '../content'

const siteUrl = (parse(readFileSync('content/site.yaml', 'utf8')) as { url: string }).url.replace(/\/$/, '')
const local = (url: string) => url.replace(siteUrl, '') || '/'

test('every post on the Blog tab and in rss.xml has its own page, titled as the link says', async ({ page, request }) => {
  await page.goto('/resources#blog')
  const cards = page.locator('[data-post] a[data-card-link]')
  const links = await cards.evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent!.trim() })))
  expect(links.length).toBe(published('posts').length)
  const feed = await (await request.get('/rss.xml')).text()
  const feedLinks = [...feed.matchAll(/<link>([^<]+)<\/link>/g)].map((match) => local(match[1])).filter((path) => path.startsWith('/resources/blog/'))
  expect(feedLinks.sort()).toEqual(links.map((link) => link.href).sort())
  for (const { href, title } of links) {
    const response = await page.goto(href)
    expect(response?.status(), href).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})

test('every sitemap entry answers 200', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => local(match[1]))
  expect(entries).toEqual(expect.arrayContaining(['/resources/blog/understanding-your-migraine-triggers']))
  for (const path of entries) expect((await request.get(path)).status(), path).toBe(200)
})

test('a post shows its category, date, picture, body, review and the newer and older posts', async ({ page }) => {
  await page.goto('/resources/blog/understanding-your-migraine-triggers')
  await expect(page.locator('[data-post-page] header time')).toHaveAttribute('datetime', '2026-10-14')
  await expect(page.locator('[data-post-page] header')).toContainText('Headache and Migraine')
  await expect(page.locator('main img[alt^="Illustration of a target"]')).toBeVisible()
  // The emergency advice comes before the advice on triggers.
  const headings = await page.locator('main h2').allTextContents()
  expect(headings.indexOf('When a headache is an emergency')).toBeGreaterThan(-1)
  expect(headings.indexOf('When a headache is an emergency')).toBeLessThan(headings.indexOf('Common migraine triggers'))
  await expect(page.locator('main')).toContainText('Call 911')
  await expect(page.locator('[data-review]')).toContainText('Dr. Elena Ruiz')
  const more = page.getByRole('navigation', { name: 'More posts' })
  await expect(more.getByRole('link', { name: /^Newer post: / })).toHaveAttribute('href', /^\/resources\/blog\//)
  await expect(more.getByRole('link', { name: /^Older post: / })).toHaveAttribute('href', /^\/resources\/blog\//)
  const posting = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({ headline: 'Understanding Your Migraine Triggers', datePublished: '2026-10-14', url: `${siteUrl}/resources/blog/understanding-your-migraine-triggers` })
  expect(posting?.citation).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'CreativeWork' })]))
})

test('the newest post links only to an older one, the oldest only to a newer one', async ({ page }) => {
  await page.goto('/resources#blog')
  const hrefs = await page.locator('[data-post] a[data-card-link]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
  await page.goto(hrefs[0])
  await expect(page.getByRole('link', { name: /^Newer post: / })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Older post: / })).toHaveAttribute('href', hrefs[1])
  await page.goto(hrefs.at(-1)!)
  await expect(page.getByRole('link', { name: /^Older post: / })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Newer post: / })).toHaveAttribute('href', hrefs.at(-2)!)
})

test('every page made from a content file says when it last changed; the not-found page does not', async ({ page }) => {
  for (const route of prerenderedRoutes()) {
    await page.goto(route)
    const foot = page.locator('[data-page-source]')
    await expect(foot, route).toContainText('Last updated:')
    await expect(foot.locator('time'), route).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
  }
  await page.goto('/no-such-page')
  await expect(page.locator('[data-page-source]')).toHaveCount(0)
})

test('no page of the published site is a draft', async ({ page }) => {
  for (const route of prerenderedRoutes()) {
    await page.goto(route)
    await expect(page.locator('[data-draft-banner]'), route).toHaveCount(0)
  }
})

test('every picture a page names exists', async ({ page, request }) => {
  const missing: string[] = []
  for (const route of prerenderedRoutes()) {
    await page.goto(route)
    const sources = await page.locator('img[src]').evaluateAll((images) => images.map((image) => image.getAttribute('src')!))
    for (const src of new Set(sources.filter((source) => source.startsWith('/')))) {
      if ((await request.get(src)).status() !== 200) missing.push(`${route}: ${src}`)
    }
  }
  expect(missing).toEqual([])
})
