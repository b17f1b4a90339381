/** The opening band of a page: its one h1, an intro sentence, its main actions and an optional picture. */
import type { ReactNode } from 'react'
import { withBase } from '../lib/site'
import { Container, FULL_BLEED } from './PageBody'
import { ContentsSlot } from './OnThisPage'
import styles from './PageHero.module.css'

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

export function PageHero({
  title,
  intro,
  image,
  imageAlt = '',
  imageWidth = 480,
  imageHeight = 400,
  children,
}: PageHeroProps) {
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
            <img
              className={styles.picture}
              src={withBase(image)}
              alt={imageAlt}
              width={imageWidth}
              height={imageHeight}
            />
          ) : null}
        </Container>
      </section>
      <ContentsSlot />
    </>
  )
}
