/** Every link in prose: external addresses open in a new tab, safely, and say so to screen readers. */
import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { isExternal, site } from '../lib/site'

export function externalLinkProps(href: string | undefined) {
  return href && isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

/** The words screen readers hear after a link that opens a new tab. */
export function NewTabNote({ href }: { href: string | undefined }) {
  return href && isExternal(href) ? <span className="visually-hidden"> {site.labels.newTab}</span> : null
}

export function SmartLink({ href, children, ...props }: ComponentPropsWithoutRef<'a'> & { children?: ReactNode }) {
  return (
    <a href={href} {...externalLinkProps(href)} {...props}>
      {children}
      <NewTabNote href={href} />
    </a>
  )
}
