/** Islands wake when they say, each from its own chunk; what a visitor does before one has run is not lost. */
import { expect, test, type Page } from '@playwright/test'
import { aSymptomWord, parts, site } from '../content'
import { holdScripts } from './slow-phone'

/** Lets the page's first script in and holds React and the islands' code until the test has acted and lets it in. */
async function islandsHeld(page: Page) {
  const scripts = await holdScripts(page)
  scripts.letFirstScriptIn()
  return () => scripts.letEverythingIn()
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
  await page.getByRole('button', { name: site.labels.openMenu }).click()
  await expect(page.getByRole('button', { name: site.labels.closeMenu })).toHaveAttribute('aria-expanded', 'true')
})

test('widgets wait until they come near the window: React arrives only when the tabs are scrolled to', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const fetchedReact = async () => {
    for (const path of scripts) if ((await (await page.request.get(path)).text()).includes('hydrateRoot')) return true
    return false
  }
  await page.goto('/services', { waitUntil: 'networkidle' })
  const tab = page.getByRole('tab', { name: 'Memory' })
  expect(await tab.evaluate((element) => element.getBoundingClientRect().top > window.innerHeight + 200)).toBe(true)
  expect(await fetchedReact()).toBe(false)
  await tab.scrollIntoViewIfNeeded()
  await expect.poll(fetchedReact).toBe(true)
  await tab.click()
  await expect(tab).toHaveAttribute('aria-selected', 'true')
})

test("a press on a tab's icon before its code has arrived is replayed on the tab", async ({ page }) => {
  const letIn = await islandsHeld(page)
  await page.goto('/neurological-assessments')
  const tab = page.getByRole('tab', { name: 'Brain Imaging' })
  await tab.scrollIntoViewIfNeeded()
  await tab.locator('svg').first().click()
  letIn()
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 10_000 })
})

test('a key pressed on tabs before their code has arrived is replayed once it has', async ({ page }) => {
  const letIn = await islandsHeld(page)
  await page.goto('/neurological-assessments')
  await page.getByRole('tab', { name: 'Cognitive Tests' }).focus()
  await page.keyboard.press('End')
  letIn()
  await expect(page.getByRole('tab', { name: 'Brain Imaging' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 10_000,
  })
})

test('a button pressed before its code has arrived still raises its toast, and the Toaster comes with it', async ({
  page,
}) => {
  const letIn = await islandsHeld(page)
  await page.goto('/neurological-assessments')
  const button = page.getByRole('button', { name: 'Take the Cognitive Check-In' })
  await button.focus()
  await page.keyboard.press('Enter')
  letIn()
  await expect(page.locator('div[role="status"][aria-live="polite"]')).toContainText(
    'Our online cognitive assessment will be available soon',
    { timeout: 10_000 },
  )
})

test('the menu button pressed before the page script has run opens the menu, which stays open once it has', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 })
  let release = () => {}
  const released = new Promise<void>((done) => {
    release = done
  })
  await page.route(/\/assets\/entries\/.*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/conditions/stroke', { waitUntil: 'domcontentloaded' })
  const toggle = page.locator('[data-menu-toggle]')
  await toggle.click()
  // Until the script arrives the menu shows from CSS.
  await expect(page.locator('#site-menu')).toBeVisible()
  release()
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(page.locator('#site-menu')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('#site-menu')).toBeHidden()
})

test('what is typed after "/" before the search has woken lands in its field and is searched for', async ({ page }) => {
  const letIn = await islandsHeld(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/conditions/stroke')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('body').press('/')
  const { word, address } = aSymptomWord()
  await page.keyboard.type(word)
  const field = page.getByRole('searchbox', { name: site.labels.searchField })
  await expect(field).toBeFocused()
  letIn()
  await expect(page.locator(`[role="search"] ul a[href*="${address}"]`)).toHaveCount(1, { timeout: 10_000 })
  await expect(field).toHaveValue(word)
  await expect(
    page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }),
  ).toHaveAttribute('aria-expanded', 'true')
  // It closes as a woken search does.
  await page.keyboard.press('Escape')
  await expect(field).toBeHidden()
  await expect(page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true })).toBeFocused()
})

test('a search opened with "/" and closed with Escape before it has woken stays closed once it has', async ({
  page,
}) => {
  const letIn = await islandsHeld(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/conditions/stroke')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.locator('body').press('/')
  const field = page.getByRole('searchbox', { name: site.labels.searchField })
  await expect(field).toBeFocused()
  await page.keyboard.press('Escape')
  const button = page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true })
  await expect(field).toBeHidden()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  letIn()
  await page.waitForSelector('clinic-island[data-island="SiteSearch"][data-awake]', {
    state: 'attached',
    timeout: 10_000,
  })
  await expect(field).toBeHidden()
  await button.click()
  await expect(field).toBeFocused()
})

/**
 * The classes of every element inside an island that no style of the page names: what an island
 * shows only in the browser must find its rules in the stylesheets the page has.
 */
function classesWithoutStyles(page: Page) {
  return page.evaluate(() => {
    const named = new Set<string>()
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(match[1])
        if ('cssRules' in rule) read((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) read(sheet.cssRules)
    const missing: string[] = []
    for (const element of Array.from(document.querySelectorAll('clinic-island *:not(svg, svg *)'))) {
      for (const name of Array.from(element.classList))
        if (!named.has(name))
          missing.push(
            `<${element.localName}> .${name} in ${element.closest('clinic-island')?.getAttribute('data-island')}`,
          )
    }
    return missing
  })
}

test('what islands show only in the browser (errors, a toast, search results) has the styles the server wrote for it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/contact')
  const form = page.locator('[data-form="contact"]')
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('button', { name: parts('contact', 'ContactForm')[0].submitLabel }).click()
  await expect(form.getByRole('alert')).toHaveCount(4)
  expect(await classesWithoutStyles(page)).toEqual([])
  await expect(form.getByRole('alert').first()).toHaveCSS('font-weight', '600')

  for (const [label, value] of [
    ['Full Name', 'Ada Lovelace'],
    ['Email Address', 'ada@example.org'],
    ['Subject', 'New patient'],
    ['Message', 'Hello'],
  ])
    await form.getByLabel(label).fill(value)
  await form.getByRole('button', { name: parts('contact', 'ContactForm')[0].submitLabel }).click()
  const toast = page.locator('[data-toast]')
  await expect(toast).toHaveCount(1)
  expect(await classesWithoutStyles(page)).toEqual([])
  await expect(toast).toHaveCSS('display', 'flex')

  await page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }).click()
  await page.getByRole('searchbox', { name: site.labels.searchField }).fill(aSymptomWord().word)
  const results = page.locator('[role="search"] ul')
  await expect(results.locator('a').first()).toBeVisible()
  expect(await classesWithoutStyles(page)).toEqual([])
  await expect(results).toHaveCSS('list-style-type', 'none')
})
