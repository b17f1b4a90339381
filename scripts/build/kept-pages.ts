// Pages kept from the last build: when only the words of some pages changed, the render step writes
// those pages alone and the others are taken from the last build's folder.
//
// A page is made from the bundled code, every page's front-matter (lists, menus, addresses,
// hreflang), the verified reviews, the day (reviews fall due, key facts age), and the body of its
// own content file with the day that file last changed (renderer/+onRenderHtml.tsx loads that body
// and no other; lib/content/collections.ts sourceOf dates it). So the build's cache keeps, for the
// folder a build replaced, the digest of all but the last (`site`) and, for each page written, its
// content file and the digest of that file's text and day. The next build into the same folder
// renders again every page whose digest differs, and every page when `site` differs, when that folder
// is not the build recorded (its inputs file differs), when a not-found page changed, or when no
// record is kept. The record also keeps what the output gate read of each page (scripts/build/gate.ts).
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { Worker } from 'node:worker_threads'
import { buildCachePart } from '../../lib/build-cache'
import { lastUpdated } from '../../lib/content/last-updated'
import { contentMdxFiles, contentText } from '../../lib/content/store'
import { isTranslation } from '../../lib/content/translations'
import { sourceFileOf } from '../../lib/language'
import { SERVER_DATA, serverFolder } from '../../lib/content/server-data'
import { MADE_PICTURES_FILE } from '../../lib/made-pictures'
import type { PassedPage } from '../../lib/output-gate'
import { INPUTS_FILE } from '../build-inputs.mjs'
import type { Build } from './processes'

/** A page a renderer wrote: its file (from the build's client folder), its address, and its content file, if it shows one. */
export interface WrittenPage {
  file: string
  address: string
  source: string | null
}

interface PagesRecord {
  site: string
  inputs: string
  /**
   * Each page, with the digest of what it was made from and what the output gate read of it (the
   * ids in it and the addresses it links to, as places in `strings`: most links are the menus',
   * the same on every page).
   */
  pages: Array<WrittenPage & { key: string | null; passed?: [ids: number[], links: number[]] }>
  strings: string[]
}

/**
 * What this build renders: only these pages, with the others taken from the last build (`kept`),
 * and what the output gate read of those, by file.
 */
export interface RenderPlan {
  only: WrittenPage[]
  kept: WrittenPage[]
  passed: Map<string, PassedPage>
  /** The digest of what the build the kept pages are taken from was made from (scripts/build-inputs.mjs). */
  inputs: string
}

/**
 * The not-found pages: Vike's prerender writes them under no address of their own (and the Spanish
 * one in Spanish only there), so a change to one renders every page.
 */
const notFoundPage = /(^|\/)404\.html$/

/** What the build says of the pages it took from the last build, before their count. */
export const PAGES_KEPT = 'the other pages are unchanged since the last build and were kept from it'

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex')

/** The digest of a build's front-matter file, made in a worker thread (frontmatters-digest.mjs says why). */
function frontmattersDigest(file: string): Promise<string> {
  return new Promise((resolveDigest, reject) => {
    // Plain JavaScript: without this process's loader of TypeScript when it has one (--import tsx,
    // when the build could not be compiled: scripts/compiled.mjs), which it would inherit.
    const worker = new Worker(new URL('./frontmatters-digest.mjs', import.meta.url), { workerData: file, execArgv: [] })
    worker.once('message', resolveDigest)
    worker.once('messageerror', reject)
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`the digest of ${file} ended without one (exit ${code})`)))
  })
}

/**
 * The digest of what every page is made from: the code, all front-matter and reviews, and the day.
 * Whether a translation's source changed since it was translated shows on the translation's page
 * alone: it is left out here and counted in that page's own digest (sourceDigests).
 */
export async function siteDigest(build: Build, codeKey: string): Promise<string> {
  const server = serverFolder(build.outDir)
  const frontmatters = await frontmattersDigest(join(server, SERVER_DATA.frontmatters))
  const reviews = readFileSync(join(server, SERVER_DATA.reviews), 'utf8')
  // The files made of each photograph, which every page that shows it names (scripts/build/pictures.ts).
  const madePictures = readFileSync(join(server, MADE_PICTURES_FILE), 'utf8')
  // The day as the content code counts it (UTC) and as the footer's year does (the build's time zone).
  const now = new Date()
  return digest(codeKey, frontmatters, reviews, madePictures, now.toISOString().slice(0, 10), now.toDateString())
}

/**
 * What each page takes from its own content file, by file: the digest of its text, the day it last
 * changed and, for a translation, the text of its source (whether it is outdated). Read as the build
 * starts, so a file saved while the site builds renders again next time.
 */
export function sourceDigests(root: string, files = contentMdxFiles(root)): Map<string, string> {
  const text = (file: string) => (existsSync(join(root, file)) ? contentText(root, file) : '(none)')
  return new Map(
    files.map((file) => [
      file,
      digest(text(file), lastUpdated(file, root), isTranslation(file) ? text(sourceFileOf(file)) : ''),
    ]),
  )
}

/** Where the record of the build into `finalDir` is kept, if this build keeps one. */
function recordFile(finalDir: string): string | undefined {
  const cache = buildCachePart('pages')
  return cache && join(cache, `${digest(finalDir).slice(0, 16)}.json`)
}

