/**
 * The build refuses a link to an address that has no page or redirect, as it refuses every other
 * mistake: in a copy of the project, a new page's link and a new footer link to nowhere stop it,
 * each named at its file and line; once the page exists, the same links build. Real builds.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import type { Navigation } from '../../lib/content/schema'
import { copyOfProject, writersEnvironment } from './project-fixture'

const dir = copyOfProject(process.cwd())
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const build = () =>
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, encoding: 'utf8', env: writersEnvironment() })

/** Line and column (1-based) where `text` first stands in `source`. */
function at(source: string, text: string): string {
  const lines = source.split('\n')
  const line = lines.findIndex((candidate) => candidate.includes(text))
  return `${line + 1}:${lines[line].indexOf(text) + 1}`
}

const parking = `---
title: Parking and Directions | Test
description: Where to park when you visit.
---

# Parking and Directions

The garage is under the building. Read the [staff news](/staff-news) for changes.
`

describe('a link to nowhere', () => {
  it('stops the build, naming the file and line, until the page it leads to exists', () => {
    writeFileSync(join(dir, 'content/pages/parking.mdx'), parking)
    const navigationFile = join(dir, 'content/navigation.yaml')
    const navigation = parse(readFileSync(navigationFile, 'utf8')) as Navigation
    navigation.footer.legal.push({ label: 'Staff News', href: '/staff-news' })
    const navigationText = stringify(navigation)
    writeFileSync(navigationFile, navigationText)

    const failed = build()
    const output = `${failed.stdout}${failed.stderr}`
    expect(failed.status, output.slice(-3000)).not.toBe(0)
    expect(output).toContain(`content/pages/parking.mdx:${at(parking, '[staff news]')}  link  no page at /staff-news`)
    expect(output).toContain(
      `content/navigation.yaml:${at(navigationText, 'href: /staff-news')}  link  no page at /staff-news`,
    )

    writeFileSync(
      join(dir, 'content/pages/staff-news.mdx'),
      parking.replace(/Parking and Directions/g, 'Staff News').replace(/Read the .*\n/, 'News from our team.\n'),
    )
    const passed = build()
    expect(passed.status, `${passed.stdout}${passed.stderr}`.slice(-3000)).toBe(0)
    expect(readFileSync(join(dir, 'dist/client/parking/index.html'), 'utf8')).toContain('href="/staff-news"')
  }, 300_000)
})
