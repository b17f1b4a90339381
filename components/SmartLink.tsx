/** Every link in prose: external addresses open in a new tab, safely, and say so to screen readers. */
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { isExternal, site, withBase } from '../lib/site'

export function externalLinkProps(href: string | undefined) {
  return href && isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

/** href (with the site's base path) plus new-tab attributes for external addresses: spread on any <a>. */
export function linkProps(href: string) {
  return { href: withBase(href), ...externalLinkProps(href) }
}

/** The words screen readers hear after a link that opens a new tab. */
export function NewTabNote({ href }: { href: string | undefined }) {
  return href && isExternal(href) ? <span className="visually-hidden"> {site.labels.newTab}</span> : null
}

export function SmartLink({ href, children, ...props }: ComponentPropsWithoutRef<'a'> & { children?: ReactNode }) {
  return (
    <a {...(href ? linkProps(href) : {})} {...props}>
      {children}
      <NewTabNote href={href} />
    </a>
  )
}
