/** The plans (content/plans) side by side; each plan's button is the booking link. */
import styled from 'styled-components'
import { getCollection } from '../lib/content/collections'
import { BookingButton } from './BookingButton'
import { CheckList } from './CheckList'
import { media, theme } from './theme'

const Grid = styled.ul`
  list-style: none;
  margin: ${theme.space.lg} 0 0;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  align-items: stretch;
  ${media.lg} { grid-template-columns: repeat(3, 1fr); }
`

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  &[data-featured] { border: 2px solid ${theme.colors.primary}; }
  h3 { margin: 0; font-size: ${theme.font.size.xl}; }
  p { margin: 0; }
  > a { margin-top: auto; }
`

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: 0.125rem ${theme.space.md};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.primaryText};
  font-size: ${theme.font.size.sm};
  font-weight: 700;
  @media (forced-colors: active) { border: 1px solid CanvasText; }
`

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${theme.space.sm};
  strong { font-size: 2.5rem; line-height: 1.1; color: ${theme.colors.heading}; }
  span { color: ${theme.colors.muted}; }
`

const Summary = styled.p`
  color: ${theme.colors.muted};
`

export function PricingPlans() {
  const plans = getCollection('plans')
  return (
    <Grid>
      {plans.map((plan) => (
        <Card key={plan.id} data-plan={plan.id} data-featured={plan.badge ? '' : undefined}>
          {plan.badge ? <Badge data-badge="">{plan.badge}</Badge> : null}
          <h3>{plan.name}</h3>
          <Price>
            <strong>{plan.price}</strong>
            <span>{plan.period}</span>
          </Price>
          <Summary>{plan.summary}</Summary>
          <CheckList items={plan.features} />
          <BookingButton variant={plan.badge ? 'primary' : 'secondary'}>{plan.buttonLabel}</BookingButton>
        </Card>
      ))}
    </Grid>
  )
}
