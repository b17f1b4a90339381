/** A list whose items each start with a check mark: what a service or plan includes. Give items, or wrap a Markdown list. */
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { MarkedText } from './Term'
import styles from './CheckList.module.css'

export function CheckList({ items, children }: { items?: readonly string[]; children?: ReactNode }) {
  if (!items)
    return (
      <div className={styles.wrapper} data-prose="">
        {children}
      </div>
    )
  return (
    <div className={styles.wrapper}>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" size={18} />
            <span>
              <MarkedText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
