// Finds a Chromium for the browser tests: Playwright's own, else Debian's, else installs Debian's
// with apt when running as root, else stops with what to install.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { installWithApt } from './apt.mjs'

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
]

function firstExisting() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  try {
    const own = chromium.executablePath()
    if (own && existsSync(own)) return own
  } catch {
    // Playwright has no browser of its own here
  }
  return systemPaths.find((path) => existsSync(path) && !isSnapStub(path))
}

/** Ubuntu's `chromium-browser` without its snap is a small script that only says to install the snap. */
function isSnapStub(path) {
  try {
    return statSync(path).size < 10_000 && /\/snap\//.test(readFileSync(path, 'utf8'))
  } catch {
    return false
  }
}

export function findBrowser() {
  const found = firstExisting()
  if (found) return found
  if (installWithApt('chromium', 'No Chromium found')) {
    const installed = firstExisting()
    if (installed) return installed
  }
  throw new Error(
    'No Chromium browser found for the browser tests. Install one of: Debian/Ubuntu `apt-get install chromium`, ' +
      'or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  )
}

/** For a command that cannot go on without a browser: the browser's path, or its message and exit 1. */
export function findBrowserOrExit(say = console.error) {
  try {
    return findBrowser()
  } catch (error) {
    say(error.message)
    process.exit(1)
  }
}
