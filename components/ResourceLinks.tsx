/** Trusted outside resources: each a link with a line on what the reader finds there. External links open in a new tab and say so. */
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import clsx from 'clsx'
import { cardGrid } from './CardGrid'
import { NewTabNote, linkProps } from './SmartLink'
import styles from './ResourceLinks.module.css'

export function ResourceLinks({ children }: { children: ReactNode }) {
  return <ul className={clsx(cardGrid({ md: 2 }), styles.list)}>{children}</ul>
}

interface ResourceLinkProps {
  /** The resource's address. */
  href: string
  /** Its name, the words of the link. */
  title: string
  /** One line on what the reader finds there. */
  children?: ReactNode
}

export function ResourceLink({ href, title, children }: ResourceLinkProps) {
  return (
    <li className={styles.item}>
      <a className={styles.link} {...linkProps(href)}>
        <span>
          {title}
          <NewTabNote href={href} />
        </span>
        <ExternalLink aria-hidden="true" focusable="false" size={18} />
      </a>
      {children ? <div>{children}</div> : null}
    </li>
  )
}
