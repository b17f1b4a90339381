/** Facts about the built site that browser tests share: its routes and its booking address. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { addressesNamedBySpec } from '../../lib/paths-without-screen'

const clientDir = join(process.cwd(), 'dist/client')

function isRedirectPage(file: string): boolean {
  return /<meta http-equiv="refresh"/i.test(readFileSync(file, 'utf8'))
}

/** Every prerendered page of the route table ("/", "/about", ...), never redirect pages. */
export function prerenderedRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string, route: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) {
        if (name !== 'assets') walk(path, `${route}${name}/`)
      } else if (name === 'index.html' && !isRedirectPage(path)) {
        routes.push(route === '/' ? '/' : route.replace(/\/$/, ''))
      }
    }
  }
  walk(clientDir, '/')
  return routes.sort()
}

/** Paths that menus, the footer and cards link to but that have no page in this build: each must answer the not-found page. */
export function pathsWithoutScreen(): string[] {
  const built = new Set(prerenderedRoutes())
  const planned = addressesNamedBySpec.filter((path) => !path.includes('*'))
  return [...new Set(planned)].filter((path) => !built.has(path) && !existsSync(join(clientDir, path, 'index.html'))).sort()
}

export const BOOKING_ANCHOR = '#initial-visit'
