// Step "pictures": each photograph content names as an entry's `image` is cut to the shape its kind
// shows (the collection's `picture` box), around its `imageFocus`, and written in the widths and
// formats lib/pictures.ts gives, into the site's /_pictures/; a photograph a page's body names (in
// its text, or a map's) is made whole, in its own shape. The size of
// every picture, drawings (SVG) too, and what was made are listed beside the server code, where the
// pages read them as they render (lib/made-pictures.ts), so every picture has its width and height.
// Drawings are left as they are. sharp writes no metadata into the made files, so a photograph's
// camera details and place never reach visitors. What was made is kept in the build's cache
// (.cache/pictures) under a digest of the photograph and how it was made, so only a new or
// changed photograph is encoded again.
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { buildCachePart } from '../../lib/build-cache'
import { collectionOf } from '../../lib/content/addresses'
import { records } from '../../lib/content/records'
import { contentMdxFiles, contentText, splitContent } from '../../lib/content/store'
import type { CollectionRecord } from '../../lib/content/collections/record'
import { SERVER_DATA, serverFolder } from '../../lib/content/server-data'
import { MADE_PICTURES_FILE } from '../../lib/made-pictures'
import {
  MADE_FORMATS,
  madeAddress,
  madeHeight,
  madeKey,
  madeWidths,
  PHOTOGRAPH,
  PICTURE_FILE,
  wholeBox,
  type Focus,
  type MadeFormat,
  type MadeList,
  type MadePicture,
  type PictureBox,
  type PictureSize,
} from '../../lib/pictures'
import { StepFailed, type Build } from './processes'

/** How each format is encoded: about the quality of a JPEG at 80, in fewer bytes. */
const ENCODING = { avif: { quality: 55, effort: 4 }, webp: { quality: 78 } } as const
const encode = (image: Sharp, format: MadeFormat) =>
  format === 'avif' ? image.avif(ENCODING.avif) : image.webp(ENCODING.webp)
/** The focus as sharp's gravity. */
const GRAVITY: Record<Focus, string> = {
  center: 'centre',
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
  'top left': 'northwest',
  'top right': 'northeast',
  'bottom left': 'southwest',
  'bottom right': 'southeast',
}

/** How a photograph is cut: turned upright by its camera's note, then cut to cover its place around its focus. */
const CUT = { rotate: 'by EXIF orientation', fit: 'cover' } as const
/** What makes a made file differ besides its photograph and its job: the encoder, its settings and the cut. */
const ENCODER = JSON.stringify({ sharp: sharp.versions.sharp, vips: sharp.versions.vips, ENCODING, GRAVITY, CUT })

/** One photograph to make, for one shape and focus. */
export interface PictureJob {
  image: string
  box: PictureBox
  focus: Focus
}

/** The photographs the checked front-matter names (the build's server data), each shape and focus once (mergeJobs). */
export function pictureJobs(frontmatters: Record<string, unknown>): PictureJob[] {
  const jobs: PictureJob[] = []
  for (const [file, data] of Object.entries(frontmatters)) {
    const collection = collectionOf(file)
    const box = collection && (records[collection] as CollectionRecord).picture
    const { image, imageFocus } = data as { image?: unknown; imageFocus?: Focus }
    if (!box || typeof image !== 'string' || !PHOTOGRAPH.test(image)) continue
    jobs.push({ image, box, focus: imageFocus ?? 'center' })
  }
  return mergeJobs(jobs)
}

/** The jobs with one per photograph, shape and focus: where two places of one shape show it (a video's and a post's 16:9), the wider one's. */
export function mergeJobs(jobs: readonly PictureJob[]): PictureJob[] {
  const merged = new Map<string, PictureJob>()
  for (const job of jobs) {
    const key = madeKey(job.image, job.box, job.focus)
    const kept = merged.get(key)
    if (!kept || job.box.width > kept.box.width) merged.set(key, job)
  }
  return [...merged.values()]
}

