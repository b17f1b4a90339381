/** The team's cards: photograph (or initials until there is one), name, role, a short bio and the link to each person's profile (content/team). */
import { getCollection } from '../lib/content/collections'
import { LinkButton } from './Button'
import { MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { Portrait } from './Portrait'
import styles from './TeamMembers.module.css'
import { currentLanguage } from '../lib/language'

/** `profileLabel`: the words of each card's link to the person's profile (/about/team/<id>). */
export function TeamMembers({ profileLabel }: { profileLabel: string }) {
  const team = getCollection('team', currentLanguage())
  return (
    <MediaCardGrid>
      {team.map((member) => (
        <MediaCard key={member.id} id={`team-${member.id}`}>
          <Portrait name={member.name} image={member.image} imageAlt={member.imageAlt} imageFocus={member.imageFocus} />
          <MediaCardBody>
            <h3 id={`team-${member.id}-name`}>{member.name}</h3>
            <p className={styles.role}>{member.role}</p>
            <p>{member.bio}</p>
            {member.address ? (
              <LinkButton href={member.address} variant="secondary" describedBy={`team-${member.id}-name`}>
                {profileLabel}
              </LinkButton>
            ) : null}
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
