/**
 * An assessment category's tests as a real table. The Examples column shows only when some test
 * names examples. On a phone the table scrolls sideways inside its own box, never the page.
 */
import styled from 'styled-components'
import { showExamplesColumn } from '../lib/assessments'
import { stripMarks } from '../lib/content/glossary'
import type { AssessmentTool } from '../lib/content/schema'
import { Explanation, MarkedText } from './Term'
import { theme } from './theme'

const Scroller = styled.div`
  overflow-x: auto;
  margin: ${theme.space.lg} 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  &:focus-visible { outline-offset: 2px; }
`

const Table = styled.table`
  width: 100%;
  min-width: 34rem;
  border-collapse: collapse;
  text-align: left;
  th, td { padding: ${theme.space.sm} ${theme.space.md}; vertical-align: top; border-bottom: 1px solid ${theme.colors.border}; }
  thead th { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.heading}; }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody th { color: ${theme.colors.heading}; }
  /* A row's name stands alone on its first line, its explanation under it, so the names are easy to scan down the column. */
  tbody th ${Explanation} { display: block; margin-top: ${theme.space.xs}; }
`

export interface ToolTableLabels {
  tool: string
  measures: string
  examples: string
}

export function ToolTable({
  id,
  caption,
  tools,
  labels,
}: {
  id: string
  caption: string
  tools: readonly AssessmentTool[]
  labels: ToolTableLabels
}) {
  const withExamples = showExamplesColumn(tools)
  const captionId = `${id}-caption`
  return (
    // A scrollable box must be reachable by keyboard and named, so it can be scrolled without a mouse.
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.tool}</th>
            <th scope="col">{labels.measures}</th>
            {withExamples ? <th scope="col">{labels.examples}</th> : null}
          </tr>
        </thead>
        <tbody>
          {tools.map((tool) => (
            <tr key={tool.name}>
              {/* Screen readers repeat a row's header as the reader moves through the table; abbr gives them the name without its explanation. */}
              <th scope="row" abbr={stripMarks(tool.name) !== tool.name ? stripMarks(tool.name) : undefined}>
                <MarkedText text={tool.name} />
              </th>
              <td>
                <MarkedText text={tool.measures} />
              </td>
              {withExamples ? <td>{tool.examples ? <MarkedText text={tool.examples} list /> : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  )
}
