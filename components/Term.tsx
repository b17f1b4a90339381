/**
 * A medical term explained where it stands: the term, then its plain explanation from
 * content/glossary.yaml in brackets, as ordinary text. So every reader meets the explanation at
 * that point: without JavaScript, by keyboard (there is nothing to open), with a screen reader (it
 * is read in order, like the rest of the sentence) and on paper. A tooltip would keep it from all
 * but mouse users.
 */
import clsx from 'clsx'
import { Children, Fragment, type ComponentProps, type ReactNode } from 'react'
import { splitMarks, type MarkedPart } from '../lib/content/glossary'
import { glossary } from '../lib/glossary'
import styles from './Term.module.css'

/** A term's plain explanation, quieter than the words around it. */
export function Explanation({ className, ...props }: ComponentProps<'span'>) {
  return <span {...props} className={clsx(styles.explanation, className)} />
}

/** `explanationClassName`: a class of the placing part's own for the explanation (ToolTable sets it on a line of its own). */
function Explained({ term, explanationClassName }: { term: string; explanationClassName?: string }) {
  const entry = glossary.find(term)
  // The content check stops the build when a term is not in the glossary; should one slip through, its words still show.
  if (!entry) return <>{term}</>
  return (
    <>
      <dfn className={styles.defined}>{term}</dfn>{' '}
      <Explanation className={explanationClassName}>{`(${entry.explanation})`}</Explanation>
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
 * `explanationClassName`: a class of the placing part's own for each term's explanation.
 */
export function MarkedText({
  text,
  list = false,
  explanationClassName,
}: {
  text: string
  list?: boolean
  explanationClassName?: string
}) {
  const parts = splitMarks(text)
  const items = list ? termList(parts) : null
  if (items) {
    return (
      <>
        {items.map((item, index) => (
          <span key={index} className={styles.listedTerm}>
            <Explained term={item.term} explanationClassName={explanationClassName} />
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
          {typeof part === 'string' ? part : <Explained term={part.term} explanationClassName={explanationClassName} />}
        </Fragment>
      ))}
    </>
  )
}
