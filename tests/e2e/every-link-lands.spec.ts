/**
 * Every address the site links to lands on a page: a crawl of the built site as a host serves it
 * (host rules applied), from the home page, following every link and picture, checks that no
 * internal address answers the not-found page, and that every #anchor (a link's own, or one a redirect
 * adds) names an element of the page it lands on. A page nothing links to is a warning of the check. Old addresses forward to the part of the page they name, by the host's rule and by
 * the prerendered forwarding page alike.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { Parser } from 'htmlparser2'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import { prerenderedRoutes } from './built-site'

const ORIGIN = 'http://127.0.0.1'

interface Landing {
  /** The address the request ended at, after every redirect. */
  path: string
  status: number
  /** The anchor that the last redirect named, if any. */
  hash: string
  html: string
}

/** The ids and the addresses of links and pictures of a page. */
function read(html: string): { ids: Set<string>; links: string[]; pictures: string[] } {
  const ids = new Set<string>()
  const links: string[] = []
  const pictures: string[] = []
  const parser = new Parser({
    onopentag(name, attribs) {
      if (attribs.id) ids.add(attribs.id)
      if ((name === 'a' || name === 'area') && attribs.href) links.push(attribs.href)
      if ((name === 'img' || name === 'source') && attribs.src) pictures.push(attribs.src)
      for (const candidate of (attribs.srcset ?? '').split(','))
        if (candidate.trim()) pictures.push(candidate.trim().split(/\s+/)[0])
    },
  })
  parser.end(html)
  return { ids, links, pictures }
}

/** Requests `path`, following the host's redirects one by one, so the anchor a redirect names is kept. */
async function land(request: APIRequestContext, path: string): Promise<Landing> {
  let at = path
  let hash = ''
  for (let hops = 0; hops < 10; hops++) {
    const response = await request.get(at, { maxRedirects: 0 })
    const location = response.headers().location
    if (response.status() >= 300 && response.status() < 400 && location) {
      const next = new URL(location, `${ORIGIN}${at}`)
      at = `${next.pathname}${next.search}`
      hash = next.hash.slice(1) || hash
      continue
    }
    const type = response.headers()['content-type'] ?? ''
    return { path: at, status: response.status(), hash, html: type.includes('text/html') ? await response.text() : '' }
  }
  throw new Error(`${path} redirects more than 10 times`)
}

const routeOf = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

test('a crawl from the home page finds no link, picture or anchor that lands nowhere', async ({ request }) => {
  test.setTimeout(180_000)
  const problems: string[] = []
  const reached = new Set<string>()
  const landings = new Map<string, Promise<Landing>>()
  const landOnce = (path: string) => {
    let landing = landings.get(path)
    if (!landing) landings.set(path, (landing = land(request, path)))
    return landing
  }
  const queue = ['/']
  const queued = new Set(queue)
  while (queue.length) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (from) => {
        const page = await landOnce(from)
        if (page.status !== 200) problems.push(`${from} answers ${page.status}`)
        if (!page.html) return
        reached.add(routeOf(page.path))
        const { ids, links, pictures } = read(page.html)
        const targets = [
          ...links.map((href) => ({ href, picture: false })),
          ...pictures.map((href) => ({ href, picture: true })),
        ]
        for (const { href, picture } of targets) {
          if (/^(https?:)?\/\//.test(href) && !href.startsWith(ORIGIN)) continue
          if (/^(mailto|tel|data):/.test(href)) continue
          const url = new URL(href, `${ORIGIN}${page.path}`)
          const path = `${url.pathname}${url.search}`
          const anchor = decodeURIComponent(url.hash.slice(1))
          if (path === page.path && href.startsWith('#')) {
            if (anchor && !ids.has(anchor)) problems.push(`${from}: ${href} names no element of the page`)
            continue
          }
          const target = await landOnce(path)
          if (target.status !== 200) {
            problems.push(`${from}: ${picture ? 'picture' : 'link'} ${href} answers ${target.status}`)
            continue
          }
          const wanted = anchor || target.hash
          if (wanted && target.html && !read(target.html).ids.has(wanted))
            problems.push(`${from}: ${href} lands on ${target.path}, which has no element with id "${wanted}"`)
          if (!picture && target.html && !queued.has(target.path)) {
            queued.add(target.path)
            queue.push(target.path)
          }
        }
      }),
    )
  }
  expect(problems).toEqual([])
  // A published page that nothing links to is the writer's to link, and a warning of the check at its
  // file (lib/content/links.ts, unlinkedPages), not a failure here: the crawl reached the pages of the route table.
  const published = prerenderedRoutes()
  expect(published.length).toBeGreaterThan(1)
  expect(reached.size).toBeGreaterThan(1)
})

/** The old addresses of content/redirects.yaml whose new address names a part of the page. */
const anchored = (
  parse(readFileSync(join(process.cwd(), 'content/redirects.yaml'), 'utf8')) as Array<{ from: string; to: string }>
).filter((rule) => !rule.from.endsWith('*') && rule.to.includes('#'))

test.describe('an old address that names a part of a page', () => {
  test('exists in the redirects, so these tests check something', () => {
    expect(anchored.length).toBeGreaterThan(0)
  })

  for (const rule of anchored) {
    const [path, id] = rule.to.split('#')
    test(`${rule.from} opens ${rule.to}, by the host's rule and by its forwarding page`, async ({ page, request }) => {
      const response = await request.get(rule.from, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(rule.to)

      // A host that ignores _redirects serves the forwarding page, which must keep the anchor too.
      for (const address of [rule.from, `${rule.from}/index.html`]) {
        await page.goto(address)
        await expect(page).toHaveURL(`${ORIGIN}:${new URL(page.url()).port}${path}#${id}`)
        const target = page.locator(`[id="${id}"]`)
        await expect(target).toBeVisible()
        // A tab panel is opened: its tab is the selected one once the tabs have woken.
        if ((await target.getAttribute('role')) === 'tabpanel') {
          await expect(page.locator(`[role="tab"][aria-controls="${id}"]`)).toHaveAttribute('aria-selected', 'true')
        }
      }
    })
  }

  test('without JavaScript, the forwarding page still lands on the part', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const rule = anchored[0]
    const [path, id] = rule.to.split('#')
    await page.goto(`${rule.from}/index.html`)
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}#${id}$`))
    await expect(page.locator(`[id="${id}"]`)).toBeVisible()
    await context.close()
  })
})
