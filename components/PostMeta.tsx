/** A post's category tag and publication day, on its card and at the top of its page. */
import { formatDay } from '../lib/dates'
import styles from './PostMeta.module.css'

export function PostMeta({ category, date, onTint = false }: { category: string; date: string; onTint?: boolean }) {
  return (
    <p className={styles.meta} data-on-tint={onTint ? '' : undefined}>
      <span className={styles.category}>{category}</span>
      <time dateTime={date}>{formatDay(date)}</time>
    </p>
  )
}
