/**
 * Pictures of the site's layouts and parts, compared with the reference pictures beside this file
 * (screenshots.spec.ts-snapshots/), so that a change that moves a layout shows in review. They are
 * taken of a fixture site of their own (tests/fixtures/content/, built into dist-pictures/ by
 * tests/e2e/pictures-fixture.ts), never of the real content: a writer's change never changes them.
 * Text is drawn in the site's own typeface (components/fonts.css) and, for a character it lacks, in
 * a font from npm (@fontsource/dejavu-sans), never the machine's; the browser and fonts the references
 * were made with are recorded in references.json; when they differ from
 * this run's, the test says so instead of showing a diff of font rendering.
 * After a change that moves a layout on purpose: `npm run test:screenshots:update`, look at the new
 * pictures, and commit them with the change.
 */
import { expect, test, type Browser, type CDPSession, type Locator, type Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { readablePages } from '../../lib/built-site'

const root = process.cwd()
const UPDATE = 'npm run test:screenshots:update'
const siteDir = join(root, 'dist-pictures/client')
const fixtureDir = join(root, 'tests/fixtures/content')
const referencesDir = join(root, 'tests/e2e/screenshots.spec.ts-snapshots')
const recordFile = join(referencesDir, 'references.json')

/**
 * The looks of every fixture page: a phone, and a laptop wide enough for the header's full row
 * (--breakpoint-header in components/global.css), in the light scheme; the top of a phone's page in the dark scheme.
 * Every look costs bytes in the repository, so the pages' pictures stop at `height`.
 */
const pageLooks = [
  { width: 375, scheme: 'light', height: 2000 },
  { width: 1280, scheme: 'light', height: 1500 },
  { width: 375, scheme: 'dark', height: 1200 },
] as const
/** The parts of /parts, each pictured whole, on its own: in one column on a phone, in the widest grid, and in the dark scheme. */
const partLooks = [
  { width: 375, scheme: 'light' },
  { width: 1280, scheme: 'light' },
  { width: 375, scheme: 'dark' },
] as const
type Look = { width: number; scheme: 'light' | 'dark' }
/** The fixture page whose sections (anchors starting `part-`) hold one placeable part each; its own page pictures would repeat them. */
const PARTS_ROUTE = '/parts'

// ---- The fonts: the site's typeface, then DejaVu Sans from npm in place of the machine's fallbacks, in these pictures only ----

/** The site's typeface, as components/fonts.css names it; its files come with the build. */
const SITE_FAMILY = 'Atkinson Hyperlegible Next'
const sitePackage = '@fontsource-variable/atkinson-hyperlegible-next'

const fontPackage = '@fontsource/dejavu-sans'
const fontDir = join(root, 'node_modules', fontPackage)
const FONT_FAMILY = 'Layout Pictures Sans'
const FONT_PATH = '/__layout-pictures-font/'
const fontFiles = readdirSync(join(fontDir, 'files'))
  .filter((file) => file.endsWith('.woff2'))
  .sort()
const fontCss = [
  ...fontFiles.map((file) => {
    const [, weight, style] = /-(\d{3})-(normal|italic)\.woff2$/.exec(file) ?? []
    return `@font-face { font-family: '${FONT_FAMILY}'; font-weight: ${weight}; font-style: ${style}; font-display: block; src: url('${FONT_PATH}${file}') format('woff2'); }`
  }),
  // Every element, form fields included: a field's own default font is the machine's.
  `*, *::before, *::after { font-family: '${SITE_FAMILY}', '${FONT_FAMILY}' !important; }`,
].join('\n')

/** The browser, system and fonts that drew the pictures; the references are only comparable with pictures drawn by the same. */
interface Drawing {
  browser: string
  system: string
  fonts: string
}

function fontSet(): string {
  return [sitePackage, fontPackage]
    .map((name) => {
      const dir = join(root, 'node_modules', name)
      const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }
      const files = readdirSync(join(dir, 'files'))
        .filter((file) => file.endsWith('.woff2'))
        .sort()
      const hash = createHash('sha256')
      for (const file of files) hash.update(file).update(readFileSync(join(dir, 'files', file)))
      return `${name} ${version} (${files.length} files; sha256 ${hash.digest('hex').slice(0, 16)})`
    })
    .join('; ')
}

function thisDrawing(browser: Browser): Drawing {
  return { browser: `${browser.browserType().name()} ${browser.version()}`, system: process.platform, fonts: fontSet() }
}

function differences(recorded: Drawing, current: Drawing): string[] {
  return (['browser', 'system', 'fonts'] as const)
    .filter((key) => recorded[key] !== current[key])
    .map((key) => `  ${key}: the references were made with ${recorded[key]}; this run has ${current[key]}`)
}

