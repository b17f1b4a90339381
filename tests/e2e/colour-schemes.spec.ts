/**
 * The visitor's colour settings: a dark page when the system asks for one (light sensitivity is a
 * symptom of migraine), from the first paint and without JavaScript, and in forced colours (Windows'
 * high contrast) every state that colour alone showed keeps a visible frame. The axe checks of every
 * page in each scheme are in accessibility.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test'
import { palettes } from '../styles'
import { parts, published } from '../content'

/** The contrast ratio of two computed colours ("rgb(r, g, b)"), as WCAG defines it. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`

test.describe('dark scheme', () => {
  test('a dark system setting gives a dark page from the first paint, with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false })
    const page = await context.newPage()
    // The HTML as sent: the dark palette is in a stylesheet the <head> links, so it applies before anything paints.
    const html = await (await page.request.get('/')).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const sheets = await Promise.all(
      Array.from(head.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g), async ([, href]) =>
        (await page.request.get(href)).text(),
      ),
    )
    expect(sheets.join('\n')).toMatch(/prefers-color-scheme: ?dark/)
    expect(sheets.join('\n')).toContain(`--color-surface:${palettes.dark['--color-surface']}`)
    await page.goto('/conditions/stroke')
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }))
    expect(colours).toEqual({
      background: rgb(palettes.dark['--color-surface']),
      text: rgb(palettes.dark['--color-text']),
      scheme: 'light dark',
    })
    await context.close()
  })

  test('the light scheme keeps the colours the site was designed with', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const colours = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }))
    expect(colours).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(31, 41, 55)' })
  })

  test('adds no script: the same scripts load in both schemes', async ({ browser }) => {
    const scriptsIn = async (colorScheme: 'light' | 'dark') => {
      const context = await browser.newContext({ colorScheme })
      const page = await context.newPage()
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      await context.close()
      return scripts.sort()
    }
    expect(await scriptsIn('dark')).toEqual(await scriptsIn('light'))
  })

  test('the urgent-help card and the emergency notice stay unmistakable: heavy frames that stand out from the page', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/conditions/stroke')
    const page_ = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    for (const selector of ['[data-urgent-help]', '[data-emergency]']) {
      const frame = await page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element)
          return {
            width: Number.parseFloat(style.borderTopWidth),
            colour: style.borderTopColor,
            inside: style.backgroundColor,
          }
        })
      expect(frame.width, selector).toBeGreaterThanOrEqual(3)
      expect(contrast(frame.colour, page_), `${selector}: its frame against the page`).toBeGreaterThanOrEqual(4.5)
      expect(contrast(frame.colour, frame.inside), `${selector}: its frame against its inside`).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  })
})

test.describe('the first paint', () => {
  // The pages a visitor opens most, whatever content holds: home and every condition's page.
  const opened = ['/', ...published('conditions').flatMap((condition) => condition.address ?? [])]
  test("opens in the page's colours: nothing fades into them, even when the stylesheet comes after the scripts", async ({
    browser,
  }) => {
    test.setTimeout(30_000 + opened.length * 10_000)
    const faded: string[] = []
    for (const address of opened) {
      const context = await browser.newContext({ viewport: { width: 375, height: 700 } })
      await context.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { transitionsSeen: seen })
        document.addEventListener(
          'transitionstart',
          (event) => seen.push(`${(event.target as Element).outerHTML.slice(0, 80)}: ${event.propertyName}`),
          true,
        )
      })
      // The stylesheet held back until the page's first script has run.
      let letStylesIn = () => {}
      const stylesLetIn = new Promise<void>((done) => (letStylesIn = done))
      await context.route('**/*.css', async (route) => {
        await stylesLetIn
        await route.continue()
      })
      const page = await context.newPage()
      const loaded = page.goto(address, { waitUntil: 'load' })
      await page.waitForSelector('html.js', { state: 'attached' })
      letStylesIn()
      await loaded
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
      // Longer than any colour transition of the site.
      await page.waitForTimeout(500)
      const seen = await page.evaluate(() => (window as unknown as { transitionsSeen: string[] }).transitionsSeen)
      faded.push(...seen.map((transition) => `${address}: ${transition}`))
      await context.close()
    }
    expect(faded).toEqual([])
  })
})

test.describe('forced colours', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  async function open(page: Page, route: string) {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto(route)
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true)
  }

  /** The widest visible frame of an element: its outline, or its thickest border. */
  const frameOf = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element)
        const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth)
        const borders = (['Top', 'Right', 'Bottom', 'Left'] as const).map((side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'none'
            ? 0
            : Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)),
        )
        return Math.max(outline, ...borders)
      })

  test('focus rings show', async ({ page }) => {
    await open(page, '/')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await frameOf(page, ':focus')).toBeGreaterThanOrEqual(2)
  })

  test('cards keep their borders', async ({ page }) => {
    await open(page, '/')
    expect(await frameOf(page, 'main li:has(> h3 a)')).toBeGreaterThanOrEqual(1)
    await open(page, '/conditions')
    expect(await frameOf(page, 'main article')).toBeGreaterThanOrEqual(1)
  })

  test('the selected tab is framed and the others are not', async ({ page }) => {
    await open(page, '/resources')
    expect(await frameOf(page, '[role="tab"][aria-selected="true"]')).toBeGreaterThanOrEqual(2)
    expect(await frameOf(page, '[role="tab"][aria-selected="false"]')).toBe(0)
    await page
      .getByRole('tab', {
        name: parts('resources', 'TabPanel').find((panel) => panel.id === 'faq')!.label,
        exact: true,
      })
      .click()
    expect(await frameOf(page, '[role="tab"][aria-selected="true"]')).toBeGreaterThanOrEqual(2)
  })

  test('an open question is marked by a bar, a closed one is not', async ({ page }) => {
    await open(page, '/neurological-assessments')
    const question = page.locator('main button[aria-controls$="-answer"]').first()
    const item = question.locator('xpath=../..')
    const bar = () => item.evaluate((element) => Number.parseFloat(getComputedStyle(element).borderLeftWidth) || 0)
    expect(await bar()).toBe(0)
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
    expect(await bar()).toBeGreaterThanOrEqual(3)
  })

  test('the urgent-help card, the emergency notice and their call links keep heavy frames', async ({ page }) => {
    await open(page, '/conditions/stroke')
    expect(await frameOf(page, '[data-urgent-help]')).toBeGreaterThanOrEqual(3)
    expect(await frameOf(page, '[data-emergency]')).toBeGreaterThanOrEqual(3)
    expect(await frameOf(page, '[data-urgent-help] :is(h2, h3)')).toBeGreaterThanOrEqual(3)
    expect(await frameOf(page, '[data-urgent-help] [data-call="emergency"]')).toBeGreaterThanOrEqual(2)
    expect(await frameOf(page, '[data-emergency] a[href^="tel:"]')).toBeGreaterThanOrEqual(2)
  })
})
