// The JavaScript reference a clean build is judged against: Starlight (Astro's documentation
// theme, with its defaults: a sidebar of every page and a Pagefind search index) building the same
// generated condition pages, in the same run on the same machine. Its packages are pinned by
// scripts/bench/starlight/package-lock.json and installed once into .cache/bench-starlight/, apart
// from the project's own; where they cannot be installed or built, the comparison is skipped.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { median } from './common.mjs'

const root = resolve(import.meta.dirname, '../..')
const pinned = join(import.meta.dirname, 'starlight')
const installed = join(root, '.cache/bench-starlight')

const config = `import { defineConfig } from 'astro/config'
import starlight from '@astrojs/starlight'

export default defineConfig({ site: 'https://example.org', integrations: [starlight({ title: 'Meridian benchmark' })] })
`
const collections = `import { defineCollection } from 'astro:content'
import { docsLoader } from '@astrojs/starlight/loaders'
import { docsSchema } from '@astrojs/starlight/schema'

export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) }
`

/** Installs the pinned packages into the cache unless the same lockfile is installed there; why not, when they cannot be. */
function install() {
  const lock = readFileSync(join(pinned, 'package-lock.json'), 'utf8')
  const installedLock = join(installed, 'package-lock.json')
  if (
    existsSync(join(installed, 'node_modules/.package-lock.json')) &&
    existsSync(installedLock) &&
    readFileSync(installedLock, 'utf8') === lock
  )
    return null
  rmSync(installed, { recursive: true, force: true })
  mkdirSync(installed, { recursive: true })
  for (const file of ['package.json', 'package-lock.json']) cpSync(join(pinned, file), join(installed, file))
  // One retry and a minute a request: offline, the bench goes on without Starlight soon.
  const run = spawnSync(
    'npm',
    ['ci', '--no-audit', '--no-fund', '--ignore-scripts', '--fetch-retries=1', '--fetch-timeout=60000'],
    { cwd: installed, encoding: 'utf8' },
  )
  if (run.status === 0) return null
  rmSync(installed, { recursive: true, force: true })
  const why =
    run.error?.message ??
    `${run.stderr}${run.stdout}`.split('\n').find((line) => /npm error (?!code |A complete log)/.test(line))
  return `Starlight's packages could not be installed (npm ci in .cache/bench-starlight: ${why?.trim() ?? `exit code ${run.status}`}); the comparison with it is skipped`
}

/**
 * Builds the condition files of `conditionsFolder` whose names start with `prefix` as Starlight
 * pages, `rounds` times from clean; the median wall time in seconds and Starlight's version, or why
 * it was skipped. Each page is the condition's Markdown body under its front-matter (Starlight reads
 * its title and description and leaves the other fields), as Markdown, as Hugo is given them.
 */
export function starlightBuild(conditionsFolder, prefix, rounds) {
  const skipped = install()
  if (skipped) return { skipped }
  const site = join(installed, 'site')
  rmSync(site, { recursive: true, force: true })
  try {
    const docs = join(site, 'src/content/docs/conditions')
    mkdirSync(docs, { recursive: true })
    writeFileSync(join(site, 'astro.config.mjs'), config)
    writeFileSync(join(site, 'src/content.config.ts'), collections)
    writeFileSync(join(site, 'package.json'), '{ "private": true, "type": "module" }\n')
    // Starlight's own starting point; it also keeps the build from taking the project's tsconfig.json above it.
    writeFileSync(join(site, 'tsconfig.json'), '{ "extends": "astro/tsconfigs/base" }\n')
    let pages = 0
    for (const name of readdirSync(conditionsFolder).filter(
      (file) => file.startsWith(prefix) && file.endsWith('.mdx'),
    )) {
      writeFileSync(join(docs, name.replace(/\.mdx$/, '.md')), readFileSync(join(conditionsFolder, name), 'utf8'))
      pages++
    }
    const version = JSON.parse(
      readFileSync(join(installed, 'node_modules/@astrojs/starlight/package.json'), 'utf8'),
    ).version
    const astro = join(installed, 'node_modules/astro/astro.js')
    const times = []
    for (let round = 0; round < rounds; round++) {
      for (const output of ['dist', '.astro', 'node_modules/.astro'])
        rmSync(join(site, output), { recursive: true, force: true })
      const started = performance.now()
      const run = spawnSync(process.execPath, [astro, 'build', '--silent'], {
        cwd: site,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      })
      times.push((performance.now() - started) / 1000)
      // A reference that fails to build is not judged against; what was measured of ours still counts.
      if (run.status !== 0) {
        const last = `${run.stderr}${run.stdout}`.trim().split('\n').pop()
        return {
          skipped: `Starlight's build of the generated pages failed (${last}); the comparison with it is skipped`,
        }
      }
    }
    return { seconds: median(times), all: times, pages, version: `Starlight ${version}` }
  } finally {
    rmSync(site, { recursive: true, force: true })
  }
}
