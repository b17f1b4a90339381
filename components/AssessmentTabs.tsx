/** The assessment categories (content/assessments) as tabs: description, the table of tests, why it matters, and its medical review. */
import { Lightbulb } from 'lucide-react'
import styled from 'styled-components'
import type { AssessmentFrontmatter } from '../lib/content/schema'
import { getCollection } from '../lib/content/collections'
import type { IconName } from './Icon'
import { ReviewRecord } from './ReviewRecord'
import { MarkedText } from './Term'
import { TabPanel, Tabs } from './Tabs'
import { ToolTable, type ToolTableLabels } from './ToolTable'
import { theme } from './theme'

const tabIcons: Record<AssessmentFrontmatter['iconType'], IconName> = {
  Brain: 'brain',
  Dna: 'dna',
  Microscope: 'microscope',
  ChartBar: 'chart',
}

const Description = styled.p`
  font-size: ${theme.font.size.lg};
  max-width: 48rem;
`

const Insight = styled.aside`
  display: flex;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.tint};
  svg { flex: none; color: ${theme.colors.primary}; }
  h3 { margin: 0 0 ${theme.space.xs}; font-size: ${theme.font.size.base}; }
  p { margin: 0; }
`

interface AssessmentTabsProps extends ToolTableLabels {
  /** The name screen readers give the tab list. */
  label: string
  /** The heading of each category's insight, e.g. "Why it matters". */
  insightHeading: string
}

export function AssessmentTabs({ label, insightHeading, ...tableLabels }: AssessmentTabsProps) {
  const assessments = getCollection('assessments')
  return (
    <Tabs label={label}>
      {assessments.map((category) => (
        <TabPanel key={category.id} id={category.id} label={category.title} icon={tabIcons[category.iconType]}>
          <Description>
            <MarkedText text={category.description} />
          </Description>
          <ToolTable id={`${category.id}-tools`} caption={category.title} tools={category.tools} labels={tableLabels} />
          <Insight aria-labelledby={`${category.id}-insight`}>
            <Lightbulb aria-hidden="true" size={24} />
            <div>
              <h3 id={`${category.id}-insight`}>{insightHeading}</h3>
              <p>
                <MarkedText text={category.insight} />
              </p>
            </div>
          </Insight>
          <ReviewRecord file={category.file} sources={category.sources} headingLevel={3} />
        </TabPanel>
      ))}
    </Tabs>
  )
}
