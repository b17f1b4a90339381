/** A list whose items each start with a check mark: what a service or plan includes. Give items, or wrap a Markdown list. */
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { MarkedText } from './Term'
import { theme } from './theme'

const Wrapper = styled.div`
  ul { list-style: none; margin: 0 0 ${theme.space.md}; padding: 0; display: grid; gap: ${theme.space.sm}; }
  li { display: flex; gap: ${theme.space.sm}; align-items: flex-start; }
  li > svg { flex: none; margin-top: 0.2rem; color: ${theme.colors.primary}; }
  li > p { margin: 0; }
  /* Markdown lists get their marks from CSS, data lists from the icon. */
  &[data-prose] li::before {
    content: '';
    flex: none;
    width: 0.45rem;
    height: 0.8rem;
    margin: 0.3rem 0.35rem 0 0.2rem;
    border: solid ${theme.colors.primary};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`

export function CheckList({ items, children }: { items?: readonly string[]; children?: ReactNode }) {
  if (!items) return <Wrapper data-prose="">{children}</Wrapper>
  return (
    <Wrapper>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" size={18} />
            <span>
              <MarkedText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
