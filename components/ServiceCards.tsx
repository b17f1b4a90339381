/** The services at a glance (content/services): picture, name, summary, what is included, and a link to the programme's tab. */
import styled from 'styled-components'
import { withBase } from '../lib/site'
import type { Entry } from '../lib/content/entries'
import type { ServiceFrontmatter } from '../lib/content/schema'
import { usePageData } from '../renderer/usePageContext'
import { CheckList } from './CheckList'
import { media, theme } from './theme'

export type ServicesData = { services: Entry<ServiceFrontmatter>[] }

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
  img { display: block; width: 100%; height: auto; }
`

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  h3 { font-size: ${theme.font.size.lg}; margin: 0; }
  > p { margin: 0 0 ${theme.space.sm}; color: ${theme.colors.muted}; }
`

const More = styled.a`
  margin-top: auto;
  align-self: flex-start;
  font-weight: 600;
  min-height: 2.75rem;
  display: inline-flex;
  align-items: center;
`

/** `learnMoreLabel`: the words of the link from each card to its programme (#<service id>). */
export function ServiceCards({ learnMoreLabel }: { learnMoreLabel: string }) {
  const { services } = usePageData<ServicesData>()
  return (
    <Grid>
      {services.map((service) => (
        <Card key={service.id}>
          <img src={withBase(service.image)} alt={service.imageAlt} width={400} height={240} loading="lazy" />
          <Body>
            <h3 id={`${service.id}-card-title`}>{service.title}</h3>
            <p>{service.description}</p>
            <CheckList items={service.features.slice(0, 3)} />
            <More href={`#${service.id}`} aria-describedby={`${service.id}-card-title`} data-service-link={service.id}>
              {learnMoreLabel}
            </More>
          </Body>
        </Card>
      ))}
    </Grid>
  )
}
