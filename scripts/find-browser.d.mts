// Types of scripts/find-browser.mjs for the tests that import it.
/** The path of a Chromium to drive: CHROMIUM_PATH, one found on this machine, or Debian's, installed; throws saying what to install. */
export function findBrowser(): string
/** For a command that cannot go on without a browser: the browser's path, or its message (through `say`) and exit 1. */
export function findBrowserOrExit(say?: (message: string) => void): string
