/**
 * A picture content names. A photograph is offered as the files the build made of it
 * (lib/pictures.ts): AVIF and WebP, each in a few widths, of which the browser fetches the smallest
 * that is sharp on its screen. Placed in a `width` × `height` place (a card), it is the photograph
 * cut to that place's shape; placed without a size (in a page's text, a map), it is shown whole, at
 * its own shape, as wide as the text column at most. A drawing (SVG), or a photograph the build made
 * nothing of (the live preview), is the file as it is. Width and height are set from the place or
 * the file's own size, so the page does not move as pictures arrive.
 */
import { madePicture, pictureSize } from '../lib/made-pictures'
import { PHOTOGRAPH, wholeBox, type Focus, type MadePicture, type PictureBox } from '../lib/pictures'
import { withBase } from '../lib/site'

interface PictureProps {
  src: string
  alt: string
  /** The widest place the picture shows in, in CSS pixels; left out, the picture's own size. */
  width?: number
  height?: number
  /** Where the photograph's subject is (its entry's imageFocus). */
  focus?: Focus
  className?: string
  loading?: 'lazy'
  /** How wide the picture shows at each window width, for the browser's choice of file (the `sizes` attribute); by default its width, or the window's where that is narrower. */
  sizes?: string
  title?: string
}

export function Picture({ src, alt, width, height, focus, className, loading, sizes, title }: PictureProps) {
  const box = placeOf(src, width, height)
  const made = box && PHOTOGRAPH.test(src) ? madePicture(src, box, focus) : undefined
  const shown = { ...box, loading, className, title }
  if (!box || !made) return <img src={withBase(src)} alt={alt} {...shown} />
  const srcSet = (files: MadePicture['files']['webp']) =>
    files.map((file) => `${withBase(file.address)} ${file.width}w`).join(', ')
  const slot = sizes ?? `(min-width: ${box.width / 16}rem) ${box.width}px, 100vw`
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(made.files.avif)} sizes={slot} />
      <img
        src={withBase(largestFile(made.files.webp, box.width))}
        srcSet={srcSet(made.files.webp)}
        sizes={slot}
        alt={alt}
        {...shown}
      />
    </picture>
  )
}

/** An entry's picture (its image, imageAlt and imageFocus: services, posts, videos), in a place of the given size. */
export function EntryPicture({
  entry,
  ...place
}: { entry: { image: string; imageAlt: string; imageFocus?: Focus } } & Omit<PictureProps, 'src' | 'alt' | 'focus'>) {
  return <Picture src={entry.image} alt={entry.imageAlt} focus={entry.imageFocus} {...place} />
}

/** A picture written in a page's Markdown (lib/content/bodies.ts), shown whole; one on another site as it is. */
export function TextPicture({ src = '', alt = '', title }: { src?: string; alt?: string; title?: string }) {
  if (!src.startsWith('/') || src.startsWith('//')) return <img src={src} alt={alt} title={title} loading="lazy" />
  return <Picture src={src} alt={alt} title={title} loading="lazy" />
}

/** The place a picture shows in: the one given, else its own size at most a text column wide (wholeBox), else none (a picture on another site, the live preview). */
function placeOf(src: string, width?: number, height?: number): PictureBox | undefined {
  if (width && height) return { width, height }
  const size = src.startsWith('/') ? pictureSize(src.replace(/[?#].*$/, '')) : undefined
  return size && (PHOTOGRAPH.test(src) ? wholeBox(size) : size)
}

/** One file for a place `box` wide that takes no list of sizes (a video's poster): the made WebP at least that wide (else the widest made), or the picture's own file when none was made. */
export function pictureFile(src: string, box: PictureBox, focus?: Focus): string {
  const made = PHOTOGRAPH.test(src) ? madePicture(src, box, focus) : undefined
  return withBase(made ? largestFile(made.files.webp, box.width) : src)
}

const largestFile = (files: Array<{ width: number; address: string }>, width: number) =>
  (files.find((file) => file.width >= width) ?? files[files.length - 1]).address
