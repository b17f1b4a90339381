/**
 * Questions that open to show their answers. Each question is a button that says whether it is
 * expanded and controls its answer's region; all start closed and each opens on its own, in 0.3 s
 * (at once for visitors who ask for reduced motion). Answers are in the page's HTML, and without
 * JavaScript they are simply shown, and their questions say they are expanded.
 */
import { ChevronDown } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { island, SLOT_TAG } from '../renderer/islands'
import { theme } from './theme'
import { useHydrated } from './useHydrated'

/**
 * Browsers without scripts read this and show every answer (the buttons cannot open them); browsers
 * with scripts ignore it, so the answers are closed from the first paint, before the page hydrates.
 */
const withoutScripts = `
  [data-accordion-answer] { grid-template-rows: 1fr !important; visibility: visible !important; transition: none !important; }
  [data-accordion-chevron] { display: none !important; }
`

const List = styled.div`
  border-top: 1px solid ${theme.colors.border};
  max-width: 48rem;
  /* On paper every answer prints under its question, at once: a closed answer does not fade in. */
  @media print { ${withoutScripts} }
`

// In forced colours an open question is marked by a bar beside it and its answer, not by its arrow alone.
const Item = styled.div`
  border-bottom: 1px solid ${theme.colors.border};
  @media (forced-colors: active) {
    &:has(> h3 > [aria-expanded='true']) { border-left: 4px solid Highlight; padding-left: ${theme.space.sm}; }
  }
`

const Heading = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.lg};
`

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: 2.75rem;
  padding: ${theme.space.md} 0;
  border: 0;
  background: transparent;
  color: ${theme.colors.heading};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${theme.colors.primary}; }
  svg { flex: none; transition: transform 0.3s ease; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
`

/** Rows animate from 0fr to 1fr, so the answer's own height needs no measuring. */
const Region = styled.div`
  display: grid;
  grid-template-rows: 1fr;
  transition: grid-template-rows 0.3s ease, visibility 0.3s;
  &[data-state='closed'] { grid-template-rows: 0fr; visibility: hidden; }
  > div { overflow: hidden; min-height: 0; }
  p { color: ${theme.colors.muted}; }
`

const Answer = styled.div`
  padding-bottom: ${theme.space.md};
  > :last-child, > ${SLOT_TAG}:last-child > :last-child { margin-bottom: 0; }
`

export function Accordion({ children }: { children: ReactNode }) {
  return (
    <List>
      <noscript>
        <style>{withoutScripts}</style>
      </noscript>
      {children}
    </List>
  )
}

function AccordionItemIsland({ id, question, children }: { id: string; question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  // The page's HTML says what a browser without scripts shows: every answer, expanded. A browser
  // with scripts shows them closed from the first paint, and its first script says so at once
  // (data-expanded-with-script, renderer/client/islands.ts), before the question wakes.
  const hydrated = useHydrated()
  // React compares a render with its last one, not with the page, and the first script has already
  // turned the page's "true" into "false": once awake the question writes its state itself, or one
  // opened by a press replayed while it woke would go on saying "false".
  const trigger = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    if (hydrated) trigger.current?.setAttribute('aria-expanded', String(open))
  }, [hydrated, open])
  return (
    <Item id={id}>
      <Heading>
        <Trigger
          ref={trigger}
          type="button"
          id={`${id}-question`}
          aria-expanded={hydrated ? open : true}
          data-expanded-with-script="false"
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          {question}
          <ChevronDown aria-hidden="true" size={20} data-accordion-chevron="" />
        </Trigger>
      </Heading>
      <Region
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        data-state={open ? 'open' : 'closed'}
        data-accordion-answer=""
      >
        <div>
          <Answer>{children}</Answer>
        </div>
      </Region>
    </Item>
  )
}

export const AccordionItem = island('AccordionItem', AccordionItemIsland)
