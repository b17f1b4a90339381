/**
 * The one layout of every generic condition page, built from the condition's file: its fields
 * make the frame, its body is the long description.
 */
import { ArrowLeft, CircleCheck } from 'lucide-react'
import type { ComponentType } from 'react'
import styled from 'styled-components'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { fill, site, withBase } from '../lib/site'
import { BookingButton } from './BookingButton'
import { ConditionIcon } from './ConditionIcon'
import { CtaBand } from './CtaBand'
import { Reveal } from './motion'
import { Container, FULL_BLEED, PageBody } from './PageBody'
import { ReviewRecord } from './ReviewRecord'
import { UrgentHelpCard } from './UrgentHelp'
import { SameDayHelpCard } from './SameDayHelp'
import { media, theme } from './theme'
import { siteIds } from '../lib/site-ids'

const Hero = styled.header`
  background: linear-gradient(180deg, ${theme.colors.tint} 0%, ${theme.colors.surface} 100%);
  padding: ${theme.space.xl} 0 ${theme.space.xxl};
`

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  margin-bottom: ${theme.space.lg};
  font-weight: 600;
`

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  h1 { font-size: ${theme.font.size.hero}; margin: 0; }
`

const Lead = styled.p`
  max-width: 48rem;
  font-size: ${theme.font.size.lg};
  color: ${theme.colors.muted};
  margin: 0;
`

const Prose = styled.section`
  padding-top: ${theme.space.xxl};
  max-width: 48rem;
`

const Lists = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
`

const ListCard = styled.section`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h2 { font-size: ${theme.font.size.xl}; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${theme.space.sm}; }
  li { display: flex; gap: ${theme.space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 0.2em; color: ${theme.colors.primary}; }
`

function ItemList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <ListCard aria-labelledby={id} data-list={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <Reveal as="li" key={item} delay={0.1 * index} duration={0.3}>
            <CircleCheck aria-hidden="true" focusable="false" size={20} />
            <span>{item}</span>
          </Reveal>
        ))}
      </ul>
    </ListCard>
  )
}

interface ConditionPageProps {
  condition: ConditionFrontmatter & { file: string }
  /** The condition file's body: the long description. */
  Body: ComponentType
}

export function ConditionPage({ condition, Body }: ConditionPageProps) {
  const labels = site.labels
  const name = condition.name
  return (
    <PageBody>
      <Hero {...FULL_BLEED}>
        <Container>
          <Back href={withBase('/conditions')}>
            <ArrowLeft aria-hidden="true" focusable="false" size={18} />
            {labels.backToConditions}
          </Back>
          <Heading>
            <ConditionIcon name={condition.iconName} image={condition.iconImage} size={32} />
            <h1>{name}</h1>
          </Heading>
          <Lead>{condition.shortDescription}</Lead>
        </Container>
      </Hero>
      {/* Before anything else to read: what to do in an emergency. */}
      <UrgentHelpCard urgent={condition.urgent} />
      {/* Then, where the content gives one, the next level down: signs that need a call today. */}
      {condition.sameDay ? <SameDayHelpCard sameDay={condition.sameDay} /> : null}
      <Prose aria-labelledby={siteIds.understanding}>
        <h2 id={siteIds.understanding}>{fill(labels.understandingCondition, { name })}</h2>
        <Body />
      </Prose>
      <Lists>
        <ItemList id={siteIds.commonSymptoms} title={labels.commonSymptoms} items={condition.symptoms} />
        <ItemList id={siteIds.treatmentApproaches} title={labels.treatmentApproaches} items={condition.treatments} />
      </Lists>
      <ReviewRecord file={condition.file} sources={condition.sources} />
      <CtaBand title={fill(labels.specializedCare, { name })}>
        <p>{fill(labels.specializedCareText, { name })}</p>
        <BookingButton variant="inverse">{labels.bookAnAppointment}</BookingButton>
      </CtaBand>
    </PageBody>
  )
}
