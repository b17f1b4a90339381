import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CHANGES_SHARED_STATE, OWN_MODULES } from './own-modules'

const folder = 'tests/unit'
const testFiles = readdirSync(folder)
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `${folder}/${name}`)
/** This file, whose examples of such code are strings. */
const itself = `${folder}/own-modules.test.ts`

describe('the unit tests that share their imports', () => {
  it('leave modules, globals, the clock and the build variables as they found them: any file that changes them has modules of its own', () => {
    const sharing = testFiles.filter(
      (file) => file !== itself && !OWN_MODULES.includes(file) && CHANGES_SHARED_STATE.test(readFileSync(file, 'utf8')),
    )
    expect(sharing, 'list these in tests/unit/own-modules.ts').toEqual([])
  })

  it('finds a file that mocks a module or sets a build variable', () => {
    expect(CHANGES_SHARED_STATE.test("vi.mock('../../lib/site', () => ({}))")).toBe(true)
    expect(CHANGES_SHARED_STATE.test('process.env.BUILD_CACHE = folder')).toBe(true)
    expect(CHANGES_SHARED_STATE.test("process.env['SHOW_DRAFTS'] = 'true'")).toBe(true)
    expect(CHANGES_SHARED_STATE.test('process.env.SHOW_DRAFTS ??= "true"')).toBe(true)
    expect(CHANGES_SHARED_STATE.test('Object.assign(process.env, { BASE_PATH: "/x/" })')).toBe(true)
    expect(CHANGES_SHARED_STATE.test('globalThis.fetch = stub')).toBe(true)
    expect(CHANGES_SHARED_STATE.test('vi.setSystemTime(new Date(0))')).toBe(true)
    expect(CHANGES_SHARED_STATE.test('const seed = process.env.FUZZ_SEED === "random"')).toBe(false)
    expect(CHANGES_SHARED_STATE.test('const env = { ...process.env, CI: "true" }')).toBe(false)
  })

  it('lists only files that exist', () => {
    for (const file of OWN_MODULES) expect(testFiles, file).toContain(file)
  })
})
