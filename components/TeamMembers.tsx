/** The team's cards: portrait, name, role and a short bio (content/team). */
import styled from 'styled-components'
import { withBase } from '../lib/site'
import type { Entry } from '../lib/content/entries'
import type { TeamMemberFrontmatter } from '../lib/content/schema'
import { usePageData } from '../renderer/usePageContext'
import { Button } from './Button'
import { media, theme } from './theme'

export type TeamData = { team: Entry<TeamMemberFrontmatter>[] }

const Grid = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  img { display: block; width: 100%; height: auto; background: ${theme.colors.tint}; }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  h3 { font-size: ${theme.font.size.lg}; margin: 0; }
  p { margin: 0; }
  button { margin-top: auto; align-self: flex-start; }
`

const Role = styled.p`
  color: ${theme.colors.primary};
  font-weight: 600;
`

const Bio = styled.p`
  color: ${theme.colors.muted};
  padding-bottom: ${theme.space.sm};
`

/** `profileLabel`: the words of each card's button (profiles are not published yet, so it does nothing). */
export function TeamMembers({ profileLabel }: { profileLabel: string }) {
  const { team } = usePageData<TeamData>()
  return (
    <Grid>
      {team.map((member) => (
        <Card key={member.id} id={`team-${member.id}`}>
          <img src={withBase(member.image)} alt={member.imageAlt} width={400} height={300} loading="lazy" />
          <Body>
            <h3 id={`team-${member.id}-name`}>{member.name}</h3>
            <Role>{member.role}</Role>
            <Bio>{member.bio}</Bio>
            <Button variant="secondary" aria-describedby={`team-${member.id}-name`}>
              {profileLabel}
            </Button>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}
