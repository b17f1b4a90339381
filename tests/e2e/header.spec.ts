import { expect, test, type Locator, type Page } from '@playwright/test'
import { menuLinks, published, site } from '../content'
import { scrolledTo } from './page-rules'

/**
 * The header is plain HTML from the server, run by renderer/client/header.ts without React; only
 * the search inside it is an island. These tests cover what that script does beyond layout.spec.ts.
 */

async function open(page: Page, width: number, path = '/') {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
}

/** True when React has rendered or hydrated the element (it leaves its own properties on the node). */
function reactOwns(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))
}

test('the page sends the header as plain HTML, not an island; its search is an island that wakes on first use', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/conditions/stroke')).text()
  expect(html).not.toContain('data-island="Header"')
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'))
  expect(
    Array.from(header.matchAll(/data-island="(\w+)" data-when="(\w+)"/g), (match) => `${match[1]} ${match[2]}`),
  ).toEqual(['SiteSearch interaction'])

  await open(page, 1280, '/conditions/stroke')
  expect(await reactOwns(page.locator('header'))).toBe(false)
  expect(await reactOwns(page.getByRole('button', { name: 'Conditions' }))).toBe(false)
  const conditions = page.getByRole('button', { name: 'Conditions' })
  await conditions.click()
  await expect(conditions).toHaveAttribute('aria-expanded', 'true')
})

test.describe('solid background', () => {
  test('turns solid after 11 px of scrolling, not 10, and back at the top', async ({ page }) => {
    await open(page, 1280)
    const header = page.locator('header').first()
    for (const [y, solid] of [
      [10, 'false'],
      [11, 'true'],
      [400, 'true'],
      [0, 'false'],
    ] as const) {
      await page.evaluate((top) => window.scrollTo(0, top), y)
      await expect(header, `scrolled ${y} px`).toHaveAttribute('data-solid', solid)
    }
  })

  test('a page that opens already scrolled has a solid header at once', async ({ page }) => {
    await open(page, 1280, '/conditions/stroke#treatment')
    // The tabs open the treatment tab as they wake and scroll to it in the next frame.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(10)
    await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
  })

  test('the open phone menu keeps the header solid at the top of the page', async ({ page }) => {
    await open(page, 375)
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-solid', 'false')
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    await expect(header).toHaveAttribute('data-solid', 'true')
    await scrolledTo(page, 400)
    await scrolledTo(page, 0)
    await expect(header).toHaveAttribute('data-solid', 'true')
    await page.getByRole('button', { name: site.labels.closeMenu }).click()
    await expect(header).toHaveAttribute('data-solid', 'false')
  })
})

