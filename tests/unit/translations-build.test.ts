/**
 * The build in a copy of the project: a Spanish page says that its English page changed since it was
 * translated, the build stops while a translation's urgent card is older than its source's, and a
 * translation is held back with its English draft, its menu links too. The changes are made to what
 * the English file says today, never to words fixed here.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { join } from 'node:path'
import { parse, parseDocument } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeSource, splitFrontmatter } from '../../lib/content/frontmatter'
import type { SiteWords } from '../../lib/content/schema'
import { recordFor, withRecord } from '../../lib/content/translations'
import { copyOfProject, writersEnvironment } from './project-fixture'

const source = 'content/conditions/stroke.mdx'
const translation = 'content/es/conditions/stroke.mdx'
let dir: string
const build = () =>
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: writersEnvironment() })
const page = (address: string) => readFileSync(join(dir, 'dist/client', address, 'index.html'), 'utf8')
const front = () =>
  parse(splitFrontmatter(normalizeSource(readFileSync(join(dir, source), 'utf8'))).yaml ?? '') as {
    symptoms: string[]
    urgent: { action: string }
  }
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

beforeAll(() => {
  dir = copyOfProject(process.cwd())
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a translation in the built site', () => {
  it('says on the Spanish page that the English page was updated, once a symptom changes in the English', () => {
    const [symptom] = front().symptoms
    writeFileSync(
      join(dir, source),
      readFileSync(join(dir, source), 'utf8').replace(`  - ${symptom}\n`, `  - ${symptom} and numbness\n`),
    )
    const result = build()
    expect(result.status, result.stderr).toBe(0)
    const notice = (parse(readFileSync(join(dir, 'content/es/site.yaml'), 'utf8')) as SiteWords).labels
      .translationOutdated
    expect(page('es/conditions/stroke')).toContain('data-translation-outdated')
    expect(page('es/conditions/stroke')).toContain(escaped(notice))
    // Where to get help in an emergency is still the first thing read under the header, before the notice.
    const html = page('es/conditions/stroke')
    expect(html.indexOf('data-emergency-line="page"')).toBeGreaterThan(-1)
    expect(html.indexOf('data-emergency-line="page"')).toBeLessThan(html.indexOf('data-translation-outdated'))
    expect(page('conditions/stroke')).not.toContain('data-translation-outdated')
    expect(page('es')).not.toContain('data-translation-outdated')
  }, 300_000)

  it('is not built while its urgent card is older than its source', () => {
    const { action } = front().urgent
    writeFileSync(
      join(dir, source),
      readFileSync(join(dir, source), 'utf8').replace(action, `${action} Stay with the person.`),
    )
    const result = build()
    expect(result.status).not.toBe(0)
    expect(`${result.stdout}${result.stderr}`).toMatch(
      new RegExp(`${translation}:\\d+:\\d+ +translation\\.urgent +the urgent cards of ${source}`),
    )
  }, 300_000)

  it('is held back with its English page: a draft English page leaves its translation out of the site, the sitemap, search and the menus', () => {
    // The urgent card of the test above is set right again, so that the build can pass.
    writeFileSync(join(dir, source), readFileSync(join(process.cwd(), source), 'utf8'))
    // A name no writer's page takes, so that what is looked for below is this page alone.
    const page = 'held-back-translation-test-page'
    const english = `---
title: Visiting Us
description: How to find the institute and what to bring on the day.
---

Bring a list of your medicines and a friend if you like.
`
    const spanish = `---
title: Cómo visitarnos
description: Cómo encontrar el instituto y qué traer ese día.
---

Traiga una lista de sus medicamentos y, si quiere, a un amigo.
`
    writeFileSync(join(dir, `content/pages/${page}.mdx`), english)
    writeFileSync(
      join(dir, `content/es/pages/${page}.mdx`),
      withRecord(spanish, recordFor(`content/pages/${page}.mdx`, english)),
    )
    // In the footer's first column of both languages' menus.
    for (const [menus, address] of [
      ['content/navigation.yaml', `/${page}`],
      ['content/es/navigation.yaml', `/es/${page}`],
    ]) {
      const navigation = parseDocument(readFileSync(join(dir, menus), 'utf8'))
      navigation.addIn(['footer', 'groups', 0, 'links'], { label: 'Held back', href: address })
      writeFileSync(join(dir, menus), navigation.toString())
    }
    const linked = (home: string, address: string) =>
      readFileSync(join(dir, 'dist/client', home, 'index.html'), 'utf8').includes(`href="${address}"`)
    let result = build()
    expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0)
    expect(existsSync(join(dir, `dist/client/es/${page}/index.html`))).toBe(true)
    expect(linked('', `/${page}`)).toBe(true)
    expect(linked('es', `/es/${page}`)).toBe(true)
    const fragments = join(dir, 'dist/client/pagefind/fragment')
    const indexed = () =>
      readdirSync(fragments).map((name) => gunzipSync(readFileSync(join(fragments, name))).toString())
    expect(indexed().some((fragment) => fragment.includes(`/${page}/`))).toBe(true)

    writeFileSync(join(dir, `content/pages/${page}.mdx`), english.replace('---\n', '---\ndraft: true\n'))
    result = build()
    expect(result.status, `${result.stdout}${result.stderr}`.slice(-3000)).toBe(0)
    expect(`${result.stdout}${result.stderr}`).toContain(
      `content/es/pages/${page}.mdx:1:1  draft  is left out of the published site while the page it translates (content/pages/${page}.mdx) is a draft`,
    )
    // Not a draft by its own draft: true, so not listed as one.
    expect(`${result.stdout}${result.stderr}`).not.toMatch(
      new RegExp(`content/es/pages/${page}\\.mdx:\\d+:\\d+  draft  is a draft`),
    )
    expect(existsSync(join(dir, `dist/client/${page}/index.html`))).toBe(false)
    expect(existsSync(join(dir, `dist/client/es/${page}/index.html`))).toBe(false)
    expect(readFileSync(join(dir, 'dist/client/sitemap.xml'), 'utf8')).not.toContain(`/${page}<`)
    expect(indexed().some((fragment) => fragment.includes(`/${page}/`))).toBe(false)
    expect(linked('', `/${page}`)).toBe(false)
    expect(linked('es', `/es/${page}`)).toBe(false)
  }, 300_000)
})
