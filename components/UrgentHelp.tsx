/**
 * The urgent-help card of a condition page, after the NHS "urgent" care card: the signs that need
 * emergency care and what to do first, with a link that dials the emergency number. It stands out
 * by more than colour: a heavy frame, a heading band with a warning sign, and a large call link.
 * Every word comes from the condition's `urgent` front-matter and content/site.yaml.
 */
import { Phone, TriangleAlert } from 'lucide-react'
import styled from 'styled-components'
import { callButton } from './EmergencyNotice'
import type { UrgentHelpFrontmatter } from '../lib/content/schema'
import { fill, site } from '../lib/site'
import { collectionOf, entryIdOf } from '../lib/content/addresses'
import { getEntry } from '../lib/content/collections'
import { usePageContext } from '../renderer/usePageContext'
import { media, theme } from './theme'
import { siteIds } from '../lib/site-ids'
import { SameDayHelpCard } from './SameDayHelp'

/** The anchor of the card's heading; a page shows one card. */
export const URGENT_HELP_ID = siteIds.urgentHelp

/* No top margin: the card follows a hero, whose own padding gives the space above it. */
const Card = styled.section`
  max-width: 48rem;
  border: 4px solid ${theme.colors.urgent};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.urgentSurface};
  color: ${theme.colors.text};
  overflow: hidden;
  @media print { break-inside: avoid; }
`

const Heading = styled.h2`
  && {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    padding: ${theme.space.md} ${theme.space.lg};
    background: ${theme.colors.urgent};
    color: ${theme.colors.primaryText};
    font-size: ${theme.font.size.xl};
    line-height: 1.3;
  }
  svg { flex: none; }
  /* Forced colours drop the band's colour: a rule keeps the heading apart from the signs. */
  @media (forced-colors: active) { border-bottom: 4px solid CanvasText; }
  @media print { && { background: none; color: ${theme.colors.urgent}; border-bottom: 2px solid ${theme.colors.urgent}; } }
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  p { margin: 0; }
`

const Signs = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${theme.space.xs};
  li { padding-left: ${theme.space.xs}; }
  li::marker { color: ${theme.colors.urgent}; }
`

const Action = styled.p`
  font-weight: 700;
  color: ${theme.colors.heading};
`

const CallLink = styled.a`
  ${callButton}
  justify-self: start;
  background: ${theme.colors.urgent};
  color: ${theme.colors.primaryText};
  font-size: ${theme.font.size.lg};
  &:hover { background: ${theme.colors.surface}; color: ${theme.colors.urgent}; }
  @media print { background: none; color: ${theme.colors.urgent}; }
`

const Crisis = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};
  ${media.sm} { grid-template-columns: 1fr auto; align-items: center; }
`

const CrisisLink = styled.a`
  ${callButton}
  justify-self: start;
  background: ${theme.colors.surface};
  color: ${theme.colors.urgent};
  &:hover { background: ${theme.colors.urgent}; color: ${theme.colors.primaryText}; }
`

/** The card itself, for a condition's `urgent` front-matter. */
export function UrgentHelpCard({ urgent }: { urgent: UrgentHelpFrontmatter }) {
  const { phone, crisisPhone } = site.emergency
  return (
    <Card aria-labelledby={URGENT_HELP_ID} data-urgent-help="">
      <Heading id={URGENT_HELP_ID}>
        <TriangleAlert aria-hidden="true" focusable="false" size={28} />
        <span>{urgent.title}</span>
      </Heading>
      <Body>
        <Signs>
          {urgent.signs.map((sign) => (
            <li key={sign}>{sign}</li>
          ))}
        </Signs>
        <Action>{urgent.action}</Action>
        <CallLink href={`tel:${phone}`} data-call="emergency">
          <Phone aria-hidden="true" focusable="false" size={20} />
          {fill(site.labels.callNumber, { phone })}
        </CallLink>
        {urgent.crisis ? (
          <Crisis>
            <p>{urgent.crisis}</p>
            <CrisisLink href={`tel:${crisisPhone}`} data-call="crisis">
              <Phone aria-hidden="true" focusable="false" size={18} />
              {fill(site.labels.callNumber, { phone: crisisPhone })}
            </CrisisLink>
          </Crisis>
        ) : null}
      </Body>
    </Card>
  )
}

/**
 * The part a bespoke condition page places right after its <PageHero>: the same card, from the
 * same front-matter, as a generic page shows, and the same-day card after it when there is one. The content check asks for it there, exactly once.
 */
export function UrgentHelp() {
  const { source } = usePageContext().data
  const condition =
    source && collectionOf(source.file) === 'conditions' ? getEntry('conditions', entryIdOf(source.file)) : undefined
  if (!condition)
    throw new Error(
      "<UrgentHelp /> shows a condition's urgent front-matter, so it belongs on bespoke condition pages only",
    )
  return (
    <>
      <UrgentHelpCard urgent={condition.urgent} />
      {condition.sameDay ? <SameDayHelpCard sameDay={condition.sameDay} /> : null}
    </>
  )
}