/** The size of every picture under `publicDir`/images, by its address (/images/…), upright; a file sharp cannot read is left out. */
export async function pictureSizes(publicDir: string): Promise<Record<string, PictureSize>> {
  const folder = join(publicDir, 'images')
  if (!existsSync(folder)) return {}
  const sizes: Record<string, PictureSize> = {}
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => PICTURE_FILE.test(name))
  for (const name of files.sort()) {
    try {
      const { width, height, orientation = 1 } = await sharp(join(folder, name)).metadata()
      if (!width || !height) continue
      sizes[`/${relative(publicDir, join(folder, name)).split(sep).join('/')}`] =
        orientation >= 5 ? { width: height, height: width } : { width, height }
    } catch {
      // Not a picture sharp reads: the page shows it without a size, as before.
    }
  }
  return sizes
}

/**
 * A job for each photograph of `sizes` that one of `bodies` names, made whole in its own shape (a
 * picture in a page's text, a map): only those, as a photograph no page shows (the link preview's
 * picture) would cost every build its time for nothing.
 */
export function wholeJobs(sizes: Record<string, PictureSize>, bodies: readonly string[]): PictureJob[] {
  return Object.entries(sizes)
    .filter(([image]) => PHOTOGRAPH.test(image) && bodies.some((body) => body.includes(image)))
    .map(([image, size]) => ({ image, box: wholeBox(size), focus: 'center' as const }))
}

/** A photograph the build could not read: the pictures step names it and the content that shows it. */
export class UnreadablePicture extends Error {
  constructor(
    readonly image: string,
    readonly why: string,
  ) {
    super(`${image}: ${why}`)
  }
}

/**
 * Makes each job's files from the photographs in `publicDir` into `siteDir`/_pictures, taking them
 * from `cacheDir` when made before; returns what was made, by madeKey. A photograph that is missing
 * is left out (the content check names it); one that is not a picture sharp can read throws
 * UnreadablePicture.
 */
export async function makePictures(
  jobs: readonly PictureJob[],
  publicDir: string,
  siteDir: string,
  cacheDir?: string,
): Promise<Record<string, MadePicture>> {
  const made: Record<string, MadePicture> = {}
  for (const job of jobs) {
    const source = join(publicDir, job.image)
    if (!existsSync(source)) continue
    made[madeKey(job.image, job.box, job.focus)] = await makePicture(job, readFileSync(source), siteDir, cacheDir)
  }
  return made
}

/** One job's files, each format in each width. */
async function makePicture(job: PictureJob, bytes: Buffer, siteDir: string, cacheDir?: string): Promise<MadePicture> {
  const digest = createHash('sha256')
    .update(bytes)
    .update(`${madeKey(job.image, job.box, job.focus)} ${ENCODER}`)
    .digest('hex')
    .slice(0, 10)
  const { width = 0, height = 0, orientation = 1 } = await readable(job.image, () => sharp(bytes).metadata())
  // EXIF orientations 5 to 8 turn the picture a quarter: its width is the height stored.
  const upright = orientation >= 5 ? { width: height, height: width } : { width, height }
  const files = { avif: [], webp: [] } as MadePicture['files']
  for (const pictureWidth of madeWidths(upright, job.box))
    for (const format of MADE_FORMATS) {
      const address = madeAddress(job.image, digest, pictureWidth, format)
      const kept = cacheDir && join(cacheDir, `${digest}-${pictureWidth}.${format}`)
      await keptOrMade(kept, join(siteDir, address), () =>
        readable(job.image, () =>
          encode(
            sharp(bytes)
              .rotate()
              .resize({
                width: pictureWidth,
                height: madeHeight(pictureWidth, job.box),
                fit: 'cover',
                position: GRAVITY[job.focus],
              }),
            format,
          ).toBuffer(),
        ),
      )
      files[format].push({ width: pictureWidth, address })
    }
  return { files }
}

/** What `read` gives of the picture `image`; a picture sharp cannot read (or write again) is an UnreadablePicture. */
async function readable<T>(image: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    throw new UnreadablePicture(image, error instanceof Error ? error.message : String(error))
  }
}

