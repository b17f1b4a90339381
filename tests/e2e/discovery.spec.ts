import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parse } from 'yaml'
import { buildSearchIndex } from '../../scripts/build/search'
import { indexedRoutes } from './built-site'
import { reviewStates } from '../../lib/content/review'
import { aSymptomWord, published, site } from '../content'

const siteUrl = (parse(readFileSync('content/site.yaml', 'utf8')) as { url: string }).url.replace(/\/$/, '')

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

test('the sitemap lists exactly the prerendered pages search engines may index, and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = Array.from(sitemap.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1].slice(siteUrl.length)).sort()
  expect(listed).toEqual(indexedRoutes().sort())
  expect(sitemap).toContain('<lastmod>')
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
})

test('the blog feed lists the posts and every page links to it', async ({ request, page }) => {
  const feed = await (await request.get('/rss.xml')).text()
  expect(feed.match(/<item>/g)).toHaveLength(published('posts').length)
  expect(feed).toContain(`<link>${siteUrl}/resources/blog/`)
  await page.goto('/')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')
})

test('pages describe themselves to search engines by kind', async ({ page }) => {
  const types = async (route: string) => {
    await page.goto(route)
    return (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (block) => (JSON.parse(block) as { '@type': string })['@type'],
    )
  }
  expect(await types('/')).toContain('MedicalClinic')
  expect(await types('/contact')).toEqual(expect.arrayContaining(['MedicalClinic', 'FAQPage']))
  expect(await types('/resources')).toEqual(expect.arrayContaining(['FAQPage', 'Blog']))
  expect(await types('/conditions/stroke')).toEqual(expect.arrayContaining(['MedicalWebPage', 'BreadcrumbList']))
  expect(await types('/neurological-assessments')).toContain('FAQPage')
})

test('site search finds a condition by one of its symptoms, by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('body').press('/')
  const field = page.getByRole('searchbox', { name: site.labels.searchField })
  await expect(field).toBeFocused()
  const { word, address } = aSymptomWord()
  await field.pressSequentially(word)
  const first = page.locator('[role="search"] ul a').first()
  await expect(first).toBeVisible()
  await expect(page.locator(`[role="search"] ul a[href*="${address}"]`)).toHaveCount(1)
  await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true })).toBeFocused()
})

test('site search with a misspelt word shows the pages it was meant for, and says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  // Misspellings of the conditions' names (a letter left out near the end, one too many) that
  // Pagefind on its own matches to nothing: the search must still lead to the condition.
  const typos = published('conditions').flatMap((condition) =>
    (condition.name.match(/[A-Za-z]{6,}/g) ?? []).flatMap((word) =>
      [`${word.slice(0, -2)}${word.at(-1)}`, `${word}xq`].map((typo) => ({ typo, address: condition.address! })),
    ),
  )
  const found = await page.evaluate(
    async (words) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`)
      return Promise.all(words.map(async (word: string) => (await pagefind.search(word)).results.length))
    },
    typos.map(({ typo }) => typo),
  )
  const missed = typos.find((_, index) => found[index] === 0)
  expect(missed, 'a misspelt condition name that Pagefind alone does not find').toBeDefined()
  const { typo, address } = missed!
  await page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }).click()
  await page.getByRole('searchbox', { name: site.labels.searchField }).fill(typo)
  await expect(page.locator(`[role="search"] ul a[href*="${address}/"]`)).toHaveCount(1)
  const [before] = site.labels.searchSimilar.split('{query}')
  await expect(page.locator('[role="search"] [role="status"]')).toContainText(`${before}${typo}`)
})

test('site search over an index built in parts finds pages from every part it searches', async ({ page }) => {
  // The index of a large site comes in parts (scripts/build/search.ts). This one cuts the site into
  // parts of ten pages, served in place of the site's own index.
  const dir = mkdtempSync(join(tmpdir(), 'search-parts-'))
  const index = await buildSearchIndex('dist/client', {
    pagesPerPart: 10,
    outDir: join(dir, 'index'),
    workDir: join(dir, 'pages'),
  })
  expect(index.parts.length).toBeGreaterThan(2)
  await page.route('**/pagefind/**', (route) =>
    route.fulfill({ path: join(dir, 'index', new URL(route.request().url()).pathname.slice('/pagefind/'.length)) }),
  )
  const partOf = (url: string) =>
    index.parts.findIndex((part) => part.files.includes(`${url.replace(/^\//, '')}index.html`))

  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }).click()
  await page.getByRole('searchbox', { name: site.labels.searchField }).fill('brain')
  const results = page.locator('[role="search"] ul a')
  await expect(results).toHaveCount(8)
  const parts = new Set(
    await results
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
      .then((urls) => urls.map(partOf)),
  )
  expect(parts.has(-1)).toBe(false)
  expect(parts.size).toBeGreaterThan(1)
  rmSync(dir, { recursive: true, force: true })
})

test('health answers and posts show who signed their review and when, or that review is pending', async ({ page }) => {
  // Each published question and post that gives health information shows a note: the questions of its group on the page, posts on the Blog tab.
  const states = reviewStates(process.cwd())
  const health = (entries: Array<{ clinicalTopic?: string; file: string }>) =>
    entries.filter((entry) => entry.clinicalTopic)
  const signed = (entries: Array<{ clinicalTopic?: string; file: string }>) =>
    health(entries).filter((entry) => states.get(entry.file)?.status === 'reviewed').length
  const questions = (group: string) => published('faqs').filter((faq) => faq.group === group)
  await page.goto('/neurological-assessments')
  await expect(page.locator('[data-review-note]')).toHaveCount(signed(questions('assessments')))
  await expect(page.locator('[data-review-pending]:not([data-review] *)')).toHaveCount(
    health(questions('assessments')).length - signed(questions('assessments')),
  )
  if (signed(questions('assessments')))
    await expect(page.locator('[data-review-note]').first()).toContainText(
      /Reviewed by Dr\. .+ Last reviewed .+ Next review due /,
    )
  await page.goto('/resources')
  await expect(page.locator('[data-review-note]')).toHaveCount(
    signed(questions('resources')) + signed(published('posts')),
  )
})

test('a condition page describes the condition with its symptoms, treatments and, when signed, its review', async ({
  page,
}) => {
  await page.goto('/conditions/tremor')
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (block) => JSON.parse(block) as Record<string, unknown>,
  )
  const medicalPage = blocks.find((block) => block['@type'] === 'MedicalWebPage') as {
    about: { signOrSymptom: unknown[]; possibleTreatment: unknown[] }
    lastReviewed?: string
    reviewedBy?: { name: string }
  }
  expect(medicalPage.about.signOrSymptom).toHaveLength(5)
  expect(medicalPage.about.possibleTreatment).toHaveLength(5)
  const review = reviewStates(process.cwd()).get('content/conditions/tremor.mdx')
  if (review?.status === 'reviewed')
    expect(medicalPage).toMatchObject({ lastReviewed: review.date, reviewedBy: { name: review.signer!.name } })
  else expect(medicalPage).not.toHaveProperty('reviewedBy')
})
