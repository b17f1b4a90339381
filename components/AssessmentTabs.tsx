/** The assessment categories (content/assessments) as tabs: description, the table of tests, why it matters, and its medical review. */
import { Lightbulb } from 'lucide-react'
import type { AssessmentFrontmatter } from '../lib/content/schema'
import { getCollection } from '../lib/content/collections'
import type { IconName } from './Icon'
import { ReviewRecord } from './ReviewRecord'
import { MarkedText } from './Term'
import { TabPanel, Tabs } from './Tabs'
import { ToolTable, type ToolTableLabels } from './ToolTable'
import styles from './AssessmentTabs.module.css'
import { currentLanguage } from '../lib/language'

const tabIcons: Record<AssessmentFrontmatter['iconType'], IconName> = {
  Brain: 'brain',
  Dna: 'dna',
  Microscope: 'microscope',
  ChartBar: 'chart',
}

interface AssessmentTabsProps extends ToolTableLabels {
  /** The name screen readers give the tab list. */
  label: string
  /** The heading of each category's insight, e.g. "Why it matters". */
  insightHeading: string
}

export function AssessmentTabs({ label, insightHeading, ...tableLabels }: AssessmentTabsProps) {
  const assessments = getCollection('assessments', currentLanguage())
  return (
    <Tabs label={label}>
      {assessments.map((category) => (
        <TabPanel key={category.id} id={category.id} label={category.title} icon={tabIcons[category.iconType]}>
          <p className={styles.description}>
            <MarkedText text={category.description} />
          </p>
          <ToolTable id={`${category.id}-tools`} caption={category.title} tools={category.tools} labels={tableLabels} />
          <aside className={styles.insight} aria-labelledby={`${category.id}-insight`}>
            <Lightbulb aria-hidden="true" size={24} />
            <div>
              <h3 id={`${category.id}-insight`}>{insightHeading}</h3>
              <p>
                <MarkedText text={category.insight} />
              </p>
            </div>
          </aside>
          <ReviewRecord file={category.file} sources={category.sources} headingLevel={3} />
        </TabPanel>
      ))}
    </Tabs>
  )
}
