/**
 * Every published condition as one link to its page, in the writers' order: the shortest way from a
 * page such as home to a condition, where booking is one tap away. The words around it (a section's
 * title and intro) are the page's.
 */
import { ChevronRight } from 'lucide-react'
import { getCollection } from '../lib/content/collections'
import { currentLanguage } from '../lib/language'
import { withBase } from '../lib/site'
import styles from './ConditionLinks.module.css'

export function ConditionLinks() {
  const conditions = getCollection('conditions', currentLanguage())
  return (
    <ul className={styles.list} data-condition-links="">
      {conditions.map((condition) => (
        <li key={condition.id}>
          <a className={styles.link} href={withBase(condition.address ?? `/conditions/${condition.id}`)}>
            <span>{condition.name}</span>
            <ChevronRight aria-hidden="true" size={20} />
          </a>
        </li>
      ))}
    </ul>
  )
}
