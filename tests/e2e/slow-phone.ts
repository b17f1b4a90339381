/** For browser tests of what a visitor does before the code arrives: every script held back until the test lets it in, on a slow phone's processor or not. */
import type { Page } from '@playwright/test'

/** A promise the test opens when it chooses. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((done) => (open = done))
  return { opened, open }
}

/** The modules a script imports statically (`import … from "…"`, `import "…"`, `export … from "…"`), as written in it. */
function staticImports(script: string): string[] {
  return [...script.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g)].map(
    (match) => match[1],
  )
}

/** The names a module exports (`export { x as Name }`): an island's module exports the island by its name. */
function exportedNames(script: string): string[] {
  return [...script.matchAll(/\bexport\s*\{([^}]*)\}/g)].flatMap((match) =>
    match[1].split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!,
    ),
  )
}

/**
 * Holds every script of the site back until the test says: the page's first script (the one its HTML
 * names, with the modules it imports) when the test lets it in, and the code fetched after it (React,
 * each island's code) when the test lets everything in, or everything but one island's code. A test
 * acts in the gap it opens, however busy the machine, and waits on no clock.
 */
export async function holdScripts(page: Page) {
  const first = gate()
  const rest = gate()
  let island = { name: '', ...gate() }
  const firstScript = new Set<string>()
  let entrySeen = false
  await page.route(/\.m?js(\?.*)?$/, async (route) => {
    const url = route.request().url()
    // The HTML names one script, the first asked for; the browser asks for what it imports once it has it.
    const isFirst = !entrySeen || firstScript.has(url)
    entrySeen = true
    try {
      const response = await route.fetch()
      const text = await response.text()
      if (isFirst) for (const specifier of staticImports(text)) firstScript.add(new URL(specifier, url).href)
      await (isFirst ? first.opened : rest.opened)
      if (!isFirst && exportedNames(text).includes(island.name)) await island.opened
      await route.fulfill({ response })
    } catch (error) {
      // A script still on its way when the test ends and its page closes is no failure of the test.
      if (!page.isClosed() && !/closed|disposed/i.test(String(error))) throw error
    }
  })
  return {
    /** Lets the page's first script in (it holds what is pressed from then on); every island's code stays held. */
    letFirstScriptIn() {
      first.open()
    },
    /** Lets every script in, or all but the code of the island named `except`, which stays held until the next call. */
    letEverythingIn({ except = '' } = {}) {
      if (except) island = { name: except, ...gate() }
      else island.open()
      first.open()
      rest.open()
    },
  }
}

/** Every script held back as holdScripts() holds them, and the processor slowed 4×, as Lighthouse's mobile profile slows it (Chromium's CPU throttling). */
export async function slowPhone(page: Page) {
  const scripts = await holdScripts(page)
  const session = await page.context().newCDPSession(page)
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return scripts
}
