/** The opening band of a page: its one h1, an intro sentence, its main actions and an optional picture. */
import type { ReactNode } from 'react'
import type { Focus } from '../lib/pictures'
import { Container, FULL_BLEED } from './PageBody'
import { ContentsSlot } from './OnThisPage'
import styles from './PageHero.module.css'
import { Picture } from './Picture'

interface PageHeroProps {
  title: string
  intro?: string
  /** A picture from public/, with its size and its description. */
  image?: string
  imageAlt?: string
  imageWidth?: number
  imageHeight?: number
  /** The hero's buttons. */
  children?: ReactNode
}

/** The hero a page file places (content/pages): its picture is shown as it is. */
export function PageHero(props: PageHeroProps) {
  return <EntryHero {...props} />
}

/**
 * The hero of an entry's own page (a profile, a video), whose photograph the build cut to its kind's
 * shape around the entry's imageFocus (components/Picture.tsx).
 */
export function EntryHero({
  title,
  intro,
  image,
  imageAlt = '',
  imageWidth = 480,
  imageHeight = 400,
  imageFocus,
  children,
}: PageHeroProps & { imageFocus?: Focus }) {
  return (
    <>
      <section className={styles.band} {...FULL_BLEED}>
        <Container className={styles.grid} data-has-image={image ? '' : undefined}>
          <div>
            <h1 className={styles.title}>{title}</h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
            {children ? <div className={styles.actions}>{children}</div> : null}
          </div>
          {image ? (
            <Picture
              className={styles.picture}
              src={image}
              alt={imageAlt}
              width={imageWidth}
              height={imageHeight}
              focus={imageFocus}
              sizes="(min-width: 72rem) 28rem, (min-width: 64rem) 40vw, min(22rem, 100vw)"
            />
          ) : null}
        </Container>
      </section>
      <ContentsSlot />
    </>
  )
}
