/**
 * Questions that open to show their answers. Each question is a button that says whether it is
 * expanded and controls its answer's region; all start closed and each opens on its own, in 0.3 s
 * (at once for visitors who ask for reduced motion). Answers are in the page's HTML, and without
 * JavaScript they are simply shown, and their questions say they are expanded.
 */
import { ChevronDown } from 'lucide-react'
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { island } from '../renderer/islands'
import { useHydrated } from './useHydrated'
import styles from './Accordion.module.css'

export function Accordion({ children }: { children: ReactNode }) {
  return <div className={styles.list}>{children}</div>
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
    <div className={styles.item} id={id}>
      <h3 className={styles.heading}>
        <button
          className={styles.trigger}
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
        </button>
      </h3>
      <div
        className={styles.region}
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        data-state={open ? 'open' : 'closed'}
        data-accordion-answer=""
      >
        <div>
          <div className={styles.answer}>{children}</div>
        </div>
      </div>
    </div>
  )
}

export const AccordionItem = island('AccordionItem', AccordionItemIsland)
