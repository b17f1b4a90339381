/** The services at a glance (content/services): picture, name, summary, what is included, and a link to the programme's tab. */
import { getCollection } from '../lib/content/collections'
import { CheckList } from './CheckList'
import { MEDIA_CARD_SIZES, MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { MarkedText } from './Term'
import styles from './ServiceCards.module.css'
import { currentLanguage } from '../lib/language'
import { EntryPicture } from './Picture'

/** `learnMoreLabel`: the words of the link from each card to its programme (#<service id>). */
export function ServiceCards({ learnMoreLabel }: { learnMoreLabel: string }) {
  const services = getCollection('services', currentLanguage())
  return (
    <MediaCardGrid>
      {services.map((service) => (
        <MediaCard key={service.id}>
          <EntryPicture entry={service} width={400} height={240} loading="lazy" sizes={MEDIA_CARD_SIZES} />
          <MediaCardBody>
            <h3 id={`${service.id}-card-title`}>{service.title}</h3>
            <p>
              <MarkedText text={service.description} />
            </p>
            <CheckList items={service.features.slice(0, 3)} />
            <a
              className={styles.more}
              href={`#${service.id}`}
              aria-describedby={`${service.id}-card-title`}
              data-service-link={service.id}
            >
              {learnMoreLabel}
            </a>
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