/**
 * Writes `target`: the cache's file `kept` where an earlier build made it, else what `make` makes,
 * which is kept for the next build where the cache can take it. The cache saves time only: a file it
 * lost meanwhile (let go of by another build) is made again, and one it cannot keep or mark costs
 * the next build its making.
 */
async function keptOrMade(kept: string | undefined, target: string, make: () => Promise<Buffer>): Promise<void> {
  mkdirSync(dirname(target), { recursive: true })
  if (kept && takeKept(kept, target)) return
  const bytes = await make()
  writeFileSync(target, bytes)
  if (!kept) return
  const partial = `${kept}.${process.pid}.tmp`
  try {
    mkdirSync(dirname(kept), { recursive: true })
    writeFileSync(partial, bytes)
    renameSync(partial, kept)
  } catch {
    rmSync(partial, { force: true })
  }
}

/** Copies the cache's file `kept` to `target` and marks it used now (letGoOfUnused); false when the cache has none. */
function takeKept(kept: string, target: string): boolean {
  try {
    copyFileSync(kept, target)
  } catch {
    return false
  }
  try {
    const now = new Date()
    utimesSync(kept, now, now)
  } catch {
    // A cache this build may read but not mark: the file may be let go of sooner, and made again then.
  }
  return true
}

/** A file of the cache no build has used for this long is let go of: a branch or preview that needs it again makes it again. */
export const UNUSED_FOR_MS = 30 * 24 * 60 * 60 * 1000
/** A file the cache holds as `.tmp` older than this was left by a build that stopped. */
const UNFINISHED_AFTER_MS = 60 * 60 * 1000

/**
 * Lets go of the files of the cache `cacheDir` that no build has used for UNUSED_FOR_MS (each changed
 * photograph leaves its old sizes behind; a build marks what it takes by its modification time), and
 * of those a stopped build left unfinished. A file it cannot look at or remove is left.
 */
export function letGoOfUnused(cacheDir: string, now = Date.now()): void {
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name)
    try {
      if (now - statSync(file).mtimeMs > (name.endsWith('.tmp') ? UNFINISHED_AFTER_MS : UNUSED_FOR_MS))
        rmSync(file, { force: true })
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
}

/** How a photograph the site serves as it is, with notes that cannot be cut out without decoding it, is written again. */
const REWRITE = { jpeg: { quality: 90, mozjpeg: true }, webp: { quality: 90 }, avif: { quality: 70 } } as const

/**
 * The photographs of `sizes` as the site serves them under /images/ too (Vite copies public/ as it
 * is): each that carries its camera's notes (EXIF, with the place it was taken; XMP; IPTC) is
 * served without them. A JPEG's notes are cut out of the file, its pixels untouched (only its
 * orientation kept, so it still shows upright); another format is written again, upright.
 */
export async function stripOriginals(
  sizes: Record<string, PictureSize>,
  publicDir: string,
  siteDir: string,
  cacheDir?: string,
): Promise<void> {
  for (const image of Object.keys(sizes).filter((name) => PHOTOGRAPH.test(name))) {
    const bytes = readFileSync(join(publicDir, image))
    const target = join(siteDir, image)
    const { exif, xmp, iptc, format, orientation, isPalette } = await readable(image, () => sharp(bytes).metadata())
    if (!exif && !xmp && !iptc) continue
    const cut = format === 'jpeg' ? jpegWithoutNotes(bytes, orientation) : null
    if (cut) {
      mkdirSync(dirname(target), { recursive: true })
      writeFileSync(target, cut)
      continue
    }
    const digest = createHash('sha256')
      .update(bytes)
      .update(`${ENCODER} ${JSON.stringify(REWRITE)}`)
      .digest('hex')
      .slice(0, 10)
    await keptOrMade(cacheDir && join(cacheDir, `${digest}-original.${format}`), target, () =>
      readable(image, () => {
        const upright = sharp(bytes, { animated: true }).rotate()
        const again =
          format === 'png'
            ? upright.png({ palette: isPalette })
            : format === 'webp'
              ? upright.webp(REWRITE.webp)
              : format === 'heif'
                ? upright.avif(REWRITE.avif)
                : upright.jpeg(REWRITE.jpeg)
        return again.toBuffer()
      }),
    )
  }
}

