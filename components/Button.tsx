/** The site's buttons: a real <button> for actions and a link styled as a button for navigation. */
import type { ComponentPropsWithoutRef } from 'react'
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

type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'type'> & { variant?: ButtonVariant; type?: 'button' | 'submit' }

/** An action on the page. `type` defaults to "button", so it never submits a form by accident. */
export function Button({ variant, type = 'button', ...props }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} {...props} />
}

type ButtonLinkProps = ComponentPropsWithoutRef<'a'> & { variant?: ButtonVariant }

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, href, ...props }: ButtonLinkProps) {
  return <StyledLink $variant={variant} href={href === undefined ? undefined : withBase(href)} {...props} />
}
