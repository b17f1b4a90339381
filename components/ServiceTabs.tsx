/** The programmes as tabs, one per service; each panel's id is the service's id, so #memory opens the memory programme. */
import { ReviewNote } from './ReviewNote'
import { getCollection } from '../lib/content/collections'
import { CheckList } from './CheckList'
import { TabPanel, Tabs } from './Tabs'
import { SourceList } from './SourceList'
import { MarkedText } from './Term'
import styles from './ServiceTabs.module.css'
import { currentLanguage } from '../lib/language'
import { EntryPicture } from './Picture'

interface ServiceTabsProps {
  /** The name screen readers give the tab list. */
  label: string
  /** The heading above each programme's feature list. */
  featuresHeading: string
}

export function ServiceTabs({ label, featuresHeading }: ServiceTabsProps) {
  const services = getCollection('services', currentLanguage())
  return (
    <Tabs label={label}>
      {services.map((service, index) => (
        <TabPanel key={service.id} id={service.id} label={service.tabLabel}>
          <div className={styles.layout}>
            <div>
              <h3>{service.title}</h3>
              <p>
                <MarkedText text={service.longDescription} />
              </p>
              <h4>{featuresHeading}</h4>
              <CheckList items={service.features} />
              <SourceList sources={service.sources} headingLevel={4} />
              <ReviewNote {...service} />
            </div>
            {/* The first programme's picture shows as the page opens: only the others wait until needed. */}
            <EntryPicture
              entry={service}
              width={400}
              height={240}
              loading={index === 0 ? undefined : 'lazy'}
              sizes="(min-width: 72rem) 28rem, (min-width: 48rem) 40vw, 100vw"
            />
          </div>
        </TabPanel>
      ))}
    </Tabs>
  )
}
