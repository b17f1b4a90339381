import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundlerEnv } from '../../scripts/build/bundle'

/** The native parts of the installed bundler (Rolldown's binding for this platform). */
function bundlerBinaries(): string[] {
  const folder = join(process.cwd(), 'node_modules/@rolldown')
  return readdirSync(folder)
    .filter((name) => name.startsWith('binding-'))
    .flatMap((name) =>
      readdirSync(join(folder, name))
        .filter((file) => file.endsWith('.node'))
        .map((file) => join(folder, name, file)),
    )
}

describe("the bundler's memory", () => {
  it('sets allocator options the installed bundler reads, and keeps one set already', () => {
    const given = { PATH: process.env.PATH }
    const added = Object.keys(bundlerEnv(given)).filter((name) => !(name in given))
    expect(added.length).toBeGreaterThan(0)
    const binaries = bundlerBinaries()
    expect(binaries.length).toBeGreaterThan(0)
    // mimalloc names each option it reads without its MIMALLOC_ prefix (MIMALLOC_PURGE_DELAY: purge_delay).
    for (const binary of binaries) {
      const text = readFileSync(binary, 'latin1')
      for (const name of added) {
        expect(name).toMatch(/^MIMALLOC_/)
        expect(text.includes(name.slice('MIMALLOC_'.length).toLowerCase()), `${binary} reads ${name}`).toBe(true)
      }
    }
    expect(bundlerEnv({ ...given, [added[0]]: 'set' })[added[0]]).toBe('set')
  })
})
