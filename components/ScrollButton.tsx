/**
 * "Learn More": scrolls to a section of the page and moves focus there (smoothly, or at once for
 * visitors who ask for reduced motion). Without JavaScript it is a plain link to the anchor.
 */
import type { MouseEvent, ReactNode } from 'react'
import { ButtonLink, type ButtonVariant } from './Button'

export function ScrollButton({ to, children, variant = 'secondary' }: { to: string; children: ReactNode; variant?: ButtonVariant }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(to)
    if (!target) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
    history.replaceState(history.state, '', `#${to}`)
  }
  return (
    <ButtonLink href={`#${to}`} variant={variant} onClick={onClick}>
      {children}
    </ButtonLink>
  )
}
