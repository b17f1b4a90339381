/** The Education tab: lists of topics (content/education), each linking to <basePath>/<slug of its name>. */
import { ChevronRight } from 'lucide-react'
import styled from 'styled-components'
import { withBase } from '../lib/site'
import { slugify } from '../lib/slug'
import { getCollection } from '../lib/content/collections'
import { media, theme } from './theme'

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  ${media.md} { grid-template-columns: repeat(3, 1fr); }
`

const Column = styled.section`
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  h3 { font-size: ${theme.font.size.lg}; }
  ul { list-style: none; margin: 0; padding: 0; }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    min-height: 2.75rem;
    text-decoration: none;
    border-bottom: 1px solid ${theme.colors.surfaceAlt};
  }
  a:hover { text-decoration: underline; }
  svg { flex: none; }
`

export function EducationLists() {
  const education = getCollection('education')
  return (
    <Columns>
      {education.map((list) => (
        <Column key={list.id} aria-labelledby={`education-${list.id}`} data-education={list.id}>
          <h3 id={`education-${list.id}`}>{list.heading}</h3>
          <ul>
            {list.items.map((item) => (
              <li key={item}>
                <a href={withBase(`${list.basePath}/${slugify(item)}`)}>
                  {item}
                  <ChevronRight aria-hidden="true" size={18} />
                </a>
              </li>
            ))}
          </ul>
        </Column>
      ))}
    </Columns>
  )
}
