/**
 * The one emergency line (content/site.yaml's emergency.line): the emergency number, the crisis line
 * and not to book online for urgent symptoms. A plain paragraph with a bold label, not an alert: it is
 * always there, so announcing it would only interrupt.
 */
import clsx from 'clsx'
import { emergencyLineParts } from '../lib/emergency-line'
import { site } from '../lib/site'
import styles from './EmergencyLine.module.css'
import { telHref } from '../lib/phone'

export function EmergencyLine({ placement }: { placement: 'page' | 'footer' }) {
  const { emergency } = site
  return (
    <p
      className={clsx(styles.line, placement === 'page' && styles.pageLine)}
      data-emergency-line={placement}
      data-pagefind-ignore=""
    >
      <strong>{emergency.lineLabel}</strong>{' '}
      {emergencyLineParts(emergency.line, { emergency: emergency.phone, crisis: emergency.crisisPhone }).map(
        (part, index) =>
          'text' in part ? (
            part.text
          ) : (
            <a key={index} href={telHref(part.dial)} data-call={part.which}>
              {part.dial}
            </a>
          ),
      )}
    </p>
  )
}
