/** What the server code reads of the content: made one way for the live preview and for a build. */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  SERVER_DATA,
  serverData,
  serverDataModule,
  serverDataReader,
  serverDataText,
  serverFolder,
  writeServerData,
} from '../../lib/content/server-data'
import { contentMdxFiles } from '../../lib/content/store'

const root = process.cwd()
const names = Object.keys(SERVER_DATA) as Array<keyof typeof SERVER_DATA>
/** A module's exports, from its text. */
const exportsOf = (code: string) => import(`data:text/javascript,${encodeURIComponent(code)}`)

describe('the server data', () => {
  it('gives the live preview the same values a build writes beside its code', async () => {
    const out = mkdtempSync(join(tmpdir(), 'server-data-'))
    writeServerData(serverFolder(out), serverData(root))
    for (const name of names) {
      const written: unknown = JSON.parse(readFileSync(join(serverFolder(out), SERVER_DATA[name]), 'utf8'))
      const preview = (
        (await exportsOf(serverDataModule(name, serverDataText(root, name).text))) as Record<string, unknown>
      )[name]
      expect(preview).toEqual(written)
      // A build's code reads that file, by the same name, and nothing else.
      expect(serverDataReader(name)).toContain(JSON.stringify(SERVER_DATA[name]))
    }
  })

  it('holds the front-matter of every content page, by file, and tells each file it read', () => {
    const read: string[] = []
    const { text, problems } = serverDataText(root, 'frontmatters', (file) => read.push(file))
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([])
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(contentMdxFiles(root).map((file) => `/${file}`))
    expect(read).toEqual(contentMdxFiles(root))
  })
})
