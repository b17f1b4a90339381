/**
 * The one layout of every patient-education guide (content/guides): its title and summary, the
 * urgent-help card when the guide names emergency signs (and the same-day card when it names signs
 * that need a doctor today), its body, and who reviewed it with its sources.
 */
import type { ComponentType } from 'react'
import type { GuideFrontmatter } from '../lib/content/schema'
import { PageBody } from './PageBody'
import { PageHero } from './PageHero'
import { ReviewRecord } from './ReviewRecord'
import { UrgentHelpCard } from './UrgentHelp'
import { SameDayHelpCard } from './SameDayHelp'

interface GuidePageProps {
  guide: GuideFrontmatter & { file: string }
  /** The guide file's body. */
  Body: ComponentType
}

export function GuidePage({ guide, Body }: GuidePageProps) {
  return (
    <PageBody>
      <PageHero title={guide.title} intro={guide.summary} />
      {/* Before anything else to read: what to do in an emergency. */}
      {guide.urgent ? <UrgentHelpCard urgent={guide.urgent} /> : null}
      {guide.sameDay ? <SameDayHelpCard sameDay={guide.sameDay} /> : null}
      <Body />
      <ReviewRecord file={guide.file} sources={guide.sources} />
    </PageBody>
  )
}
