import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { INPUTS_FILE } from '../../scripts/build-inputs.mjs'
import { keepRecord, renderPlan, siteDigest, type WrittenPage } from '../../scripts/build/kept-pages'
import type { Build } from '../../scripts/build/processes'

let root: string
let before: string | undefined
let build: Build
let finalDir: string

const pages: WrittenPage[] = [
  { file: 'index.html', address: '/', source: 'content/pages/home.mdx' },
  { file: 'a/index.html', address: '/a', source: 'content/pages/a.mdx' },
  { file: 'moved/index.html', address: '/moved', source: null },
  { file: 'es/404.html', address: '/es/404', source: 'content/es/pages/not-found.mdx' },
]
const sources = new Map([
  ['content/pages/home.mdx', 'home 1'],
  ['content/pages/a.mdx', 'a 1'],
  ['content/es/pages/not-found.mdx', 'not found 1'],
])
const passed = new Map([
  ['index.html', { ids: ['main'], links: ['/a', '/a#part', '#main'] }],
  ['a/index.html', { ids: ['main', 'part'], links: ['/', '#main'] }],
])

beforeEach(() => {
  before = process.env.BUILD_CACHE
  root = mkdtempSync(join(tmpdir(), 'kept-pages-'))
  process.env.BUILD_CACHE = join(root, '.cache')
  finalDir = join(root, 'dist')
  build = { root, outDir: join(root, 'out'), clientDir: join(root, 'out/client'), base: '/', stepEnv: {} }
  // The build the next one replaces: its pages, and what it was made from.
  for (const page of pages) {
    mkdirSync(dirname(join(finalDir, 'client', page.file)), { recursive: true })
    writeFileSync(join(finalDir, 'client', page.file), `<h1>${page.address}</h1>`)
  }
  writeFileSync(join(finalDir, INPUTS_FILE), 'inputs 1\n')
  keepRecord(build, finalDir, 'site 1', 'inputs 1', sources, [], pages, passed)
})
afterEach(() => {
  if (before === undefined) delete process.env.BUILD_CACHE
  else process.env.BUILD_CACHE = before
  rmSync(root, { recursive: true, force: true })
})

describe('the pages kept from the last build', () => {
  it('renders only the pages whose own file changed, and keeps what the output gate read of the others', () => {
    const plan = renderPlan(finalDir, 'site 1', new Map([...sources, ['content/pages/a.mdx', 'a 2']]))
    expect(plan?.only.map((page) => page.address)).toEqual(['/a'])
    expect(plan?.kept.map((page) => page.address)).toEqual(['/', '/moved', '/es/404'])
    expect(plan?.passed).toEqual(new Map([['index.html', passed.get('index.html')]]))
  })

  it('renders every page when anything else changed, the folder is another build, or a not-found page changed', () => {
    expect(renderPlan(finalDir, 'site 1', sources)?.only).toEqual([])
    expect(renderPlan(finalDir, 'site 2', sources)).toBeNull()
    expect(
      renderPlan(finalDir, 'site 1', new Map([...sources, ['content/es/pages/not-found.mdx', 'changed']])),
    ).toBeNull()
    writeFileSync(join(finalDir, INPUTS_FILE), 'inputs 2\n')
    expect(renderPlan(finalDir, 'site 1', sources)).toBeNull()
  })

  it('renders a page whose file the last build no longer has', () => {
    rmSync(join(finalDir, 'client/index.html'))
    expect(renderPlan(finalDir, 'site 1', sources)?.only.map((page) => page.address)).toEqual(['/'])
  })
})

describe('the digest of what every page is made from', () => {
  const withFrontmatters = (frontmatters: Record<string, unknown>) => {
    const server = join(build.outDir, 'server')
    mkdirSync(server, { recursive: true })
    writeFileSync(join(server, 'frontmatters.json'), JSON.stringify(frontmatters))
    writeFileSync(join(server, 'reviews.json'), '{}')
    writeFileSync(join(server, 'pictures.json'), '{}')
    return siteDigest(build, 'code 1')
  }
  const translation = (outdated: boolean) => ({ title: 'Ictus', translation: { source: 'abc', outdated } })

  it("changes with any page's front-matter, not with whether a translation's source changed since", async () => {
    const first = await withFrontmatters({ '/content/es/conditions/stroke.mdx': translation(false) })
    expect(await withFrontmatters({ '/content/es/conditions/stroke.mdx': translation(true) })).toBe(first)
    expect(
      await withFrontmatters({
        '/content/es/conditions/stroke.mdx': { ...translation(false), title: 'Ictus cerebral' },
      }),
    ).not.toBe(first)
  })

  it('fails when the front-matter file cannot be read', async () => {
    await expect(
      withFrontmatters({}).then(() => siteDigest({ ...build, outDir: join(root, 'none') }, 'code 1')),
    ).rejects.toThrow()
  })
})
