/** The conditions list: one card per condition with its icon, name, short description and a link to its page. */
import { fill, site } from '../lib/site'
import { ButtonLink } from './Button'
import { ConditionIcon } from './ConditionIcon'
import { Reveal } from './motion'
import { getCollection } from '../lib/content/collections'
import { siteIds } from '../lib/site-ids'
import styles from './ConditionCards.module.css'
import { telHref } from '../lib/phone'
import { currentLanguage } from '../lib/language'

/**
 * Shown only when the address ends in #not-listed: where an unknown condition address lands
 * (content/redirects.yaml's /conditions/*), so a visitor who followed an old or mistyped link is
 * told that page was not found and how to ask about their condition, instead of a list with no word.
 */
function NotListed() {
  const { labels, contact } = site
  const [before, after = ''] = labels.conditionNotListed.split('{phone}')
  return (
    <p className={styles.notListed} id={siteIds.conditionNotListed} data-not-listed="">
      {before}
      <a href={telHref(contact.phone)}>{contact.phone}</a>
      {after}
    </p>
  )
}

/** Every condition file's card, in list order. */
export function ConditionCards() {
  const conditions = getCollection('conditions', currentLanguage())
  return (
    <>
      <NotListed />
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
    </>
  )
}
