/** The team's cards: portrait, name, role and a short bio (content/team). */
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { getCollection } from '../lib/content/collections'
import { Button } from './Button'
import { MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { theme } from './theme'

const Role = styled.p`
  && { color: ${theme.colors.primary}; }
  font-weight: 600;
`

/** `profileLabel`: the words of each card's button (profiles are not published yet, so it does nothing). */
export function TeamMembers({ profileLabel }: { profileLabel: string }) {
  const team = getCollection('team')
  return (
    <MediaCardGrid>
      {team.map((member) => (
        <MediaCard key={member.id} id={`team-${member.id}`}>
          <img src={withBase(member.image)} alt={member.imageAlt} width={400} height={300} loading="lazy" />
          <MediaCardBody>
            <h3 id={`team-${member.id}-name`}>{member.name}</h3>
            <Role>{member.role}</Role>
            <p>{member.bio}</p>
            <Button variant="secondary" aria-describedby={`team-${member.id}-name`}>
              {profileLabel}
            </Button>
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
