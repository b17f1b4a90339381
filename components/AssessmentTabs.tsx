/** The assessment categories (content/assessments) as tabs: description, the table of tests, why it matters, and who reviewed it. */
import { Lightbulb } from 'lucide-react'
import styled from 'styled-components'
import type { Entry } from '../lib/content/entries'
import type { AssessmentFrontmatter } from '../lib/content/schema'
import { usePageData } from '../renderer/usePageContext'
import type { IconName } from './Icon'
import { SmartLink } from './SmartLink'
import { TabPanel, Tabs } from './Tabs'
import { ToolTable, type ToolTableLabels } from './ToolTable'
import { theme } from './theme'

export type AssessmentsData = { assessments: Entry<AssessmentFrontmatter>[] }

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

const Review = styled.p`
  margin: ${theme.space.md} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.muted};
`

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

interface AssessmentTabsProps extends ToolTableLabels {
  /** The name screen readers give the tab list. */
  label: string
  /** The heading of each category's insight, e.g. "Why it matters". */
  insightHeading: string
  /** Words before the reviewer's name and before the review date. */
  reviewedByLabel: string
  lastReviewedLabel: string
  /** The words before the list of references. */
  sourcesLabel: string
}

export function AssessmentTabs({ label, insightHeading, reviewedByLabel, lastReviewedLabel, sourcesLabel, ...tableLabels }: AssessmentTabsProps) {
  const { assessments } = usePageData<AssessmentsData>()
  return (
    <Tabs label={label}>
      {assessments.map((category) => (
        <TabPanel key={category.id} id={category.id} label={category.title} icon={tabIcons[category.iconType]}>
          <Description>{category.description}</Description>
          <ToolTable id={`${category.id}-tools`} caption={category.title} tools={category.tools} labels={tableLabels} />
          <Insight aria-labelledby={`${category.id}-insight`}>
            <Lightbulb aria-hidden="true" size={24} />
            <div>
              <h3 id={`${category.id}-insight`}>{insightHeading}</h3>
              <p>{category.insight}</p>
            </div>
          </Insight>
          <Review>
            {reviewedByLabel} {category.reviewedBy.name}, {category.reviewedBy.role}. {lastReviewedLabel}{' '}
            <time dateTime={category.lastReviewed}>{dateFormat.format(new Date(`${category.lastReviewed}T00:00:00Z`))}</time>.
          </Review>
          {category.sources.length ? (
            <Review>
              {sourcesLabel}:{' '}
              {category.sources.map((source, index) => (
                <span key={source.url}>
                  {index ? '; ' : null}
                  <SmartLink href={source.url}>{source.title}</SmartLink>
                </span>
              ))}
            </Review>
          ) : null}
        </TabPanel>
      ))}
    </Tabs>
  )
}
