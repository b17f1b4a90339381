/** Pages made from content files: blog posts with their own pages, feeds whose links answer, where each page comes from. */
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { pageBody, published, site } from '../content'

const siteUrl = (parse(readFileSync('content/site.yaml', 'utf8')) as { url: string }).url.replace(/\/$/, '')
const local = (url: string) => url.replace(siteUrl, '') || '/'

test('every post on the Blog tab and in rss.xml has its own page, titled as the link says', async ({
  page,
  request,
}) => {
  await page.goto('/resources#blog')
  const cards = page.locator('[data-post] a[data-card-link]')
  const links = await cards.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href')!, title: a.textContent!.trim() })),
  )
  expect(links.length).toBe(published('posts').length)
  const feed = await (await request.get('/rss.xml')).text()
  const feedLinks = [...feed.matchAll(/<link>([^<]+)<\/link>/g)]
    .map((match) => local(match[1]))
    .filter((path) => path.startsWith('/resources/blog/'))
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
  expect(entries).toEqual(expect.arrayContaining(published('posts').map((post) => post.address)))
  for (const path of entries) expect((await request.get(path)).status(), path).toBe(200)
})

test('each post shows its category, date, picture, headings in order, review and the newer and older posts', async ({
  page,
}) => {
  const { labels } = site
  const posts = published('posts')
  const postLink = (label: string) =>
    new RegExp(`^${label.replace('{title}', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)
  for (const [index, post] of posts.entries()) {
    await page.goto(post.address!)
    await expect(page.locator('[data-post-page] header time')).toHaveAttribute('datetime', String(post.date))
    await expect(page.locator('[data-post-page] header')).toContainText(post.category)
    await expect(page.getByRole('img', { name: post.imageAlt, exact: true })).toBeVisible()
    // The body's sections, in the order the writer put them.
    const written = [...pageBody(post.file).matchAll(/^## +(.+)$/gm)].map((match) => match[1].trim())
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim())
    expect(
      headings.filter((heading) => written.includes(heading)),
      post.file,
    ).toEqual(written)
    // A health post's review record names the clinician only from a verified signature (tests/unit/built-pages.test.ts).
    await expect(page.locator('[data-review]')).toHaveCount(post.clinicalTopic ? 1 : 0)
    const more = page.getByRole('navigation', { name: labels.postNavigation, exact: true })
    await expect(more.getByRole('link', { name: postLink(labels.newerPost) })).toHaveCount(index > 0 ? 1 : 0)
    await expect(more.getByRole('link', { name: postLink(labels.olderPost) })).toHaveCount(
      index < posts.length - 1 ? 1 : 0,
    )
    for (const link of await more.getByRole('link').all())
      await expect(link).toHaveAttribute('href', /^\/resources\/blog\//)
    const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: post.title,
      datePublished: String(post.date),
      url: `${siteUrl}${post.address}`,
    })
    if (post.sources.length > 0)
      expect(posting?.citation).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'CreativeWork' })]))
  }
})

test('the newest post links only to an older one, the oldest only to a newer one', async ({ page }) => {
  await page.goto('/resources#blog')
  const hrefs = await page
    .locator('[data-post] a[data-card-link]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
  await page.goto(hrefs[0])
  const [newer, older] = [site.labels.newerPost, site.labels.olderPost].map(
    (label) => new RegExp(`^${label.replace('{title}', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  )
  await expect(page.getByRole('link', { name: newer })).toHaveCount(0)
  await expect(page.getByRole('link', { name: older })).toHaveAttribute('href', hrefs[1])
  await page.goto(hrefs.at(-1)!)
  await expect(page.getByRole('link', { name: older })).toHaveCount(0)
  await expect(page.getByRole('link', { name: newer })).toHaveAttribute('href', hrefs.at(-2)!)
})
