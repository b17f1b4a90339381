/** The plans (content/plans) side by side; each plan's button is the booking link. */
import { getCollection } from '../lib/content/collections'
import { BookingButton } from './BookingButton'
import { CheckList } from './CheckList'
import styles from './PricingPlans.module.css'
import { currentLanguage } from '../lib/language'

export function PricingPlans() {
  const plans = getCollection('plans', currentLanguage())
  return (
    <ul className={styles.grid}>
      {plans.map((plan) => (
        <li className={styles.card} key={plan.id} data-plan={plan.id} data-featured={plan.badge ? '' : undefined}>
          {plan.badge ? (
            <p className={styles.badge} data-badge="">
              {plan.badge}
            </p>
          ) : null}
          <h3>{plan.name}</h3>
          <p className={styles.price}>
            <strong>{plan.price}</strong>
            <span>{plan.period}</span>
          </p>
          <p className={styles.summary}>{plan.summary}</p>
          <CheckList items={plan.features} />
          <BookingButton variant={plan.badge ? 'primary' : 'secondary'}>{plan.buttonLabel}</BookingButton>
        </li>
      ))}
    </ul>
  )
}
