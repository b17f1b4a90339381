// Types of scripts/find-browser.mjs for the tests that import it.
/** The path of a Chromium to drive: CHROMIUM_PATH, one found on this machine, or Debian's, installed; throws saying what to install. */
export function findBrowser(): string
