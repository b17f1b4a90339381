/**
 * Every picture a content file names must be a file under public/: the site serves public/ at its
 * root (behind the base path, which withBase in lib/site.ts adds when a page is shown), so
 * /images/team/elena-ruiz.jpg is public/images/team/elena-ruiz.jpg. A missing one would show as a
 * broken picture, so the check names its file, line and column instead.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs'
import { join, posix, relative, resolve, sep } from 'node:path'
import { isPictureProp, type PlacedAddress } from './body-rules'
import type { ParsedYaml } from './frontmatter'
import type { Problem } from './problems'
import { unencodedCharacter } from '../address-rules'

/** The path a site address names (/images/x.svg from /images/x.svg?v=2#top), or null for another site's address (https://, //host, mailto:) or a relative one. */
export function sitePath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  return url.replace(/[?#].*$/, '')
}

const PICTURE_FILE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i
/** A video's recording and captions (content/videos), which must be files under public/ as pictures must. */
const MEDIA_FILE = /\.(mp4|webm|vtt)$/i

/**
 * The pictures front-matter or a data file names, each where its field stands: fields named like a
 * picture prop (image, iconImage, src) at any depth, and any value that is a site path to a picture
 * file or to a video's recording or captions.
 */
export function frontmatterImages(data: unknown, locate: ParsedYaml['locate']): PlacedAddress[] {
  const found: PlacedAddress[] = []
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const key = path[path.length - 1]
      const site = sitePath(value)
      if (site && ((typeof key === 'string' && isPictureProp(key)) || PICTURE_FILE.test(site) || MEDIA_FILE.test(site)))
        found.push({ url: value, ...locate(path) })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
    else if (value && typeof value === 'object' && !(value instanceof Date))
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
  }
  walk(data, [])
  return found
}

/** The links a data file names (navigation.yaml's menus): every `href` field, where it stands. */
export function dataFileLinks(data: unknown, locate: ParsedYaml['locate']): PlacedAddress[] {
  const found: PlacedAddress[] = []
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (path[path.length - 1] === 'href') found.push({ url: value, ...locate(path) })
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key])
  }
  walk(data, [])
  return found
}

/** A problem for each picture, recording or captions file that is not a file under public/ of `root`, and each picture larger than MAX_PICTURE_BYTES. Call only for a project that has public/. */
export function pictureProblems(file: string, images: readonly PlacedAddress[], root: string): Problem[] {
  const publicDir = resolve(root, 'public')
  const problems: Problem[] = []
  for (const image of images) {
    // A video's files are named by its recording and captions fields; every other file here is a picture.
    const media = MEDIA_FILE.test(sitePath(image.url) ?? '')
    const field = media ? (/\.vtt$/i.test(image.url) ? 'captions' : 'recording') : 'image'
    const bad = unencodedCharacter(image.url)
    if (bad) {
      problems.push({
        file,
        line: image.line,
        column: image.column,
        field,
        message: `${image.url.slice(0, 60)}: ${bad.why}: name the ${media ? '' : "picture's "}file with lowercase letters, digits and hyphens`,
        severity: 'error',
      })
      continue
    }
    const path = sitePath(image.url)
    if (path === null) continue
    const bytes = fileSizeUnder(publicDir, path)
    if (bytes !== null) {
      const kind = media ? null : mismatchedKind(publicDir, path)
      if (bytes > MAX_PICTURE_BYTES && !media)
        problems.push({
          file,
          line: image.line,
          column: image.column,
          field,
          message: `${path} is ${Math.ceil(bytes / 1000)} kB; a picture may be at most ${MAX_PICTURE_BYTES / 1000} kB, as a phone loads it on every visit: save it at most ${MAX_PICTURE_WIDTH} px wide, as JPEG or WebP at about 80 % quality`,
          severity: 'error',
        })
      else if (kind)
        problems.push({
          file,
          line: image.line,
          column: image.column,
          field,
          message: `${path} is not ${kind}, as its name says: open it and save it again as ${kind}, or rename it to what it is`,
          severity: 'error',
        })
      continue
    }
    const folder = posix.dirname(path) === '/' ? 'public/' : `public${posix.dirname(path)}/`
    problems.push({
      file,
      line: image.line,
      column: image.column,
      field,
      message: `no ${media ? 'file' : 'picture'} at ${path}: add the file under ${folder} or name one that exists`,
      severity: 'error',
    })
  }
  return problems
}

/**
 * A picture's file size at most: a photograph saved MAX_PICTURE_WIDTH px wide (twice the widest place
 * a page shows one, for sharp screens) at JPEG or WebP quality 80 is well under it.
 */
export const MAX_PICTURE_BYTES = 300_000
const MAX_PICTURE_WIDTH = 1600

/** How each kind of photograph file begins (its first bytes), and its name for a writer. */
const PHOTOGRAPH_KINDS: Array<{ name: RegExp; kind: string; begins: (head: Buffer) => boolean }> = [
  {
    name: /\.jpe?g$/i,
    kind: 'a JPEG picture',
    begins: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    name: /\.png$/i,
    kind: 'a PNG picture',
    begins: (head) => head.subarray(0, 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')),
  },
  {
    name: /\.webp$/i,
    kind: 'a WebP picture',
    begins: (head) => head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
  },
  // An ISO file whose brands (the main one, at byte 8, or a compatible one after it) include AVIF's.
  {
    name: /\.avif$/i,
    kind: 'an AVIF picture',
    begins: (head) =>
      head.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(head.toString('latin1', 8, Math.min(head.length, 40))),
  },
]

/**
 * The kind a photograph's name promises when its first bytes are not that kind's (a document or a
 * HEIC from a phone renamed .jpg), or null: the build could not make its sizes, nor a browser show it.
 */
function mismatchedKind(dir: string, path: string): string | null {
  const expected = PHOTOGRAPH_KINDS.find(({ name }) => name.test(path))
  if (!expected) return null
  const head = Buffer.alloc(40)
  let read = 0
  let handle: number | undefined
  try {
    handle = openSync(join(dir, decodeURI(path)), 'r')
    read = readSync(handle, head, 0, head.length, 0)
  } catch {
    return null
  } finally {
    if (handle !== undefined) closeSync(handle)
  }
  return read >= 12 && expected.begins(head.subarray(0, read)) ? null : expected.kind
}

/** The size of the file the site path names inside `dir`, or null when there is none (a path that climbs out of it with .. never is). */
function fileSizeUnder(dir: string, path: string): number | null {
  let decoded: string
  try {
    decoded = decodeURI(path)
  } catch {
    decoded = path
  }
  const target = join(dir, decoded)
  if (relative(dir, target).split(sep)[0] === '..') return null
  try {
    const stats = statSync(target)
    return stats.isFile() ? stats.size : null
  } catch {
    return null
  }
}
