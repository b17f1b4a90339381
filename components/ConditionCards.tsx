/** The conditions list: one card per condition with its icon, name, short description and a link to its page. */
import styled from 'styled-components'
import { fill, site } from '../lib/site'
import { ButtonLink } from './Button'
import { ConditionIcon } from './ConditionIcon'
import { Reveal } from './motion'
import { media, theme } from './theme'
import { getCollection } from '../lib/content/collections'

const Grid = styled.ul`
  /* a grid, wider than the prose column's reading width */
  && { max-width: none; }
  list-style: none;
  margin: ${theme.space.xxl} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: repeat(2, 1fr); }
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h2 { font-size: ${theme.font.size.xl}; margin: 0; }
`

/** The description area keeps a minimum height so the cards' links line up across a row. */
const Description = styled.p`
  min-height: ${theme.layout.cardDescriptionMinHeight};
  margin: 0;
  color: ${theme.colors.muted};
  flex: 1 0 auto;
`

const LearnMore = styled(ButtonLink)`
  align-self: flex-start;
`

/** Every condition file's card, in list order. */
export function ConditionCards() {
  const conditions = getCollection('conditions')
  return (
    <Grid data-conditions="">
      {conditions.map((condition, index) => (
        <Reveal as="li" key={condition.id} delay={0.1 * index} duration={0.5}>
          <Card aria-labelledby={`condition-${condition.id}`}>
            <ConditionIcon name={condition.iconName} image={condition.iconImage} />
            <h2 id={`condition-${condition.id}`}>{condition.name}</h2>
            <Description>{condition.shortDescription}</Description>
            <LearnMore href={condition.address ?? `/conditions/${condition.id}`} variant="secondary">
              {site.labels.learnMore}
              <span className="visually-hidden"> {fill(site.labels.learnMoreAbout, { name: condition.name })}</span>
            </LearnMore>
          </Card>
        </Reveal>
      ))}
    </Grid>
  )
}
