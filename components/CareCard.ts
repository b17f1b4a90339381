/** The classes of a care card (CareCard.module.css): its frame, heading band, body, signs and action, in a tone. */
import clsx from 'clsx'
import styles from './CareCard.module.css'

const tones = { urgent: styles.urgent, sameDay: styles.sameDay } as const

/** The card's own class in its tone; its parts take careCardPart's. */
export function careCard(tone: keyof typeof tones): string {
  return clsx(styles.card, tones[tone])
}

export const careCardPart = {
  heading: styles.heading,
  body: styles.body,
  signs: styles.signs,
  action: styles.action,
} as const
