/** Facts about the built site that browser tests share: its routes and its booking address. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isKeptOutOfSearch, readablePages } from '../../lib/built-site'

const clientDir = join(process.cwd(), 'dist/client')

/** Every prerendered page of the route table ("/", "/about", ...), never redirect pages. */
export function prerenderedRoutes(): string[] {
  return readablePages(clientDir).map((page) => page.route)
}

/** The prerendered pages search engines are offered (the sitemap's): every one but those kept out of search. */
export function indexedRoutes(): string[] {
  return readablePages(clientDir)
    .filter((page) => !isKeptOutOfSearch(readFileSync(page.file, 'utf8')))
    .map((page) => page.route)
}

export const BOOKING_ANCHOR = '#initial-visit'