// Only `--update-snapshots=all` or `=changed` (the update command) makes new references.
const updating = () => ['all', 'changed'].includes(test.info().config.updateSnapshots)

test.use({ reducedMotion: 'reduce' })

// ---- The fixture site's pages ----

/** Every page of the fixture site (not its forwarding pages), and an unknown address for the not-found page. */
function fixtureRoutes(): string[] {
  if (!existsSync(siteDir)) return []
  return [...readablePages(siteDir).map((page) => page.route), '/no-such-page']
}

/** The fixture file a page is made from, for failure messages. */
function fixtureFileOf(route: string): string {
  const candidates =
    route === '/'
      ? ['pages/home.mdx']
      : route === '/no-such-page'
        ? ['pages/not-found.mdx']
        : [`pages${route}.mdx`, `pages${route}/index.mdx`, route.replace(/^\/conditions\//, 'conditions/') + '.mdx']
  const found = candidates.find((file) => existsSync(join(fixtureDir, file)))
  if (found) return `tests/fixtures/content/${found}`
  return route.startsWith('/resources/blog/') ? 'a post of tests/fixtures/content/posts/' : 'tests/fixtures/content/'
}

const pictureName = (route: string) =>
  route === '/' ? 'home' : route === '/no-such-page' ? 'not-found' : route.slice(1).replace(/\//g, '-')

async function show(page: Page, route: string, { width, scheme }: Look, height = 900) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
  await page.setViewportSize({ width, height })
  await page.goto(route)
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  // Pictures below the fold load lazily; load them all, and every face of the font, so every run shows the same page.
  await page.evaluate(
    async (families) => {
      const images = Array.from(document.images)
      for (const image of images) image.loading = 'eager'
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      await Promise.all(
        [...document.fonts]
          .filter((face) => families.includes(face.family.replace(/["']/g, '')))
          .map((face) => face.load()),
      )
      await document.fonts.ready
    },
    [SITE_FAMILY, FONT_FAMILY],
  )
}

/** Serves the pinned font to the page and makes it the font of every element, before the page's own code runs. */
async function pinFont(page: Page) {
  await page.route(`**${FONT_PATH}*`, (route) => {
    const file = new URL(route.request().url()).pathname.slice(FONT_PATH.length)
    if (!fontFiles.includes(file)) return route.fulfill({ status: 404 })
    return route.fulfill({ path: join(fontDir, 'files', file), contentType: 'font/woff2' })
  })
  await page.addInitScript((css) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, fontCss)
}

interface DomNode {
  nodeId: number
  nodeType: number
  nodeName: string
  nodeValue: string
  attributes?: string[]
  children?: DomNode[]
  pseudoElements?: DomNode[]
}

/** Text on the page that the browser drew in a font of the machine (a character the pinned font lacks), with where. */
async function machineFonts(cdp: CDPSession): Promise<string[]> {
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root: document } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode }
  const found: string[] = []
  const visit = async (node: DomNode) => {
    const hasText = node.children?.some((child) => child.nodeType === 3 && child.nodeValue.trim())
    if ((node.nodeType === 1 && hasText) || node.nodeName.startsWith('::')) {
      const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as {
        fonts: { familyName: string; isCustomFont: boolean }[]
      }
      const text = (node.children ?? [])
        .map((child) => child.nodeValue)
        .join('')
        .trim()
        .slice(0, 60)
      for (const font of fonts)
        if (!font.isCustomFont) found.push(`"${font.familyName}" for <${node.nodeName.toLowerCase()}> "${text}"`)
    }
    for (const child of [...(node.pseudoElements ?? []), ...(node.children ?? [])]) await visit(child)
  }
  await visit(document)
  return found
}

const howToUpdate = `If the change is on purpose, run \`${UPDATE}\`, look at the pictures that changed, and commit them with the change.`
const screenshotOptions = (page: Page) => ({
  animations: 'disabled' as const,
  caret: 'hide' as const,
  // The copyright line shows the current year.
  mask: [page.locator('[data-copyright]')],
  maxDiffPixelRatio: 0.001,
})

/**
 * Shows `part` alone at the top of the page, without the header that would cover it: its picture
 * then shows that part only, never a shift of its text's pixels because a part above it changed.
 */
async function alone(part: Locator) {
  // A sheet built by script, as the site's policy refuses inline <style> elements.
  await part.page().evaluate(() => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(
      '[data-site-header] { visibility: hidden !important; } [data-picture-hidden] { display: none !important; }',
    )
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  })
  await part.evaluate((target) => {
    for (const hidden of document.querySelectorAll('[data-picture-hidden]'))
      hidden.removeAttribute('data-picture-hidden')
    for (let node: Element = target; node.parentElement && node.tagName !== 'MAIN'; node = node.parentElement) {
      for (const sibling of node.parentElement.children)
        if (sibling !== node) sibling.setAttribute('data-picture-hidden', '')
    }
  })
}

test('the fixture content places every part that WRITING.md lists', () => {
  const guide = readFileSync(join(root, 'WRITING.md'), 'utf8')
  const partsSection = guide.slice(guide.indexOf('## Parts you can place in a page'))
  const parts = [...partsSection.matchAll(/^### (.+)$/gm)].flatMap(([, heading]) =>
    heading
      .replace(/\(.*\)/, '')
      .split(/,| and /)
      .map((name) => name.trim()),
  )
  expect(
    parts.length,
    'WRITING.md has a section "Parts you can place in a page" with one heading per part',
  ).toBeGreaterThan(0)
  const texts: string[] = []
  const read = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) read(path)
      else if (name.endsWith('.mdx')) texts.push(readFileSync(path, 'utf8'))
    }
  }
  read(fixtureDir)
  const missing = parts.filter((part) => !texts.some((text) => new RegExp(`<${part}[\\s/>]`).test(text)))
  expect(
    missing,
    `parts WRITING.md lists that no page of tests/fixtures/content/ places (add each to pages/parts.mdx, or to the page it belongs on, and run \`${UPDATE}\`)`,
  ).toEqual([])
})

// The pictures, each compared only with references drawn by this browser and these fonts.
test.describe('pictures', () => {
  test.beforeAll(({ browser }) => {
    if (!existsSync(join(siteDir, 'index.html')))
      throw new Error(
        `No fixture site in dist-pictures/client: run \`npm run test:e2e\` (which builds it) or \`${UPDATE}\`.`,
      )
    const current = thisDrawing(browser)
    if (updating()) {
      mkdirSync(referencesDir, { recursive: true })
      writeFileSync(recordFile, `${JSON.stringify(current, null, 2)}\n`)
      return
    }
    if (!existsSync(recordFile))
      throw new Error(
        `No record of the browser and fonts the reference pictures were made with (${relative(root, recordFile)}). Make the references with \`${UPDATE}\`.`,
      )
    const recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as Drawing
    const changed = differences(recorded, current)
    if (changed.length) {
      throw new Error(
        [
          'The reference pictures were drawn by another browser, system or font set than this run, so comparing them would show differences of text rendering, not of layout:',
          ...changed,
          `Run \`${UPDATE}\` with this browser, look at the pictures that changed, and commit them with references.json; or run the tests with the browser the references name (CHROMIUM_PATH).`,
        ].join('\n'),
      )
    }
  })

  for (const route of fixtureRoutes().filter((route) => route !== PARTS_ROUTE)) {
    test(`${route} looks as its reference pictures`, async ({ page }) => {
      await pinFont(page)
      const cdp = await page.context().newCDPSession(page)
      for (const [index, look] of pageLooks.entries()) {
        await show(page, route, look)
        if (index === 0) {
          const machine = await machineFonts(cdp)
          expect(
            machine,
            `${route}: text drawn in the machine's fonts, not the site's typeface or the pinned ${fontPackage}: use characters they have in tests/fixtures/content/`,
          ).toEqual([])
        }
        const height = Math.min(look.height, await page.evaluate(() => document.documentElement.scrollHeight))
        const name = `${pictureName(route)}-${look.width}-${look.scheme}.png`
        await expect
          .soft(
            page,
            `The fixture page ${route} (${fixtureFileOf(route)}) at ${look.width} px in the ${look.scheme} scheme differs from its reference picture ${name}. ${howToUpdate}`,
          )
          .toHaveScreenshot(name, {
            ...screenshotOptions(page),
            fullPage: true,
            clip: { x: 0, y: 0, width: look.width, height },
          })
      }
    })
  }

  for (const look of partLooks) {
    test(`each part of ${PARTS_ROUTE} looks as its reference picture at ${look.width} px in the ${look.scheme} scheme`, async ({
      page,
    }) => {
      await pinFont(page)
      await show(page, PARTS_ROUTE, look)
      if (look === partLooks[0]) {
        const machine = await machineFonts(await page.context().newCDPSession(page))
        expect(
          machine,
          `${PARTS_ROUTE}: text drawn in the machine's fonts, not the site's typeface or the pinned ${fontPackage}: use characters they have in tests/fixtures/content/`,
        ).toEqual([])
      }
      const sections = page.locator('main section[aria-labelledby^="part-"]')
      const anchors = await sections.evaluateAll((found) =>
        found.map((section) => section.getAttribute('aria-labelledby')!),
      )
      expect(
        anchors.length,
        `${PARTS_ROUTE} (tests/fixtures/content/pages/parts.mdx) holds sections whose anchors start with "part-"`,
      ).toBeGreaterThan(0)
      for (const anchor of anchors) {
        const section = page.locator(`main section[aria-labelledby="${anchor}"]`)
        await alone(section)
        const title = (await page.locator(`[id="${anchor}"]`).innerText()).trim()
        const name = `${anchor}-${look.width}-${look.scheme}.png`
        await expect
          .soft(
            section,
            `The part "${title}" of the fixture page ${PARTS_ROUTE} (tests/fixtures/content/pages/parts.mdx, section ${anchor}) at ${look.width} px in the ${look.scheme} scheme differs from its reference picture ${name}. ${howToUpdate}`,
          )
          .toHaveScreenshot(name, screenshotOptions(page))
      }
    })
  }

  /** What a part shows only once it is used: each state pictured where the fixture places the part. */
  const states: {
    name: string
    route: string
    look: Look
    what: string
    act: (page: Page) => Promise<Locator | undefined>
  }[] = [
    {
      name: 'state-menu-open',
      route: '/',
      look: { width: 375, scheme: 'light' },
      what: "the header's menu, opened by its button",
      act: async (page) => {
        await page.locator('[data-menu-toggle]').click()
        await expect(page.locator('#site-menu')).toBeVisible()
        return undefined
      },
    },
    {
      name: 'state-submenu-open',
      route: '/',
      look: { width: 1280, scheme: 'light' },
      what: "the header's first menu with items, opened",
      act: async (page) => {
        await page.locator('[data-site-header] nav button[aria-expanded]').first().click()
        await expect(page.locator('[data-site-header] nav button[aria-expanded="true"]')).toHaveCount(1)
        return undefined
      },
    },
    {
      name: 'state-question-open',
      route: PARTS_ROUTE,
      look: { width: 375, scheme: 'light' },
      what: 'the accordion of the part "Accordion" with its last question open',
      act: async (page) => {
        const section = page.locator('main section[aria-labelledby="part-accordion"]')
        // The question's button says whether it is open once its island has woken; a click before that is replayed.
        const question = section.getByRole('button').last()
        await question.click()
        await expect(question).toHaveAttribute('aria-expanded', 'true')
        return section
      },
    },
    {
      name: 'state-tab-chosen',
      route: PARTS_ROUTE,
      look: { width: 375, scheme: 'light' },
      what: 'the part "Tabs" with its second tab chosen',
      act: async (page) => {
        const section = page.locator('main section[aria-labelledby="part-tabs"]')
        const tab = section.getByRole('tab').nth(1)
        await tab.click()
        await expect(tab).toHaveAttribute('aria-selected', 'true')
        return section
      },
    },
    {
      name: 'state-notification',
      route: PARTS_ROUTE,
      look: { width: 375, scheme: 'light' },
      what: 'the notification a coming-soon button shows (part "Buttons")',
      act: async (page) => {
        await page.locator('main section[aria-labelledby="part-buttons"] button').last().click()
        const toast = page.locator('[data-toast]')
        await expect(toast).toHaveCount(1)
        return toast
      },
    },
  ]

  for (const state of states) {
    test(`${state.what} looks as its reference picture`, async ({ page }) => {
      await pinFont(page)
      await show(page, state.route, state.look)
      const target = await state.act(page)
      if (target) await alone(target)
      const name = `${state.name}-${state.look.width}-${state.look.scheme}.png`
      const message = `${state.what} on the fixture page ${state.route} (${fixtureFileOf(state.route)}) at ${state.look.width} px in the ${state.look.scheme} scheme differs from its reference picture ${name}. ${howToUpdate}`
      if (target) await expect(target, message).toHaveScreenshot(name, screenshotOptions(page))
      else await expect(page, message).toHaveScreenshot(name, screenshotOptions(page))
    })
  }

  test('every reference picture is one this test takes', () => {
    const parts = [
      ...readFileSync(join(siteDir, PARTS_ROUTE.slice(1), 'index.html'), 'utf8').matchAll(
        /<section[^>]* aria-labelledby="(part-[^"]+)"/g,
      ),
    ].map(([, anchor]) => anchor)
    const taken = new Set([
      ...fixtureRoutes()
        .filter((route) => route !== PARTS_ROUTE)
        .flatMap((route) => pageLooks.map((look) => `${pictureName(route)}-${look.width}-${look.scheme}.png`)),
      ...parts.flatMap((anchor) => partLooks.map((look) => `${anchor}-${look.width}-${look.scheme}.png`)),
      ...states.map((state) => `${state.name}-${state.look.width}-${state.look.scheme}.png`),
    ])
    const stale = readdirSync(referencesDir).filter((file) => file.endsWith('.png') && !taken.has(file))
    // A page or part removed from the fixture leaves its pictures behind: the update removes them.
    if (updating()) for (const file of stale) unlinkSync(join(referencesDir, file))
    else
      expect(
        stale,
        `reference pictures of no page, part or state of the fixture site: run \`${UPDATE}\`, which removes them`,
      ).toEqual([])
  })
})
