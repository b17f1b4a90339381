/**
 * An assessment category's tests as a real table. The Examples column shows only when some test
 * names examples. On a phone the table scrolls sideways inside its own box, never the page.
 */
import { showExamplesColumn } from '../lib/assessments'
import { stripMarks } from '../lib/content/glossary'
import type { AssessmentTool } from '../lib/content/schema'
import { MarkedText } from './Term'
import styles from './ToolTable.module.css'

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
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the focus is how a keyboard scrolls the box, as said above
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
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
                <MarkedText text={tool.name} inline explanationClassName={styles.explanation} />
              </th>
              <td>
                <MarkedText text={tool.measures} inline />
              </td>
              {withExamples ? <td>{tool.examples ? <MarkedText text={tool.examples} list inline /> : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
