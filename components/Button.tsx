/** The site's buttons: a real <button> for actions and a link styled as a button for navigation. */
import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { withBase } from '../lib/site'
import { theme } from './theme'

export type ButtonVariant = 'primary' | 'secondary' | 'inverse'

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border-radius: ${theme.radius.sm};
  border: 2px solid ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, color 0.15s ease;
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover { background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover}; color: ${theme.colors.primaryText}; }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            &:hover { background: ${theme.colors.tint}; color: ${theme.colors.primaryHover}; }
          `
        : css`
            background: ${theme.colors.surface};
            border-color: ${theme.colors.surface};
            color: ${theme.colors.primary};
            &:hover { background: ${theme.colors.tint}; color: ${theme.colors.primaryHover}; }
          `}
  @media print { display: none; }
`

const StyledButton = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

const StyledLink = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

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
    <StyledButton type={type} $variant={variant} disabled={disabled} onClick={onClick} aria-describedby={describedBy}>
      {children}
    </StyledButton>
  )
}

/**
 * The send button of the site's own forms (not a part writers place): busy while a message is on its
 * way, and, where the form has nowhere to post without scripts, disabled in the page's HTML until the
 * page's first script enables it (data-enable-with-script), which then holds a press until the form wakes.
 */
export function SubmitButton({
  children,
  disabled,
  busy,
  enableWithScript,
}: {
  children?: ReactNode
  disabled?: boolean
  busy?: boolean
  enableWithScript?: boolean
}) {
  return (
    <StyledButton
      type="submit"
      disabled={disabled}
      aria-busy={busy || undefined}
      data-enable-with-script={enableWithScript ? '' : undefined}
    >
      {children}
    </StyledButton>
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
 * ButtonLink for the site's own parts: a class when a part restyles it (styled(BookingButton)), and
 * the mark its script finds it by (data-booking, data-scroll-link).
 */
export function LinkButton({
  href,
  variant,
  children,
  className,
  mark,
}: ButtonLinkProps & { className?: string; mark?: 'booking' | 'scroll-link' }) {
  return (
    <StyledLink
      className={className}
      $variant={variant}
      data-button=""
      data-booking={mark === 'booking' ? '' : undefined}
      data-scroll-link={mark === 'scroll-link' ? '' : undefined}
      href={withBase(href)}
    >
      {children}
    </StyledLink>
  )
}
