/**
 * "Learn More": a link to a section of the same page. With JavaScript it scrolls there smoothly
 * (at once for visitors who ask for reduced motion) and moves focus to the section; the behaviour
 * is installed once for the whole document (renderer/client/scroll-links.ts), so it also works inside content
 * that is never hydrated. Without JavaScript it is a plain link to the anchor.
 */
import type { ReactNode } from 'react'
import { LinkButton, type ButtonVariant } from './Button'

export function ScrollButton({
  to,
  children,
  variant = 'secondary',
}: {
  to: string
  children: ReactNode
  variant?: ButtonVariant
}) {
  return (
    <LinkButton href={`#${to}`} variant={variant} mark="scroll-link">
      {children}
    </LinkButton>
  )
}
