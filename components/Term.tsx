/**
 * A medical term explained where it stands. In running text the term stays in its sentence and opens
 * its plain explanation from content/glossary.yaml on demand: the term is a button that shows the
 * explanation as a popover (the HTML popover attribute, which needs no JavaScript), by touch, mouse or
 * keyboard, announced as collapsed or expanded, and closed again by a tap outside or Escape. On paper
 * the explanation follows the term in brackets. In a table (ToolTable), where a term heads a row and
 * its explanation has a line of its own, `inline` keeps it shown as text.
 */
import clsx from 'clsx'
import { Children, Fragment, useId, type ComponentProps, type ReactNode } from 'react'
import { splitMarks, type MarkedPart } from '../lib/content/glossary'
import { glossary } from '../lib/glossary'
import styles from './Term.module.css'

/** A term's plain explanation, quieter than the words around it. */
export function Explanation({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={clsx(styles.explanation, className)} />
}

/**
 * `inline`: the explanation shown as text after the term, in brackets (a table's cells); otherwise it
 * opens on demand. `explanationClassName`: a class of the placing part's own for the shown explanation.
 */
function Explained({
  term,
  inline = false,
  explanationClassName,
}: {
  term: string
  inline?: boolean
  explanationClassName?: string
}) {
  // Marked text is page HTML: inside an island's part it is a slot the browser keeps (renderer/islands.tsx), never rendered there again, so React may give the id.
  const id = useId()
  const entry = glossary.find(term)
  // The content check stops the build when a term is not in the glossary; should one slip through, its words still show.
  if (!entry) return <>{term}</>
  if (inline)
    return (
      <>
        <dfn className={styles.defined}>{term}</dfn>{' '}
        <Explanation className={explanationClassName}>{`(${entry.explanation})`}</Explanation>
      </>
    )
  return (
    <>
      <dfn className={styles.defined}>
        <button type="button" className={styles.term} popoverTarget={id}>
          {term}
        </button>
        {/* The search index reads the term once, from its button. */}
        <span className={styles.printedTerm} data-pagefind-ignore="">
          {term}
        </span>
      </dfn>
      <span id={id} popover="auto" className={styles.popover}>
        <span className={styles.popoverTerm}>{term}:</span> {entry.explanation}
      </span>
    </>
  )
}

/** The part a writer places in a page's text: We use <Term>FDG-PET</Term> scans. */
export function Term({ children }: { children?: ReactNode }) {
  const term = Children.toArray(children)
    .filter((child) => typeof child === 'string' || typeof child === 'number')
    .join('')
  return <Explained term={term} />
}

/** "[[MoCA]], [[MMSE]], [[RBANS]]": marks with nothing but commas or semicolons between them, each with the separator after it; null for any other text. */
function termList(parts: MarkedPart[]): Array<{ term: string; separator: string }> | null {
  const items: Array<{ term: string; separator: string }> = []
  for (const [index, part] of parts.entries()) {
    const expectTerm = index % 2 === 0
    if (expectTerm !== (typeof part !== 'string')) return null
    if (typeof part !== 'string') items.push({ term: part.term, separator: '' })
    else if (/^\s*[,;]\s*$/.test(part)) items[items.length - 1].separator = part.trim()
    else return null
  }
  return items.length > 1 && parts.length % 2 === 1 ? items : null
}

/**
 * Front-matter text in which a writer marked terms as [[FDG-PET]]: for every component that shows
 * such a field. `list`: when the text is only marked terms separated by commas, each stands on a line of its own.
 * `inline`: each explanation shown as text after its term (a table's cells) instead of on demand.
 * `explanationClassName`: a class of the placing part's own for each shown explanation.
 */
export function MarkedText({
  text,
  list = false,
  inline = false,
  explanationClassName,
}: {
  text: string
  list?: boolean
  inline?: boolean
  explanationClassName?: string
}) {
  const parts = splitMarks(text)
  const items = list ? termList(parts) : null
  if (items) {
    return (
      <>
        {items.map((item, index) => (
          <span key={index} className={styles.listedTerm}>
            <Explained term={item.term} inline={inline} explanationClassName={explanationClassName} />
            {item.separator}
          </span>
        ))}
      </>
    )
  }
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {typeof part === 'string' ? (
            part
          ) : (
            <Explained term={part.term} inline={inline} explanationClassName={explanationClassName} />
          )}
        </Fragment>
      ))}
    </>
  )
}
