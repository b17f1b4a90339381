/** The Education tab: lists of topics (content/education), each linking to <basePath>/<slug of its name>. */
import { ChevronRight } from 'lucide-react'
import { withBase } from '../lib/site'
import { slugify } from '../lib/slug'
import { getCollection } from '../lib/content/collections'
import styles from './EducationLists.module.css'
import { currentLanguage } from '../lib/language'

export function EducationLists() {
  const education = getCollection('education', currentLanguage())
  return (
    <div className={styles.columns}>
      {education.map((list) => (
        <section
          key={list.id}
          className={styles.column}
          aria-labelledby={`education-${list.id}`}
          data-education={list.id}
        >
          <h3 id={`education-${list.id}`}>{list.heading}</h3>
          <ul>
            {list.items.map((item) => (
              <li key={item}>
                <a href={withBase(`${list.basePath}/${slugify(item)}`)}>
                  {item}
                  <ChevronRight aria-hidden="true" size={18} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
