/** The services at a glance (content/services): picture, name, summary, what is included, and a link to the programme's tab. */
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { getCollection } from '../lib/content/collections'
import { CheckList } from './CheckList'
import { MediaCard, MediaCardBody, MediaCardGrid } from './MediaCards'
import { MarkedText } from './Term'
import { theme } from './theme'

const More = styled.a`
  min-height: 2.75rem;
  display: inline-flex;
  align-items: center;
  font-weight: 600;
  color: ${theme.colors.primary};
`

/** `learnMoreLabel`: the words of the link from each card to its programme (#<service id>). */
export function ServiceCards({ learnMoreLabel }: { learnMoreLabel: string }) {
  const services = getCollection('services')
  return (
    <MediaCardGrid>
      {services.map((service) => (
        <MediaCard key={service.id}>
          <img src={withBase(service.image)} alt={service.imageAlt} width={400} height={240} loading="lazy" />
          <MediaCardBody>
            <h3 id={`${service.id}-card-title`}>{service.title}</h3>
            <p>
              <MarkedText text={service.description} />
            </p>
            <CheckList items={service.features.slice(0, 3)} />
            <More href={`#${service.id}`} aria-describedby={`${service.id}-card-title`} data-service-link={service.id}>
              {learnMoreLabel}
            </More>
          </MediaCardBody>
        </MediaCard>
      ))}
    </MediaCardGrid>
  )
}
