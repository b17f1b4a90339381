/** Facts about the built site that browser tests share: its routes and its booking address. */
import { join } from 'node:path'
import { readablePages } from '../../lib/built-site'

const clientDir = join(process.cwd(), 'dist/client')

/** Every prerendered page of the route table ("/", "/about", ...), never redirect pages. */
export function prerenderedRoutes(): string[] {
  return readablePages(clientDir).map((page) => page.route)
}

export const BOOKING_ANCHOR = '#initial-visit'
