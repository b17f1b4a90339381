/** The references a page's health claims rest on, under "Sources": on pages, services and posts that carry no review record. */
import { useId } from 'react'
import styled from 'styled-components'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { site } from '../lib/site'
import { SmartLink } from './SmartLink'
import { theme } from './theme'

const Box = styled.section`
  margin: ${theme.space.xl} 0 0;
  font-size: ${theme.font.size.sm};
  h2, h3, h4 { font-size: ${theme.font.size.lg}; margin: 0 0 ${theme.space.sm}; }
  ol { margin: 0; padding-left: ${theme.space.lg}; }
  li + li { margin-top: ${theme.space.xs}; }
`

export function SourceList({
  sources,
  headingLevel = 2,
}: {
  sources: ConditionFrontmatter['sources']
  headingLevel?: 2 | 3 | 4
}) {
  const headingId = useId()
  if (!sources.length) return null
  const Heading = `h${headingLevel}` as const
  return (
    <Box aria-labelledby={headingId} data-sources="">
      <Heading id={headingId}>{site.labels.sources}</Heading>
      <ol aria-labelledby={headingId}>
        {sources.map((source) => (
          <li key={source.url}>
            <SmartLink href={source.url}>{source.title}</SmartLink>
          </li>
        ))}
      </ol>
    </Box>
  )
}
