/** Facts about the built site that browser tests share: its routes and its booking address. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

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

export const BOOKING_ANCHOR = '#initial-visit'
