/** The live preview (`npm run dev`) when a writer saves a file: in place, broken, and mended. */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { once } from 'node:events'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findBrowser } from '../../scripts/find-browser.mjs'
import { contentMdxFiles } from '../../lib/content/store'
import { addressOf, collectionOf, entryIdOf } from '../../lib/content/addresses'
import { frontmatterOf } from '../../lib/content/store'
import { copyOfProject, writersEnvironment } from './project-fixture'

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

async function until<T>(what: string, get: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  const end = Date.now() + seconds * 1000
  for (;;) {
    const value = await get().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// A condition page of the shipped content, whatever it is called, and the address of another.
const conditionFiles = contentMdxFiles(process.cwd()).filter((path) => collectionOf(path) === 'conditions')
const addressOfFile = (path: string) =>
  addressOf('conditions', entryIdOf(path), frontmatterOf(readFileSync(path, 'utf8')) ?? {})!
const file = conditionFiles[0]
const text = readFileSync(file, 'utf8')
const address = addressOfFile(file)
const otherAddress = addressOfFile(conditionFiles[1])

/** The live preview of the project in `dir`, started as `npm run dev` starts it, its output given to `log`. */
function startPreview(dir: string, port: number, log: (chunk: string) => void): ChildProcess {
  const preview = spawn(process.execPath, [join(dir, 'scripts/dev.mjs'), '--port', String(port)], {
    cwd: dir,
    env: writersEnvironment({ CONTENT_CHECKED: '1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  preview.stdout!.on('data', (chunk) => log(String(chunk)))
  preview.stderr!.on('data', (chunk) => log(String(chunk)))
  return preview
}

/** Ends the preview, then removes its folder: it would otherwise still be writing its cache there. */
async function stopPreview(preview: ChildProcess | undefined, dir: string) {
  if (preview && preview.exitCode === null && preview.signalCode === null) {
    const ended = once(preview, 'close')
    preview.kill()
    await ended
  }
  if (dir) rmSync(dir, { recursive: true, force: true })
}

describe('the live preview', () => {
  let dir = ''
  let preview: ChildProcess | undefined
  let base = ''
  let output = ''

  beforeAll(async () => {
    dir = copyOfProject(process.cwd())
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    preview = startPreview(dir, port, (chunk) => (output += chunk))
    await until('the first page', async () => ((await fetch(`${base}${address}`)).ok ? true : undefined), 120)
  }, 150_000)

  afterAll(() => stopPreview(preview, dir))

  it('starts on this machine only, without notices meant for the developers of its tools', () => {
    // Vite's and Rolldown's notices begin "(!)", coloured where the output allows (as in CI); a
    // writer would take them for a problem of theirs.
    const shown = stripVTControlCharacters(output)
    expect(shown).not.toMatch(/^\(!\)/m)
    // It serves drafts: on this machine only, inside a container or in CI too, unless asked (--host).
    expect(shown).toContain('Local:   http://127.0.0.1:')
    expect(shown).not.toMatch(/Network: +http/)
  })

  it('shows a broken file at its line with the live-reload client, and the page again once the file is mended', async () => {
    writeFileSync(join(dir, file), '')
    const broken = await until('the error page', async () => {
      const response = await fetch(`${base}${address}`)
      return response.status >= 500 ? response.text() : undefined
    })
    expect(broken).toContain(`${file}:1:1`)
    expect(broken).toContain('front-matter')
    expect(broken).toContain('/@vite/client')

    const marker = 'Mended by the writer'
    // Mended as soon as the error page shows: often within the 50 ms in which the watcher drops a
    // second save (lib/content/second-saves.ts).
    writeFileSync(join(dir, file), text.replace(/\n---\n/, `\n---\n\n${marker}.\n`))
    const mended = await until('the mended page', async () => {
      const response = await fetch(`${base}${address}`)
      const html = await response.text()
      return response.ok && html.includes(marker) ? html : undefined
    })
    expect(mended).toContain(marker)
  }, 120_000)

  it("shows a page's link to nowhere at its line, and lets a link to another page be", async () => {
    const lines = text.trimEnd().split('\n').length
    const nowhere = `${address}-nowhere`
    try {
      writeFileSync(
        join(dir, file),
        `${text.trimEnd()}\n\nSee [Linked by the writer](${otherAddress}) or [none](${nowhere}).\n`,
      )
      const broken = await until('the error page', async () => {
        const response = await fetch(`${base}${address}`)
        return response.status >= 500 ? response.text() : undefined
      })
      expect(broken).toContain(`${file}:${lines + 2}:`)
      expect(broken).toContain(`no page at ${nowhere}`)
      expect(broken).not.toContain(`no page at ${otherAddress}`)

      writeFileSync(join(dir, file), `${text.trimEnd()}\n\nSee [Linked by the writer](${otherAddress}).\n`)
      await until('the page with its link', async () => {
        const response = await fetch(`${base}${address}`)
        return response.ok && (await response.text()).includes(`href="${otherAddress}"`) ? true : undefined
      })
    } finally {
      writeFileSync(join(dir, file), text)
    }
    await until('the page as it was', async () => {
      const html = await (await fetch(`${base}${address}`)).text()
      return html.includes('Linked by the writer') ? undefined : true
    })
  }, 150_000)

  it('shows a saved change of words in the open page in place: no reload, the place on the page kept', async () => {
    const browser = await chromium.launch({ executablePath: findBrowser(), args: ['--no-sandbox'] })
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      let loads = 0
      page.on('load', () => loads++)
      await page.goto(`${base}${address}`, { waitUntil: 'networkidle' })
      await page.evaluate(() => window.scrollTo(0, 400))
      const marker = `Saved by the writer ${Date.now().toString(36)}`
      writeFileSync(join(dir, file), `${text.trimEnd()}\n\n${marker}.\n`)
      await page.waitForFunction((words) => document.querySelector('main')?.textContent?.includes(words), marker, {
        timeout: 30_000,
      })
      expect(loads).toBe(1)
      expect(await page.evaluate(() => window.scrollY)).toBe(400)
      expect(await page.locator('main').count()).toBe(1)
      // The file as it was, and the preview settled on it before the next test breaks it.
      writeFileSync(join(dir, file), text)
      await until('the page without the saved words', async () => {
        const html = await (await fetch(`${base}${address}`)).text()
        return html.includes(marker) ? undefined : true
      })
    } finally {
      await browser.close()
      writeFileSync(join(dir, file), text)
    }
  }, 90_000)
})

describe('the live preview started with a broken file', () => {
  it('answers the first page at once with the mistake at its line, and shows the page once the file is mended', async () => {
    const dir = copyOfProject(process.cwd())
    writeFileSync(join(dir, file), '')
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const preview = startPreview(dir, port, () => {})
    try {
      await until('the server', async () => ((await fetch(`${base}/@vite/client`)).ok ? true : undefined), 120)
      // The first page asked for, as a browser asks: answered, not left waiting for the file to be mended.
      const first = await fetch(`${base}${address}`, {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(60_000),
      })
      expect(first.status).toBeGreaterThanOrEqual(500)
      const broken = await first.text()
      expect(broken).toContain(`${file}:1:1`)
      expect(broken).toContain('/@vite/client')

      writeFileSync(join(dir, file), text)
      await until('the mended page', async () => ((await fetch(`${base}${address}`)).ok ? true : undefined))
    } finally {
      await stopPreview(preview, dir)
    }
  }, 240_000)
})
