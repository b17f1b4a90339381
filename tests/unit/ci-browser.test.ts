/** The browser tests run where users will run them: CI installs Playwright's Chromium, and the tests find it there before any system browser. */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

type Step = { name?: string; id?: string; if?: string; uses?: string; run?: string }

/** What scripts/find-browser.mjs finds, run with `env` (Playwright reads where its browsers are from PLAYWRIGHT_BROWSERS_PATH). */
function found(
  env: Record<string, string>,
  script = "import('./scripts/find-browser.mjs').then((m) => console.log(m.findBrowser()))",
): string {
  const clean = { ...process.env, ...env }
  delete clean.CHROMIUM_PATH
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: process.cwd(),
    env: clean,
    encoding: 'utf8',
  }).trim()
}

describe('the browser in CI', () => {
  const steps = (parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as { jobs: { test: { steps: Step[] } } }).jobs
    .test.steps

  it("installs Playwright's Chromium of the pinned version with its system libraries, then runs the README's test command", () => {
    const readmeCommand = /^(npm ci && npm test)\b/m.exec(readFileSync('README.md', 'utf8'))?.[1]
    expect(readmeCommand, "the README's test command").toBeDefined()
    const runs = steps.filter((step) => step.run).map((step) => step.run!.trim())
    const install = runs.findIndex((run) => /playwright.* install --with-deps chromium$/.test(run))
    expect(install, 'a step that runs `playwright install --with-deps chromium`').toBeGreaterThanOrEqual(0)
    // The CLI's version is the one package.json pins for the tests, so the browser is the one they expect.
    expect(runs[install]).toContain("devDependencies['@playwright/test']")
    expect(runs.indexOf(readmeCommand!)).toBeGreaterThan(install)
    expect(runs.join('\n')).not.toMatch(/apt-get install[^\n]*chromium-browser/)
  })

  it('runs npm run test:content for a pull request that touches only content, and the whole suite for any other', () => {
    const content = steps.find((step) => step.run?.trim() === 'npm ci && npm run test:content')
    const whole = steps.find((step) => step.run?.trim() === 'npm ci && npm test')
    expect(content?.if).toBe("steps.scope.outputs.content_only == 'true'")
    expect(whole?.if).toBe("steps.scope.outputs.content_only != 'true'")
    const scope = steps.find((step) => step.id === 'scope')?.run ?? ''
    expect(scope).toContain('^(content|public)/')
  })

  it("finds Playwright's own Chromium where it is installed, before a system browser", () => {
    const browsers = mkdtempSync(join(tmpdir(), 'browsers-'))
    const expected = found(
      { PLAYWRIGHT_BROWSERS_PATH: browsers },
      "import('@playwright/test').then((m) => console.log(m.chromium.executablePath()))",
    )
    expect(expected.startsWith(browsers)).toBe(true)
    mkdirSync(dirname(expected), { recursive: true })
    writeFileSync(expected, '#!/bin/sh\n', { mode: 0o755 })
    expect(found({ PLAYWRIGHT_BROWSERS_PATH: browsers })).toBe(expected)
  })

  it('takes CHROMIUM_PATH first when it names a browser', () => {
    const dir = mkdtempSync(join(tmpdir(), 'browser-'))
    const own = join(dir, 'chrome')
    writeFileSync(own, '#!/bin/sh\n', { mode: 0o755 })
    expect(
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', "import('./scripts/find-browser.mjs').then((m) => console.log(m.findBrowser()))"],
        {
          env: { ...process.env, CHROMIUM_PATH: own },
          encoding: 'utf8',
        },
      ).trim(),
    ).toBe(own)
  })
})
