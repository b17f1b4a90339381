/**
 * A medical term explained where it stands: the term, then its plain explanation from
 * content/glossary.yaml in brackets, as ordinary text. So every reader meets the explanation at
 * that point: without JavaScript, by keyboard (there is nothing to open), with a screen reader (it
 * is read in order, like the rest of the sentence) and on paper. A tooltip would keep it from all
 * but mouse users.
 */
import { Children, Fragment, type ReactNode } from 'react'
import styled from 'styled-components'
import { splitMarks, type MarkedPart } from '../lib/content/glossary'
import { glossary } from '../lib/glossary'
import { theme } from './theme'

// Browsers set <dfn> in italics; weight marks the term instead, which stays easy to read.
const Defined = styled.dfn`
  font-style: normal;
  font-weight: 600;
`

// Quieter than the words around it, so a sentence still reads as one; the colour keeps 7:1 contrast.
export const Explanation = styled.span`
  color: ${theme.colors.muted};
  font-size: 0.9em;
  font-weight: 400;
`

function Explained({ term }: { term: string }) {
  const entry = glossary.find(term)
  // The content check stops the build when a term is not in the glossary; should one slip through, its words still show.
  if (!entry) return <>{term}</>
  return (
    <>
      <Defined>{term}</Defined> <Explanation>{`(${entry.explanation})`}</Explanation>
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

// One explained term per line: in a narrow table cell, "MoCA (…), MMSE (…), RBANS (…)" run together would read as one block.
const ListedTerm = styled.span`
  display: block;
  & + & { margin-top: ${theme.space.sm}; }
`

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
 */
export function MarkedText({ text, list = false }: { text: string; list?: boolean }) {
  const parts = splitMarks(text)
  const items = list ? termList(parts) : null
  if (items) {
    return (
      <>
        {items.map((item, index) => (
          <ListedTerm key={index}>
            <Explained term={item.term} />
            {item.separator}
          </ListedTerm>
        ))}
      </>
    )
  }
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{typeof part === 'string' ? part : <Explained term={part.term} />}</Fragment>
      ))}
    </>
  )
}