test.describe('phone menu', () => {
  test('the button names what it does and shows the matching icon', async ({ page }) => {
    await open(page, 375)
    const toggle = page.locator('[data-menu-toggle]')
    const menuIcon = toggle.locator('svg.lucide-menu')
    const closeIcon = toggle.locator('svg.lucide-x')
    await expect(toggle).toHaveAccessibleName(site.labels.openMenu)
    await expect(menuIcon).toBeVisible()
    await expect(closeIcon).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAccessibleName(site.labels.closeMenu)
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menuIcon).toBeHidden()
    await expect(closeIcon).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAccessibleName(site.labels.openMenu)
    await expect(menuIcon).toBeVisible()
    await expect(closeIcon).toBeHidden()
  })

  test('Escape closes it from anywhere in it and gives focus back to the button', async ({ page }) => {
    await open(page, 375)
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    const nav = page.locator('#site-menu')
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: 'Pricing' }).focus()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    const toggle = page.getByRole('button', { name: site.labels.openMenu })
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    // With the menu closed, Escape does nothing to it.
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('the page dims under it, and a tap outside it closes it', async ({ page }) => {
    await open(page, 375)
    const toggle = page.getByRole('button', { name: site.labels.openMenu })
    const backdrop = page.locator('[data-menu-backdrop]')
    await expect(backdrop).toBeHidden()
    await toggle.click()
    const nav = page.locator('#site-menu')
    await expect(nav).toBeVisible()
    await expect(backdrop).toBeVisible()
    // A tap below the menu, on the dimmed page: it closes the menu and follows nothing underneath.
    const menuBottom = (await nav.boundingBox())!
    const viewport = page.viewportSize()!
    expect(menuBottom.y + menuBottom.height).toBeLessThan(viewport.height - 20)
    await page.mouse.click(viewport.width / 2, viewport.height - 10)
    await expect(nav).toBeHidden()
    await expect(backdrop).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('choosing a link in one of its dropdowns closes the dropdown and the menu', async ({ page }) => {
    await open(page, 375)
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    const nav = page.locator('#site-menu')
    await nav.getByRole('button', { name: 'For Partners' }).click()
    const link = nav.getByRole('link', {
      name: menuLinks('For Partners').find((item) => item.href === '/partners/researchers')!.label,
      exact: true,
    })
    await link.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault()))
    await link.click()
    await expect(nav).toBeHidden()
    // Hidden with the menu now, so found by what it controls rather than by its role.
    await expect(page.locator('[aria-controls="menu-for-partners"]')).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: site.labels.openMenu })).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('dropdowns', () => {
  test('arrow keys, Home and End move through the list and wrap round', async ({ page }) => {
    await open(page, 1280)
    const trigger = page.getByRole('button', { name: 'For Partners' })
    const links = page.locator('#menu-for-partners a')
    const count = menuLinks('For Partners').length
    expect(
      count,
      'the For Partners menu of content/navigation.yaml needs two links or more for this test',
    ).toBeGreaterThan(1)
    await expect(links).toHaveCount(count)
    const last = count - 1
    await trigger.focus()
    // Down arrow on the closed button opens the list and moves to its first link.
    await page.keyboard.press('ArrowDown')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(links.nth(1)).toBeFocused()
    for (let step = 1; step < count; step++) await page.keyboard.press('ArrowDown')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(links.nth(last)).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(links.nth(last - 1)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('End')
    await expect(links.nth(last)).toBeFocused()
    // The arrows do not scroll the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // Up arrow on the button of an open list goes to its last link.
    await trigger.focus()
    await page.keyboard.press('ArrowUp')
    await expect(links.nth(last)).toBeFocused()
  })

  test('Up arrow, Home and End do nothing on a closed button', async ({ page }) => {
    await open(page, 1280)
    const trigger = page.getByRole('button', { name: 'For Partners' })
    await trigger.focus()
    for (const key of ['ArrowUp', 'Home', 'End']) {
      await page.keyboard.press(key)
      await expect(trigger, key).toHaveAttribute('aria-expanded', 'false')
      await expect(trigger, key).toBeFocused()
    }
  })

  test('Tab past the last link closes the list; Shift+Tab back to its button keeps it open', async ({ page }) => {
    await open(page, 1280)
    const trigger = page.getByRole('button', { name: 'For Partners' })
    const links = page.locator('#menu-for-partners a')
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('End')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(links.nth(2)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(links.nth(2)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Resources' })).toBeFocused()
  })

  test('opening one closes another, and a choice closes it', async ({ page }) => {
    await open(page, 1280)
    const partners = page.getByRole('button', { name: 'For Partners' })
    const resources = page.getByRole('button', { name: 'Resources' })
    await partners.click()
    await expect(partners).toHaveAttribute('aria-expanded', 'true')
    await resources.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'true')
    await expect(partners).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#menu-for-partners')).toBeHidden()
    const link = page.locator('#menu-resources').getByRole('link', {
      name: menuLinks('Resources').find((item) => item.href === '/resources/newsletter')!.label,
      exact: true,
    })
    await link.evaluate((el) => el.addEventListener('click', (event) => event.preventDefault()))
    await link.click()
    await expect(resources).toHaveAttribute('aria-expanded', 'false')
    await expect(page.locator('#menu-resources')).toBeHidden()
  })
})

test.describe('search', () => {
  test("loads Pagefind's code and index only once it opens", async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/pagefind/')) requested.push(request.url())
    })
    await open(page, 1280, '/conditions/stroke')
    await page.waitForLoadState('networkidle')
    // Using the rest of the header is not opening the search.
    await page.getByRole('button', { name: 'Conditions' }).click()
    await page.keyboard.press('Escape')
    expect(requested).toEqual([])
    await page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }).click()
    await expect(page.getByRole('searchbox', { name: site.labels.searchField })).toBeFocused()
    await expect.poll(() => requested.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true)
  })

  test('"/" on a phone opens the menu and the search, ready to type', async ({ page }) => {
    await open(page, 375)
    await page.locator('body').press('/')
    await expect(page.getByRole('button', { name: site.labels.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    const field = page.getByRole('searchbox', { name: site.labels.searchField })
    await expect(field).toBeFocused()
    // Escape closes the search first, then the menu.
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await expect(
      page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }),
    ).toBeFocused()
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(page.getByRole('button', { name: site.labels.openMenu })).toBeFocused()
  })

  test("a phone's search button opens the search in one tap, alone in the menu, with its field and first results in the top half of the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 667 })
    await page.goto('/conditions/stroke')
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    // In the bar beside booking and the menu button, as the search of a phone's header.
    const bar = page.locator('[data-site-header] > div')
    await bar.getByRole('button', { name: site.labels.search, exact: true }).click()
    const field = page.getByRole('searchbox', { name: site.labels.searchField })
    await expect(field).toBeFocused()
    await expect(page.getByRole('button', { name: site.labels.closeMenu })).toHaveAttribute('aria-expanded', 'true')
    // Nothing else of the menu shows: the field stays at the top, where a phone's keyboard does not cover it.
    await expect(page.locator('#site-menu').getByRole('link')).toHaveCount(0)
    await field.pressSequentially(published('conditions')[0].name)
    const first = page.locator('#site-search a').first()
    await expect(first).toBeVisible()
    const fieldBox = (await field.boundingBox())!
    expect(fieldBox.y + fieldBox.height, 'the field in the top half of the screen, above the keyboard').toBeLessThan(
      667 / 2,
    )
    expect((await first.boundingBox())!.y, 'the first result starts in the top half of the screen').toBeLessThan(
      667 / 2,
    )
    // The menu button closes it; opened again, the menu shows all its links.
    await page.getByRole('button', { name: site.labels.closeMenu }).click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await page.getByRole('button', { name: site.labels.openMenu }).click()
    await expect(page.locator('#site-menu').getByRole('link').first()).toBeVisible()
  })

  test('Escape pressed the moment the search wakes closes the search, not the menu', async ({ page }) => {
    await open(page, 375)
    // The instant the island counts as awake, before the browser runs anything else, Escape is pressed
    // in the field: the search must already own the panel it took over.
    await page.evaluate(() => {
      const island = document.querySelector('[data-island="SiteSearch"]')!
      new MutationObserver((_, observer) => {
        if (!island.hasAttribute('data-awake')) return
        observer.disconnect()
        document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      }).observe(island, { attributes: true })
    })
    await page.locator('body').press('/')
    await expect(page.locator('[data-island="SiteSearch"]')).toHaveAttribute('data-awake', '')
    await expect(page.getByRole('searchbox', { name: site.labels.searchField })).toBeHidden()
    await expect(
      page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }),
    ).toBeFocused()
    await expect(page.locator('#site-menu')).toBeVisible()
  })

  test('"/" typed into a field is a character, not the shortcut', async ({ page }) => {
    await open(page, 1280)
    await page.locator('#site-menu').getByRole('button', { name: site.labels.search, exact: true }).click()
    const field = page.getByRole('searchbox', { name: site.labels.searchField })
    await field.pressSequentially('a/b')
    await expect(field).toHaveValue('a/b')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the phone menu and the dropdowns open while focus is in them, and the button shows the menu icon', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const toggle = page.locator('[data-menu-toggle]')
    await expect(toggle.locator('svg.lucide-menu')).toBeVisible()
    await expect(toggle.locator('svg.lucide-x')).toBeHidden()
    await expect(page.locator('#site-menu')).toBeHidden()
    // The search needs scripts: its button in the bar is not there to press.
    await expect(page.locator('[data-search-open]')).toBeHidden()
    await toggle.focus()
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Conditions' }).focus()
    await expect(page.locator('#menu-conditions').getByRole('link').first()).toBeVisible()
  })
})
