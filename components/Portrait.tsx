/**
 * A team member's picture: their photograph when the clinic has one (content/team, `image`), else
 * their initials on the brand colour, plainly a stand-in, never a drawn face. The initials repeat the
 * name printed beside them, so screen readers skip them.
 */
import type { Focus } from '../lib/pictures'
import { MEDIA_CARD_SIZES } from './MediaCards'
import { Picture } from './Picture'
import styles from './Portrait.module.css'

/** "Dr. Elena Ruiz, MD" → "ER": the first and last words of the name, without titles or degrees. */
export function initialsOf(name: string): string {
  const words = name
    .split(',')[0]
    .split(/\s+/)
    .filter((word) => word && !/^(dr|mr|mrs|ms|mx|prof)\.?$/i.test(word))
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
  return letters
    .filter(Boolean)
    .map((word) => word!.charAt(0).toLocaleUpperCase())
    .join('')
}

/** On a card, 400 × 300: the shape the stand-in keeps too, so a card's layout holds when the photograph comes. */
export function Portrait({
  name,
  image,
  imageAlt,
  imageFocus,
}: {
  name: string
  image?: string
  imageAlt?: string
  imageFocus?: Focus
}) {
  if (image)
    return (
      <Picture
        src={image}
        alt={imageAlt ?? ''}
        width={400}
        height={300}
        focus={imageFocus}
        loading="lazy"
        sizes={MEDIA_CARD_SIZES}
      />
    )
  return (
    <div className={styles.initials} aria-hidden="true" data-portrait-placeholder="">
      <span>{initialsOf(name)}</span>
    </div>
  )
}
