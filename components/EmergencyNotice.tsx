/**
 * An urgent notice to call emergency services. It stands out by more than colour: a thick frame, a
 * warning icon, a bold title and a large call link that dials the number on a phone.
 */
import { Phone, TriangleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import clsx from 'clsx'
import { fill, site } from '../lib/site'
import styles from './EmergencyNotice.module.css'
import { telHref } from '../lib/phone'

/**
 * The class of a link that dials an emergency number: large, framed and underlined, never colour
 * alone. Join it with the link's own class (colours, size): `clsx(callButton, styles.callLink)`.
 */
export const callButton = styles.callButton

interface EmergencyNoticeProps {
  /** The notice's first words, shown large (e.g. "Call 911 immediately"). */
  title: string
  /**
   * Which of the site's numbers to call: "emergency" (content/site.yaml's emergency.phone, 911) or
   * "crisis" (emergency.crisisPhone, 988). A notice never dials a number typed into a page.
   */
  dial: 'emergency' | 'crisis'
  /** What to do, in a sentence or two. */
  children: ReactNode
}

export function EmergencyNotice({ title, dial, children }: EmergencyNoticeProps) {
  const titleId = useId()
  const phone = dial === 'crisis' ? site.emergency.crisisPhone : site.emergency.phone
  return (
    <aside className={styles.notice} aria-labelledby={titleId} data-emergency="">
      <TriangleAlert className={styles.warning} aria-hidden="true" focusable="false" size={40} />
      <div>
        <p className={styles.title} id={titleId}>
          {title}
        </p>
        <div>{children}</div>
      </div>
      <a className={clsx(callButton, styles.callLink)} href={telHref(phone)}>
        <Phone aria-hidden="true" focusable="false" size={20} />
        {fill(site.labels.callNumber, { phone })}
      </a>
    </aside>
  )
}
