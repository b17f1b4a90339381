/** The conditions list: one card per condition with its icon, name, short description and a link to its page. */
import { fill, site } from '../lib/site'
import { ButtonLink } from './Button'
import { ConditionIcon } from './ConditionIcon'
import { Reveal } from './motion'
import { getCollection } from '../lib/content/collections'
import styles from './ConditionCards.module.css'

/** Every condition file's card, in list order. */
export function ConditionCards() {
  const conditions = getCollection('conditions')
  return (
    <ul className={styles.grid} data-conditions="">
      {conditions.map((condition, index) => (
        <Reveal as="li" key={condition.id} delay={0.1 * index} duration={0.5}>
          <article className={styles.card} aria-labelledby={`condition-${condition.id}`}>
            <ConditionIcon name={condition.iconName} image={condition.iconImage} />
            <h2 id={`condition-${condition.id}`}>{condition.name}</h2>
            <p className={styles.description}>{condition.shortDescription}</p>
            <ButtonLink href={condition.address ?? `/conditions/${condition.id}`} variant="secondary">
              {site.labels.learnMore}
              <span className="visually-hidden"> {fill(site.labels.learnMoreAbout, { name: condition.name })}</span>
            </ButtonLink>
          </article>
        </Reveal>
      ))}
    </ul>
  )
}
