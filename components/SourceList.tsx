/** The references a page's health claims rest on, under "Sources": on pages, services and posts that carry no review record. */
import { useId } from 'react'
import type { ConditionFrontmatter } from '../lib/content/schema'
import { site } from '../lib/site'
import { SmartLink } from './SmartLink'
import styles from './SourceList.module.css'

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
    <section className={styles.box} aria-labelledby={headingId} data-sources="">
      <Heading id={headingId}>{site.labels.sources}</Heading>
      <ol aria-labelledby={headingId}>
        {sources.map((source) => (
          <li key={source.url}>
            <SmartLink href={source.url}>{source.title}</SmartLink>
          </li>
        ))}
      </ol>
    </section>
  )
}
