/** A post's category tag and publication day, on its card and at the top of its page. */
import styled from 'styled-components'
import { formatDay } from '../lib/dates'
import { theme } from './theme'

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  font-size: ${theme.font.size.sm};
  &[data-on-tint] {
    margin: 0;
  }
`

/** On the page's tinted band the tag is white, on a white card it is tinted, so it always stands out. */
const Category = styled.span`
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.tint};
  color: ${theme.colors.primaryHover};
  font-weight: 600;
  [data-on-tint] > & {
    background: ${theme.colors.surface};
  }
`

export function PostMeta({ category, date, onTint = false }: { category: string; date: string; onTint?: boolean }) {
  return (
    <Meta data-on-tint={onTint ? '' : undefined}>
      <Category>{category}</Category>
      <time dateTime={date}>{formatDay(date)}</time>
    </Meta>
  )
}
