/**
 * The site in two languages: every Spanish page says it is Spanish, names its English page and is
 * named by it (hreflang), links to it by a switcher a keyboard reaches, works without JavaScript,
 * and is found by the search of the Spanish pages, not by that of the English ones. What the pages
 * say comes from content/es/ and content/site.yaml, never from this file.
 */
import { expect, test, type Page } from '@playwright/test'
import { prerenderedRoutes } from './built-site'
import { published, site, siteWordsIn, translated } from '../content'

const spanishRoutes = prerenderedRoutes().filter((route) => route === '/es' || route.startsWith('/es/'))
const spanish = siteWordsIn('es')
const origin = site.url.replace(/\/$/, '')
/** The English page of a Spanish address: /es/contact → /contact, /es → /. */
const englishOf = (route: string) => route.replace(/^\/es(?=\/|$)/, '') || '/'

/** The page's alternates as its <head> gives them, by hreflang. */
async function alternates(page: Page): Promise<Record<string, string>> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    )
}

test('the site publishes Spanish pages: the home page, the conditions list and each translated condition', () => {
  expect(spanishRoutes).toContain('/es')
  for (const condition of translated('conditions', 'es')) expect(spanishRoutes).toContain(condition.address)
})

// Every Spanish page says its language and names its English page (tests/unit/built-pages.test.ts) and
// passes axe (tests/e2e/every-page.spec.ts); the switcher is the same part on each, tried on two.
for (const route of spanishRoutes
  .filter((address) => address === '/es' || address.startsWith('/es/conditions/'))
  .slice(0, 2)) {
  test(`${route} is Spanish, paired with its English page, and switches to it by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(route)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${route}`)
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US')
    const english = englishOf(route)
    expect(await alternates(page)).toEqual({
      en: `${origin}${english}`,
      es: `${origin}${route}`,
      'x-default': `${origin}${english}`,
    })

    // The switcher is a link in English words, marked as English, that a keyboard reaches.
    const switcher = page.getByRole('link', { name: spanish.labels.languageSwitch, exact: true })
    await expect(switcher).toHaveAttribute('lang', 'en')
    await expect(switcher).toHaveAttribute('hreflang', 'en')
    let focused = false
    for (let presses = 0; presses < 80 && !focused; presses++) {
      await page.keyboard.press('Tab')
      focused = await switcher.evaluate((link) => link === document.activeElement)
    }
    expect(focused, 'Tab reaches the language switcher').toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(english === '/' ? /\/$/ : new RegExp(`${english}$`))

    // The English page names the Spanish one back, and its switcher leads here.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await alternates(page)).toMatchObject({ en: `${origin}${english}`, es: `${origin}${route}` })
    await expect(page.getByRole('link', { name: site.labels.languageSwitch, exact: true })).toHaveAttribute(
      'href',
      route,
    )
  })
}

test('an English page without a translation leads to the Spanish home page, and is not published under /es/', async ({
  page,
  request,
}) => {
  const untranslated = prerenderedRoutes().find(
    (route) => !route.startsWith('/es') && route !== '/' && !spanishRoutes.includes(`/es${route}`),
  )!
  await page.goto(untranslated)
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0)
  await expect(page.getByRole('link', { name: site.labels.languageSwitch, exact: true })).toHaveAttribute('href', '/es')
  expect((await request.get(`/es${untranslated}`)).status()).toBe(404)
})

test('a missing /es/ address is not found in Spanish: status 404 and the translated not-found page, where the host reads _redirects', async ({
  page,
}) => {
  const notFound = translated('pages', 'es').find((entry) => entry.id === 'not-found')!
  const english = published('pages').find((entry) => entry.id === 'not-found')!
  const reply = await page.goto('/es/no-such-page')
  expect(reply?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle(notFound.title)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // An English address still gets the English page.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404)
  await expect(page).toHaveTitle(english.title)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('a Spanish page reads and switches language without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const [condition] = translated('conditions', 'es')
  await page.goto(condition.address!)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(condition.name)
  await expect(page.getByText(condition.urgent.title)).toBeVisible()
  await page.getByRole('link', { name: spanish.labels.languageSwitch, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await context.close()
})

test('the search of a Spanish page finds Spanish pages, and that of an English page does not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const [condition] = translated('conditions', 'es')
  // The translated condition's name, in Spanish.
  const word = condition.name
  const search = async (route: string, words: typeof spanish.labels) => {
    await page.goto(route)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.getByRole('button', { name: words.search, exact: true }).click()
    await page.getByRole('searchbox', { name: words.searchField }).fill(word)
  }
  await search('/es', spanish.labels)
  await expect(page.locator(`[role="search"] ul a[href*="${condition.address}"]`)).toHaveCount(1)
  const found = await page
    .locator('[role="search"] ul a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  expect(
    found.every((path) => path === '/es' || path.startsWith('/es/')),
    `only Spanish pages: ${found.join(', ')}`,
  ).toBe(true)

  // The English search has answered (with English pages or none), and names no Spanish page.
  await search('/', site.labels)
  await expect(page.getByRole('search').getByRole('status')).not.toBeEmpty()
  await expect(page.locator('[role="search"] ul a[href*="/es/"], [role="search"] ul a[href$="/es"]')).toHaveCount(0)
})