/**
 * A JPEG's bytes without its notes: EXIF and XMP (APP1), IPTC (APP13) and comments, every other
 * segment and the image data as they were. An orientation other than upright is kept, alone, in a
 * small EXIF block after the JFIF header. Null when the file's segments cannot be followed.
 */
export function jpegWithoutNotes(bytes: Buffer, orientation = 1): Buffer | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  const segments: Buffer[] = []
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null
    const marker = bytes[at + 1]
    // Fill bytes before a marker.
    if (marker === 0xff) {
      at++
      continue
    }
    // The start of the image data, which runs to the end of the file.
    if (marker === 0xda) {
      const kept = orientation === 1 ? segments : withOrientation(segments, orientation)
      return Buffer.concat([bytes.subarray(0, 2), ...kept, bytes.subarray(at)])
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2)
    if (end > bytes.length || end < at + 4) return null
    if (marker !== 0xe1 && marker !== 0xed && marker !== 0xfe) segments.push(bytes.subarray(at, end))
    at = end
  }
  return null
}

/** The segments with an EXIF block holding only the orientation, after the JFIF header when there is one. */
function withOrientation(segments: Buffer[], orientation: number): Buffer[] {
  // "Exif\0\0", a big-endian TIFF header, and one directory of one entry: Orientation (0x0112), a SHORT.
  const body = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from([
      0x4d,
      0x4d,
      0,
      0x2a,
      0,
      0,
      0,
      8,
      0,
      1,
      0x01,
      0x12,
      0,
      3,
      0,
      0,
      0,
      1,
      0,
      orientation,
      0,
      0,
      0,
      0,
      0,
      0,
    ]),
  ])
  const block = Buffer.concat([Buffer.from([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body])
  const afterJfif = segments[0]?.[1] === 0xe0 ? 1 : 0
  return [...segments.slice(0, afterJfif), block, ...segments.slice(afterJfif)]
}

/** The step: the photographs of the build's content and public/images, made into its site folder and listed beside its server code with every picture's size. */
export async function pictures(build: Build): Promise<number> {
  const server = serverFolder(build.outDir)
  const frontmatters = JSON.parse(readFileSync(join(server, SERVER_DATA.frontmatters), 'utf8')) as Record<
    string,
    unknown
  >
  const publicDir = join(build.root, 'public')
  const sizes = await pictureSizes(publicDir)
  const files = contentMdxFiles(build.root)
  const bodies = files.map((file) => splitContent(contentText(build.root, file)).body)
  const jobs = mergeJobs([...pictureJobs(frontmatters), ...wholeJobs(sizes, bodies)])
  const cache = buildCachePart('pictures')
  let made: MadeList['made']
  try {
    made = await makePictures(jobs, publicDir, build.clientDir, cache)
    await stripOriginals(sizes, publicDir, build.clientDir, cache)
  } catch (error) {
    if (!(error instanceof UnreadablePicture)) throw error
    // Named with the content that shows it, which is where the writer looks.
    const shownBy = [
      ...Object.entries(frontmatters)
        .filter(([, data]) => (data as { image?: unknown }).image === error.image)
        .map(([file]) => `${file.slice(1)} (image)`),
      ...files.filter((_, index) => bodies[index].includes(error.image)),
    ]
    throw new StepFailed(
      'Build stopped: fix the picture above.',
      `public${error.image}: the build cannot read this picture (${error.why.split('\n')[0]}). ${
        shownBy.length
          ? `Save it again as JPEG, PNG, WebP or AVIF, or name another. Shown by ${shownBy.join(', ')}.`
          : 'No page shows it: delete it, or save it again as JPEG, PNG, WebP or AVIF.'
      }\n`,
    )
  }
  if (cache) {
    try {
      letGoOfUnused(cache)
    } catch {
      // A cache that cannot be tidied costs room only.
    }
  }
  const list: MadeList = { sizes, made }
  writeFileSync(join(server, MADE_PICTURES_FILE), JSON.stringify(list))
  return new Set(jobs.map((job) => job.image)).size
}
