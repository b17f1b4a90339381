import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildInputs, codeInputs } from '../../scripts/build-inputs.mjs'

const made: string[] = []
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** A throw-away git project with a content file, a data file, a component, a test and an ignored folder. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-inputs-'))
  made.push(root)
  const write = (file: string, text: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  write('.gitignore', 'dist/\n')
  write('content/conditions/sleep.mdx', '---\nname: Sleep\n---\n\nWords.\n')
  write('content/site.yaml', 'phone: (312) 555-0199\n')
  write('components/Card.tsx', 'export const Card = () => null\n')
  write('tests/unit/card.test.ts', 'test\n')
  write('dist/client/index.html', '<html></html>\n')
  spawnSync('git', ['init', '-q'], { cwd: root })
  spawnSync('git', ['add', '.'], { cwd: root })
  return root
}

describe('what a build is made from (npm start builds again when it changed)', () => {
  it('changes with a content file, a component, a new or removed file, and the build’s variables', () => {
    const root = project()
    const env = { BASE_PATH: '/' }
    const first = buildInputs(root, env)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(buildInputs(root, env)).toBe(first)
    const seen = new Set([first])
    const changed = (why: string) => {
      const now = buildInputs(root, env)
      expect(seen.has(now), why).toBe(false)
      seen.add(now)
    }
    writeFileSync(join(root, 'content/conditions/sleep.mdx'), '---\nname: Sleep\n---\n\nOther words.\n')
    changed('a changed content file')
    writeFileSync(join(root, 'components/Card.tsx'), 'export const Card = () => 1\n')
    changed('a changed component')
    writeFileSync(join(root, 'content/conditions/tremor.mdx'), '---\nname: Tremor\n---\n')
    changed('a new file git does not know yet')
    rmSync(join(root, 'content/conditions/tremor.mdx'))
    rmSync(join(root, 'content/conditions/sleep.mdx'))
    changed('a removed file')
    const before = buildInputs(root, env)
    expect(buildInputs(root, { BASE_PATH: '/pr-preview/pr-1/' })).not.toBe(before)
    expect(buildInputs(root, { ...env, SHOW_DRAFTS: 'true' })).not.toBe(before)
  })

  it('stays the same for what no page is made from: tests, ignored files, where programs are', () => {
    const root = project()
    const before = buildInputs(root, { PATH: '/usr/bin' })
    writeFileSync(join(root, 'tests/unit/card.test.ts'), 'another test\n')
    writeFileSync(join(root, 'dist/client/index.html'), '<html>built again</html>\n')
    expect(buildInputs(root, { PATH: '/usr/local/bin:/usr/bin', HOME: '/home/writer' })).toBe(before)
  })

  it('is unknown outside a git project, so the site is built every time', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-inputs-no-git-'))
    made.push(root)
    writeFileSync(join(root, 'package.json'), '{}\n')
    expect(buildInputs(root)).toBeNull()
  })

  it('of the code alone (its bundle is kept) changes with code, data files and variables, not with pages and signatures', () => {
    const root = project()
    const env = { BASE_PATH: '/' }
    const before = codeInputs(root, env)
    expect(before).toMatch(/^[0-9a-f]{64}$/)
    writeFileSync(join(root, 'content/conditions/sleep.mdx'), '---\nname: Sleep\n---\n\nOther words.\n')
    mkdirSync(join(root, 'content/reviews'))
    writeFileSync(join(root, 'content/reviews/sleep.sig'), 'signature\n')
    expect(codeInputs(root, env)).toBe(before)
    expect(codeInputs(root, env, ['drafts=/conditions/sleep'])).not.toBe(before)
    expect(codeInputs(root, { BASE_PATH: '/pr-preview/pr-1/' })).not.toBe(before)
    writeFileSync(join(root, 'content/site.yaml'), 'phone: (312) 555-0198\n')
    const withData = codeInputs(root, env)
    expect(withData).not.toBe(before)
    writeFileSync(join(root, 'components/Card.tsx'), 'export const Card = () => 1\n')
    expect(codeInputs(root, env)).not.toBe(withData)
  })
})
