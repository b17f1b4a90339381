import { expect, test } from '@playwright/test'
import { menuLinks, site } from '../content'
import { namedBySpec, specConditions, specCounts } from '../../lib/content/specification'
import { scrolledTo } from './page-rules'

const homeLink = site.labels.homeLink.replace('{name}', site.name)
/** The words content/navigation.yaml gives the link to `href` in the header's menu `menu`; the specification names the link, not its words. */
const labelOf = (menu: string, href: string) => {
  const link = menuLinks(menu).find((item) => item.href === href)
  if (!link) throw new Error(namedBySpec(`The ${menu} menu's link to ${href}`, '§2 Header'))
  return link.label
}

test.describe('header', () => {
  test('is transparent at the top and white with a shadow once scrolled more than 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-solid', 'false')
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')
    await scrolledTo(page, 10)
    await expect(header).toHaveAttribute('data-solid', 'false')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-solid', 'true')
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)')
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-solid', 'false')
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('link', { name: homeLink })).toHaveAttribute('href', '/')
  })

  test('menus open and close by keyboard and give focus back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const trigger = page.getByRole('button', { name: 'Conditions' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    const links = menu.getByRole('link')
    const listed = menuLinks('Conditions')
    await expect(links).toHaveCount(listed.length)
    await expect(links.first()).toBeVisible()
    for (const { id } of specConditions) {
      // The menu lists /conditions/migraine where the route table has headache (the spec gives both).
      const href = id === 'headache' ? '/conditions/migraine' : `/conditions/${id}`
      expect(
        listed.map((link) => link.href),
        namedBySpec(`The Conditions menu's link to ${href}`, '§2 Header'),
      ).toContain(href)
    }
    await expect(links.last(), namedBySpec('The link "See All Conditions"', '§2 Header')).toHaveText(
      'See All Conditions',
    )
    await expect(links.last()).toHaveAttribute('href', '/conditions')
    await page.keyboard.press('Tab')
    await expect(links.first()).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await expect(links.first()).toBeHidden()
    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Space')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('a menu closes when the pointer is used elsewhere', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const trigger = page.getByRole('button', { name: 'For Partners' })
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByRole('link', { name: labelOf('For Partners', '/partners/researchers'), exact: true }),
    ).toHaveAttribute('href', '/partners/researchers')
    await page.locator('h1').click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  test('resources menu lists its site links and external sites that open in a new tab', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.getByRole('button', { name: 'Resources' }).click()
    const menu = page
      .locator('[data-dropdown]')
      .filter({ has: page.getByRole('button', { name: 'Resources' }) })
      .getByRole('link')
    const listed = menuLinks('Resources')
    await expect(menu).toHaveCount(listed.length)
    for (const href of ['/neurological-assessments', '/resources/newsletter'])
      await expect(
        menu.filter({ hasText: labelOf('Resources', href) }),
        namedBySpec(`The Resources menu's link to ${href}`, '§2 Header'),
      ).toHaveAttribute('href', href)
    const external = menu.filter({ has: page.locator('.visually-hidden') })
    await expect(external).toHaveCount(listed.filter((link) => link.href.startsWith('https://')).length)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
    }
  })

  test('on a 375 px phone the menu button toggles the menu, menus work inside it, and Escape closes it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const toggle = page.getByRole('button', { name: site.labels.openMenu })
    const nav = page.locator('#site-menu')
    await expect(toggle).toHaveAttribute('aria-controls', 'site-menu')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav).toBeHidden()
    await toggle.click()
    const close = page.getByRole('button', { name: site.labels.closeMenu })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await expect(nav).toBeVisible()
    await nav.getByRole('button', { name: 'Conditions' }).click()
    await expect(
      nav.getByRole('link', { name: labelOf('Conditions', '/conditions/stroke'), exact: true }),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: site.labels.openMenu })).toBeFocused()
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    await nav.getByRole('link', { name: 'Pricing' }).click()
    await page.waitForURL('**/pricing')
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('choosing a link in the phone menu closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    const link = page.locator('#site-menu').getByRole('link', { name: 'About' })
    await link.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault()))
    await link.click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: site.labels.openMenu })).toHaveAttribute('aria-expanded', 'false')
  })
})

