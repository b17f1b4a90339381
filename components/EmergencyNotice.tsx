/**
 * An urgent notice to call emergency services. It stands out by more than colour: a thick frame, a
 * warning icon, a bold title and a large call link that dials the number on a phone.
 */
import { Phone, TriangleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { fill, site } from '../lib/site'
import { media, theme } from './theme'

const Notice = styled.aside`
  display: grid;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.xl};
  padding: ${theme.space.lg};
  border: 3px solid ${theme.colors.urgent};
  border-left-width: 10px;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.urgentSurface};
  color: ${theme.colors.heading};
  ${media.md} { grid-template-columns: auto 1fr auto; align-items: center; }
  p { margin: 0; }
  > div > div > :last-child { margin-bottom: 0; }
`

const Title = styled.p`
  font-size: ${theme.font.size.xl};
  font-weight: 800;
  line-height: 1.25;
  text-transform: uppercase;
  letter-spacing: 0.02em;
  color: ${theme.colors.urgent};
`

const Warning = styled(TriangleAlert)`
  color: ${theme.colors.urgent};
`

/** The shape of a link that dials an emergency number: large, framed and underlined, never colour alone. */
export const callButton = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  min-height: 3rem;
  padding: ${theme.space.sm} ${theme.space.lg};
  border-radius: ${theme.radius.sm};
  border: 2px solid ${theme.colors.urgent};
  font-weight: 800;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  white-space: nowrap;
`

const CallLink = styled.a`
  ${callButton}
  background: ${theme.colors.urgent};
  color: ${theme.colors.primaryText};
  font-size: ${theme.font.size.lg};
  &:hover { background: ${theme.colors.surface}; color: ${theme.colors.urgent}; }
  @media print { background: none; color: ${theme.colors.urgent}; }
`

interface EmergencyNoticeProps {
  /** The notice's first words, shown large (e.g. "Call 911 immediately"). */
  title: string
  /** The number to call, as dialled (e.g. "911"). */
  phone: string
  /** What to do, in a sentence or two. */
  children: ReactNode
}

export function EmergencyNotice({ title, phone, children }: EmergencyNoticeProps) {
  const titleId = useId()
  return (
    <Notice aria-labelledby={titleId} data-emergency="">
      <Warning aria-hidden="true" focusable="false" size={40} />
      <div>
        <Title id={titleId}>{title}</Title>
        <div>{children}</div>
      </div>
      <CallLink href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>
        <Phone aria-hidden="true" focusable="false" size={20} />
        {fill(site.labels.callNumber, { phone })}
      </CallLink>
    </Notice>
  )
}
