/**
 * Photographs, made to measure. A writer names one photograph in front-matter (`image`, with
 * `imageAlt` and, where its subject is off-centre, `imageFocus`); the build cuts it to the shape its
 * kind of content shows (the collection's `picture` box), around its focus, and writes it in a few
 * widths as AVIF and WebP (scripts/build/pictures.ts, with sharp), never wider than twice the widest
 * place it shows nor than the photograph itself. Pages then offer the browser those files
 * (components/Picture.tsx), which takes the smallest that is sharp on its screen. Drawings (SVG)
 * are shown as they are.
 *
 * This module holds the rules both sides share; what the build made is read by madePicture
 * (lib/made-pictures.ts).
 */

/** A file the build makes sizes of: a photograph, not a drawing. */
export const PHOTOGRAPH = /\.(jpe?g|png|webp|avif)$/i

/** The widths the build may make, in pixels: those up to twice the picture's widest place and the photograph's own width. */
export const MADE_WIDTHS = [400, 800, 1200, 1600] as const

/** The formats made, the first the browser can show is taken (all current browsers show both). */
export const MADE_FORMATS = ['avif', 'webp'] as const
export type MadeFormat = (typeof MADE_FORMATS)[number]

/** Where a photograph's subject is, as a writer says it: the part kept in view when it is cut to its shape. */
export const FOCUS_POINTS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const
export type Focus = (typeof FOCUS_POINTS)[number]

/** The widest place a kind of content shows its pictures, in CSS pixels: its shape and its largest size. */
export interface PictureBox {
  width: number
  height: number
}

/** What the build made of one photograph for one shape: each format's files, by width, smallest first. */
export interface MadePicture {
  files: Record<MadeFormat, Array<{ width: number; address: string }>>
}

/** A picture file's own size in pixels (a drawing's as its file says), upright. */
export interface PictureSize {
  width: number
  height: number
}

/** What the build lists beside its server code: every picture's own size, by address, and what it made, by madeKey. */
export interface MadeList {
  sizes: Record<string, PictureSize>
  made: Record<string, MadePicture>
}

/** Any picture file under public/images, whose size the build reads. */
export const PICTURE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)$/i

/**
 * The widest a page shows a picture placed without a size of its own (in a page's text, a map): its
 * text column. Such a photograph is made whole, in its own shape, up to twice this width.
 */
export const WHOLE_WIDTH = 768

/** The place of a picture shown whole: its own shape, at most WHOLE_WIDTH wide. */
export function wholeBox(size: PictureSize): PictureBox {
  const width = Math.min(size.width, WHOLE_WIDTH)
  return { width, height: Math.max(1, Math.round((width * size.height) / size.width)) }
}

const divisor = (a: number, b: number): number => (b === 0 ? a : divisor(b, a % b))

/** "4:3" for 400 × 300 and 800 × 600: pictures of one shape share the files made for it. */
export function shapeOf(box: PictureBox): string {
  const d = divisor(box.width, box.height)
  return `${box.width / d}:${box.height / d}`
}

/** How the build's list of made pictures names one: the photograph, the shape it is cut to and its focus. */
export function madeKey(image: string, box: PictureBox, focus: Focus = 'center'): string {
  return `${image} ${shapeOf(box)} ${focus}`
}

/**
 * The widths to make of a photograph `source` pixels wide and high, cut to the box's shape: the
 * standard widths up to twice the box's width (sharp on screens of two pixels a point) and up to
 * the cut photograph's own width, never more; a photograph narrower than the smallest is made at
 * its own width.
 */
export function madeWidths(source: { width: number; height: number }, box: PictureBox): number[] {
  const cut = Math.min(source.width, Math.floor((source.height * box.width) / box.height))
  const widest = Math.min(cut, 2 * box.width)
  const widths: number[] = MADE_WIDTHS.filter((width) => width <= widest)
  return widths.length ? widths : [widest]
}

/** The height of a made picture of the box's shape, `width` pixels wide. */
export const madeHeight = (width: number, box: PictureBox) => Math.round((width * box.height) / box.width)

/** The folder of the build's site that holds the made files, whose names change with what they are made from (so a host may keep them for a year: public/_headers). */
export const MADE_FOLDER = '_pictures'

/** A made file's address: under /_pictures/, by the photograph's own name, a digest of what it was made from, and its width. */
export function madeAddress(image: string, digest: string, width: number, format: MadeFormat): string {
  const name = image.replace(/^\/images\//, '').replace(/\.[a-z0-9]+$/i, '')
  return `/${MADE_FOLDER}/${name}-${digest}-${width}.${format}`
}
