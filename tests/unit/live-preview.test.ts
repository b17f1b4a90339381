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
import { frontmatterOf } from '../../lib/content/frontmatter'
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

describe('the live preview', () => {
  let dir = ''
  let preview: ChildProcess | undefined
  let base = ''
  let output = ''
  // A condition page of the shipped content, whatever it is called.
  const file = contentMdxFiles(process.cwd()).find((path) => collectionOf(path) === 'conditions')!
  const text = readFileSync(file, 'utf8')
  const address = addressOf('conditions', entryIdOf(file), frontmatterOf(text) ?? {})!

  beforeAll(async () => {
    dir = copyOfProject(process.cwd())
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    preview = spawn(
      process.execPath,
      // As `npm run dev` starts it.
      [join(dir, 'scripts/dev.mjs'), '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: dir,
        env: writersEnvironment({ CONTENT_CHECKED: '1' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    preview.stdout!.on('data', (chunk) => (output += chunk))
    preview.stderr!.on('data', (chunk) => (output += chunk))
    await until('the first page', async () => ((await fetch(`${base}${address}`)).ok ? true : undefined), 120)
  }, 150_000)

  afterAll(async () => {
    // The server ended before its folder goes: it would otherwise still be writing its cache there.
    if (preview && preview.exitCode === null && preview.signalCode === null) {
      const ended = once(preview, 'close')
      preview.kill()
      await ended
    }
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('starts without notices meant for the developers of its tools', () => {
    // Vite's and Rolldown's notices begin "(!)", coloured where the output allows (as in CI); a
    // writer would take them for a problem of theirs.
    const shown = stripVTControlCharacters(output)
    expect(shown).toContain('http://127.0.0.1:')
    expect(shown).not.toMatch(/^\(!\)/m)
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
    writeFileSync(join(dir, file), text.replace(/\n---\n/, `\n---\n\n${marker}.\n`))
    const mended = await until('the mended page', async () => {
      const response = await fetch(`${base}${address}`)
      const html = await response.text()
      return response.ok && html.includes(marker) ? html : undefined
    })
    expect(mended).toContain(marker)
  }, 120_000)

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
