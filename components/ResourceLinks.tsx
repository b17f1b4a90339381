/** Trusted outside resources: each a link with a line on what the reader finds there. External links open in a new tab and say so. */
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { cardGrid } from './CardGrid'
import { NewTabNote, linkProps } from './SmartLink'
import { theme } from './theme'

const List = styled.ul`
  ${cardGrid({ md: 2, gap: theme.space.md })}
`

const Item = styled.li`
  position: relative;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  &:hover { border-color: ${theme.colors.primary}; }
  &:focus-within { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  > div { margin-top: ${theme.space.xs}; color: ${theme.colors.muted}; }
  p:last-child { margin-bottom: 0; }
`

/** The whole box is clickable; the link's words are the resource's name. */
const Link = styled.a`
  display: inline-flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  font-weight: 600;
  font-size: ${theme.font.size.lg};
  &::after { content: ''; position: absolute; inset: 0; border-radius: ${theme.radius.md}; }
  &:focus-visible { outline: none; }
  svg { flex: none; margin-top: 0.3em; }
`

export function ResourceLinks({ children }: { children: ReactNode }) {
  return <List>{children}</List>
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
    <Item>
      <Link {...linkProps(href)}>
        <span>
          {title}
          <NewTabNote href={href} />
        </span>
        <ExternalLink aria-hidden="true" focusable="false" size={18} />
      </Link>
      {children ? <div>{children}</div> : null}
    </Item>
  )
}