/**
 * Which pages this build must render, when the build in `finalDir` is the one recorded and was made
 * from the same `site`; null when every page must be.
 */
export function renderPlan(finalDir: string, site: string, sources: Map<string, string>): RenderPlan | null {
  const file = recordFile(finalDir)
  if (!file || !existsSync(file) || !existsSync(join(finalDir, INPUTS_FILE))) return null
  let record: PagesRecord
  try {
    record = JSON.parse(readFileSync(file, 'utf8')) as PagesRecord
  } catch {
    return null
  }
  if (record.site !== site || readFileSync(join(finalDir, INPUTS_FILE), 'utf8').trim() !== record.inputs) return null
  const only: WrittenPage[] = []
  const kept: WrittenPage[] = []
  const passed = new Map<string, PassedPage>()
  const strings = record.strings ?? []
  for (const { key, passed: read, ...page } of record.pages) {
    const unchanged = key === (page.source ? sources.get(page.source) : null)
    if (unchanged && existsSync(join(finalDir, 'client', page.file))) {
      kept.push(page)
      if (read)
        passed.set(page.file, { ids: read[0].map((at) => strings[at]), links: read[1].map((at) => strings[at]) })
    } else if (notFoundPage.test(page.file)) return null
    else only.push(page)
  }
  return { only, kept, passed, inputs: record.inputs }
}

/** Gives the file `from` a second name `to`, or a copy where a link cannot be made (another disk, a file system without links). */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch {
    copyFileSync(from, to)
  }
}

/**
 * Takes the kept pages from the last build into this one, with their compressed forms
 * (scripts/build/compress.ts makes the same bytes from the same page); returns the pages whose
 * compressed forms were taken, which the compress step then leaves. Each file is linked, not copied
 * (copying a large site's pages costs seconds): no step writes to a kept page's files, since the
 * renderers write only the other pages, so the last build stays as it was until it is replaced.
 */
export function copyKeptPages(build: Build, finalDir: string, plan: RenderPlan): string[] {
  const compressed: string[] = []
  const folders = new Set<string>()
  for (const { file } of plan.kept) {
    const from = join(finalDir, 'client', file)
    const to = join(build.clientDir, file)
    if (!folders.has(dirname(to))) mkdirSync(dirname(to), { recursive: true })
    folders.add(dirname(to))
    linkOrCopy(from, to)
    if (existsSync(`${from}.br`) && existsSync(`${from}.gz`)) {
      linkOrCopy(`${from}.br`, `${to}.br`)
      linkOrCopy(`${from}.gz`, `${to}.gz`)
      compressed.push(to)
    }
  }
  return compressed
}

/** How many builds' records the cache keeps, the most recent: one per folder built into. */
const KEPT_RECORDS = 8

/**
 * Keeps the record of this build, which is about to replace `finalDir`: the pages `rendered` now and
 * those `kept`, with what the output gate read of each (`passed`, by file). A page whose file changed
 * while the site built may show either version: it is recorded as changed, so the next build renders
 * it again.
 */
export function keepRecord(
  build: Build,
  finalDir: string,
  site: string,
  inputs: string,
  sources: Map<string, string>,
  rendered: WrittenPage[],
  kept: WrittenPage[],
  passed: Map<string, PassedPage>,
): void {
  const file = recordFile(finalDir)
  if (!file) return
  const files = rendered.flatMap((page) => (page.source ? [page.source] : []))
  const now = sourceDigests(build.root, files)
  const keyOf = (page: WrittenPage, renderedNow: boolean) => {
    if (!page.source) return null
    const before = sources.get(page.source) ?? 'gone'
    return renderedNow && now.get(page.source) !== before ? 'changed while the site built' : before
  }
  const strings: string[] = []
  const places = new Map<string, number>()
  const placeOf = (text: string) => {
    let at = places.get(text)
    if (at === undefined) places.set(text, (at = strings.push(text) - 1))
    return at
  }
  const withPassed = (page: WrittenPage) => {
    const read = passed.get(page.file)
    return read ? { ...page, passed: [read.ids.map(placeOf), read.links.map(placeOf)] as [number[], number[]] } : page
  }
  const record: PagesRecord = {
    site,
    inputs,
    pages: [
      ...rendered.map((page) => ({ ...withPassed(page), key: keyOf(page, true) })),
      ...kept.map((page) => ({ ...withPassed(page), key: keyOf(page, false) })),
    ],
    strings,
  }
  try {
    const folder = dirname(file)
    mkdirSync(folder, { recursive: true })
    writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(record))
    renameSync(`${file}.${process.pid}.tmp`, file)
    const byAge = readdirSync(folder)
      .map((name) => ({ name, time: statSync(join(folder, name)).mtimeMs }))
      .sort((a, b) => b.time - a.time)
    for (const { name } of byAge.slice(KEPT_RECORDS)) rmSync(join(folder, name), { force: true })
  } catch {
    // A cache that cannot be written costs time only.
  }
}

/** A page's file as the record names it, from the path a renderer wrote it to. */
export const pageFile = (build: Build, path: string) => relative(build.clientDir, path).split('\\').join('/')