test('the skip link is the first stop and leads to the main content', async ({ page }) => {
  await page.goto('/')
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: site.labels.skipLink })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('the footer shows the current year, contact links, social links and legal links', async ({ page }) => {
  await page.goto('/')
  const footer = page.locator('footer')
  await expect(footer.locator('[data-copyright]')).toContainText(String(new Date().getFullYear()))
  // The clinic's phone once; the emergency line's numbers are links of their own.
  const emergencyCalls = await footer.locator('[data-emergency-line] a[href^="tel:"]').count()
  expect(emergencyCalls, 'the footer says the emergency line, with its numbers to dial').toBeGreaterThan(0)
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1 + emergencyCalls)
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1)
  const social = footer.getByRole('list', { name: site.labels.social }).getByRole('link')
  await expect(social).toHaveCount(site.social.length)
  for (const link of await social.all()) await expect(link).toHaveAccessibleName(/.+ on .+/)
  for (const href of ['/privacy', '/terms', '/accessibility'])
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
})

test.describe('not-found page', () => {
  test('an unknown address answers the not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('Page Not Found')
  })

  test('says what happened, offers a way on, and writes the path to the console', async ({ page }) => {
    const lines: string[] = []
    page.on('console', (message) => lines.push(message.text()))
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await expect.poll(() => lines.some((line) => line.includes('/no-such-page'))).toBe(true)
  })

  test('survives odd and very long paths', async ({ request }) => {
    for (const path of ['/%E0%A4%A', '/a/b/c/d/e/f/g', `/${'x'.repeat(3000)}`, '/..%2F..%2Fetc%2Fpasswd']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
    }
  })
})

test.describe('home page', () => {
  test('has the hero, whose Learn More leads on to what the site offers, six feature cards, the call to action, three testimonials and the about teaser', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    const hero = page.locator('main section').first()
    await expect(hero.locator('[data-booking]')).toHaveText('Book Appointment')
    // The specification's "Learn More" did nothing; it takes the visitor on to what the site offers.
    const learnMore = hero.getByRole('link', { name: 'Learn More' })
    const target = decodeURIComponent((await learnMore.getAttribute('href'))!.replace(/^.*#/, ''))
    await learnMore.click()
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport()
    await expect(page.locator(`[id="${target}"]`)).toBeFocused()
    const cards = page.locator('main').getByRole('heading', { level: 3 }).getByRole('link')
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual([
      '/services/assessments',
      '/about/team',
      '/resources',
      '/contact',
      '/services/preventive-care',
      '/research',
    ])
    const testimonials = page.locator('main figure')
    expect(
      await testimonials.count(),
      namedBySpec(`${specCounts.testimonials} testimonials`, '§2 Home'),
    ).toBeGreaterThanOrEqual(specCounts.testimonials)
    for (const caption of await testimonials.locator('figcaption strong').allTextContents())
      expect(caption).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/)
    await expect(page.locator('main a[href="/about"]')).toHaveCount(1)
  })
})

test('pages and assets are sent with the security headers of public/_headers', async ({ request }) => {
  for (const path of ['/', '/no-such-page']) {
    const headers = (await request.get(path)).headers()
    const csp = headers['content-security-policy']
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    // Styles come as files: an inline style (a <style> element or attribute) is refused.
    expect(csp).toMatch(/style-src 'self'(;|$)/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
  }
})

test('text is sent compressed, as a static host sends it, and reads the same', async ({ request }) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'identity' } })
  expect(page.headers()['content-encoding']).toBeUndefined()
  const script = /<script src="([^"]+)"/.exec(await page.text())?.[1]
  expect(script, 'the page script').toMatch(/\.js$/)
  for (const encoding of ['br', 'gzip']) {
    for (const path of ['/', script!]) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } })
      expect(response.headers()['content-encoding'], `${path} with ${encoding}`).toBe(encoding)
      expect(response.headers()['vary']).toContain('Accept-Encoding')
    }
  }
  // The request client decodes the body: the compressed page is the same page.
  expect(await (await request.get('/', { headers: { 'accept-encoding': 'br' } })).text()).toBe(await page.text())
})
