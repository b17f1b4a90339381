/** The site's buttons: a real <button> for actions and a link styled as a button for navigation. */
import type { ReactNode } from 'react'
import clsx from 'clsx'
import { withBase } from '../lib/site'
import styles from './Button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'inverse'

const variants: Record<ButtonVariant, string> = {
  primary: styles.primary,
  secondary: styles.secondary,
  inverse: styles.inverse,
}

/** The classes of a button's look, for Button and for anything else shown as a button (a link). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return clsx(styles.button, variants[variant])
}

/**
 * The props of an action. Only these reach the <button>: a part never passes on attributes it does
 * not name (a style, an id, a formaction), whoever places it.
 */
export interface ButtonProps {
  children?: ReactNode
  variant?: ButtonVariant
  /** "button" (the default) never submits a form by accident. */
  type?: 'button' | 'submit'
  disabled?: boolean
  onClick?: () => void
  /** The id of the words that say what the button is about, when its own words do not (a card's title). */
  'aria-describedby'?: string
}

/** An action on the page. `type` defaults to "button", so it never submits a form by accident. */
export function Button({
  children,
  variant,
  type = 'button',
  disabled,
  onClick,
  'aria-describedby': describedBy,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant)}
      disabled={disabled}
      onClick={onClick}
      aria-describedby={describedBy}
    >
      {children}
    </button>
  )
}

/** The send button of the site's own forms (not a part writers place): busy while a message is on its way. */
export function SubmitButton({
  children,
  disabled,
  busy,
}: {
  children?: ReactNode
  disabled?: boolean
  busy?: boolean
}) {
  return (
    <button type="submit" className={buttonClass()} disabled={disabled} aria-busy={busy || undefined}>
      {children}
    </button>
  )
}

/** The props of a link that looks like a button: where it goes, its look and its words, nothing else. */
export interface ButtonLinkProps {
  href: string
  variant?: ButtonVariant
  children?: ReactNode
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ href, variant, children }: ButtonLinkProps) {
  return (
    <LinkButton href={href} variant={variant}>
      {children}
    </LinkButton>
  )
}

/**
 * ButtonLink for the site's own parts: a class when a part restyles it (Header's BookingButton), and
 * the mark its script finds it by (data-booking, data-scroll-link).
 */
export function LinkButton({
  href,
  variant,
  children,
  className,
  mark,
  label,
  describedBy,
}: ButtonLinkProps & {
  className?: string
  mark?: 'booking' | 'scroll-link'
  /** Its name, where the words it shows change with the width (a short and a long form, each part of the name). */
  label?: string
  /** The id of what it is about, which screen readers say after its name (the same words on each card). */
  describedBy?: string
}) {
  return (
    <a
      className={clsx(buttonClass(variant), className)}
      data-button=""
      data-booking={mark === 'booking' ? '' : undefined}
      data-scroll-link={mark === 'scroll-link' ? '' : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      href={withBase(href)}
    >
      {children}
    </a>
  )
}
