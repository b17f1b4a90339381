/**
 * The one emergency line (content/site.yaml's emergency.line): the emergency number, the crisis line
 * and not to book online for urgent symptoms. A plain paragraph with a bold label, not an alert: it is
 * always there, so announcing it would only interrupt.
 */
import styled from 'styled-components'
import { emergencyLineParts } from '../lib/emergency-line'
import { site } from '../lib/site'
import { theme } from './theme'

const Line = styled.p`
  margin: 0;
  line-height: 1.5;
  strong { font-weight: 800; }
  a { font-weight: 700; text-decoration: underline; text-underline-offset: 0.15em; white-space: nowrap; }
`

/*
 * On a page, the line shows where the page leads to booking: its content holds a booking button
 * (the header's own is outside <main>). A page that opens with its urgent-help card (a condition)
 * says the same there. Browsers without :has() show the line on every page, the safe side.
 */
const PageLine = styled(Line)`
  padding: ${theme.space.sm} max(${theme.space.md}, calc((100% - ${theme.layout.maxWidth}) / 2));
  border-bottom: 2px solid ${theme.colors.urgent};
  background: ${theme.colors.urgentSurface};
  color: ${theme.colors.heading};
  font-size: ${theme.font.size.sm};
  strong, a { color: ${theme.colors.urgent}; }
  main:not(:has([data-booking])) > &,
  main:has([data-urgent-help]) > & {
    display: none;
  }
`

export function EmergencyLine({ placement }: { placement: 'page' | 'footer' }) {
  const { emergency } = site
  const Shown = placement === 'page' ? PageLine : Line
  return (
    <Shown data-emergency-line={placement} data-pagefind-ignore="">
      <strong>{emergency.lineLabel}</strong>{' '}
      {emergencyLineParts(emergency.line, { emergency: emergency.phone, crisis: emergency.crisisPhone }).map(
        (part, index) =>
          'text' in part ? (
            part.text
          ) : (
            <a key={index} href={`tel:${part.dial}`} data-call={part.which}>
              {part.dial}
            </a>
          ),
      )}
    </Shown>
  )
}
