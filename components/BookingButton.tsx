/** The one booking link: a full-page navigation to the provider's initial-visit page. */
import type { ReactNode } from 'react'
import { bookingUrl } from '../lib/site'
import { LinkButton, type ButtonVariant } from './Button'

export function BookingButton({
  children,
  variant = 'primary',
  className,
}: {
  children: ReactNode
  variant?: ButtonVariant
  className?: string
}) {
  return (
    <LinkButton href={bookingUrl} variant={variant} className={className} mark="booking">
      {children}
    </LinkButton>
  )
}
