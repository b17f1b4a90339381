/**
 * A picture content names, in a place `width` × `height` CSS pixels at its widest. A photograph is
 * offered as the files the build cut to that place's shape (lib/pictures.ts): AVIF and WebP, each
 * in a few widths, of which the browser fetches the smallest that is sharp on its screen. A drawing
 * (SVG), or a photograph the build made nothing of (the live preview), is the file as it is. Width
 * and height are always set, so the page does not move as pictures arrive.
 */
import { madePicture } from '../lib/made-pictures'
import { PHOTOGRAPH, type Focus } from '../lib/pictures'
import { withBase } from '../lib/site'

interface PictureProps {
  src: string
  alt: string
  width: number
  height: number
  /** Where the photograph's subject is (its entry's imageFocus). */
  focus?: Focus
  className?: string
  loading?: 'lazy'
  /** How wide the picture shows, for the browser's choice of file; by default its width, or the screen's where that is narrower. */
  sizes?: string
}

export function Picture({ src, alt, width, height, focus, className, loading, sizes }: PictureProps) {
  const made = PHOTOGRAPH.test(src) ? madePicture(src, { width, height }, focus) : undefined
  const size = { width, height, loading, className }
  if (!made) return <img src={withBase(src)} alt={alt} {...size} />
  const srcSet = (files: typeof made.files.webp) =>
    files.map((file) => `${withBase(file.address)} ${file.width}w`).join(', ')
  const shown = sizes ?? `(min-width: ${width / 16}rem) ${width}px, 100vw`
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(made.files.avif)} sizes={shown} />
      <img
        src={withBase(largestFile(made.files.webp, width))}
        srcSet={srcSet(made.files.webp)}
        sizes={shown}
        alt={alt}
        {...size}
      />
    </picture>
  )
}

/** One file for a place `box` wide that takes no list of sizes (a video's poster): the made WebP at least that wide, or the photograph's own file. */
export function pictureFile(src: string, box: { width: number; height: number }, focus?: Focus): string {
  const made = PHOTOGRAPH.test(src) ? madePicture(src, box, focus) : undefined
  return withBase(made ? largestFile(made.files.webp, box.width) : src)
}

const largestFile = (files: Array<{ width: number; address: string }>, width: number) =>
  (files.find((file) => file.width >= width) ?? files[files.length - 1]).address
