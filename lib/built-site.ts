/**
 * Reads a built site (dist/client): its pages, for the output gate, the search index, the feeds, the
 * changes tool, the bench and the browser tests. The one place that lists a build's pages and tells
 * a forwarding page from a page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

interface BuiltPage {
  /** The route, e.g. "/" or "/conditions/stroke"; "/404" for the not-found page. */
  route: string
  file: string
  /** The page's HTML, read from its file each time it is asked for: a site of 10,000 pages is never held in memory whole. */
  readonly html: string
  readonly isRedirect: boolean
}

export function readBuiltPages(clientDir: string): BuiltPage[] {
  const pages: BuiltPage[] = []
  const walk = (dir: string, route: string) => {
    // Each entry's type as the folder lists it: a site of 1,000 extra pages spared 2,200 calls to stat.
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )
    for (const entry of entries) {
      const name = entry.name
      const path = join(dir, name)
      if (entry.isDirectory()) {
        if (name !== 'assets' && !name.startsWith('pagefind')) walk(path, `${route}${name}/`)
      } else if (name === 'index.html' || (name === '404.html' && route === '/')) {
        const pageRoute = name === '404.html' ? '/404' : route === '/' ? '/' : route.replace(/\/$/, '')
        let isRedirect: boolean | undefined
        pages.push({
          route: pageRoute,
          file: path,
          get html() {
            return readFileSync(path, 'utf8')
          },
          // Read when asked: most readers of a large site read each page once, or not at all.
          get isRedirect() {
            isRedirect ??= isRedirectPage(readFileSync(path, 'utf8'))
            return isRedirect
          },
        })
      }
    }
  }
  walk(clientDir, '/')
  return pages
}

/** The pages of a build a visitor reads ("/", "/about", ...), in address order: every page but the forwarding pages of old addresses and the not-found page. */
export function readablePages(clientDir: string): Array<{ route: string; file: string }> {
  return readBuiltPages(clientDir)
    .filter((page) => page.route !== '/404' && !page.isRedirect)
    .map(({ route, file }) => ({ route, file }))
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
}

/**
 * Whether a page asks search engines to leave it out (renderer/headTags.ts: a video's page with neither
 * its recording nor its transcript, or every page of a preview build): no sitemap lists it.
 */
export function isKeptOutOfSearch(html: string): boolean {
  const headEnd = html.indexOf('</head>')
  return /<meta name="robots" content="noindex"/.test(headEnd === -1 ? html : html.slice(0, headEnd))
}

/** Whether a page's HTML is a redirect (public/redirect.js and the build write one with a meta refresh). */
export function isRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/i.test(html)
}

export function fileExists(clientDir: string, path: string): boolean {
  const full = join(clientDir, path)
  return existsSync(full) && statSync(full).isFile()
}
