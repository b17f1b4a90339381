import { EventEmitter } from 'node:events'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FSWatcher } from 'vite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { reportQuickSecondSaves } from '../../lib/content/second-saves'

const AFTER_MS = 30
const later = () => new Promise((resolve) => setTimeout(resolve, AFTER_MS * 3))

describe('a save close behind another, in the live preview', () => {
  let dir = ''
  let file = ''
  let watcher: EventEmitter
  let reported: string[]

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'saves-'))
    file = join(dir, 'page.mdx')
    writeFileSync(file, 'first save\n')
    watcher = new EventEmitter()
    reported = []
    reportQuickSecondSaves(watcher as unknown as FSWatcher, (path) => path.endsWith('.mdx'), AFTER_MS)
    watcher.on('change', (path: string) => reported.push(path))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is reported when the watcher dropped it', async () => {
    watcher.emit('change', file, statSync(file))
    writeFileSync(file, 'second save, made before the watcher would report it\n')
    await later()
    expect(reported).toEqual([file, file])
  })

  it('is not reported twice when the watcher saw it, nor when nothing changed', async () => {
    watcher.emit('change', file, statSync(file))
    await later()
    writeFileSync(file, 'second save, reported\n')
    watcher.emit('change', file, statSync(file))
    await later()
    expect(reported).toEqual([file, file])
  })

  it('leaves files it does not watch, and a file removed, to the watcher', async () => {
    const data = join(dir, 'notes.txt')
    writeFileSync(data, 'first\n')
    watcher.emit('change', data, statSync(data))
    writeFileSync(data, 'second\n')
    watcher.emit('change', file, statSync(file))
    rmSync(file)
    await later()
    expect(reported).toEqual([data, file])
  })
})
