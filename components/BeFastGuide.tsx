/**
 * The BE FAST stroke signs: one step per letter, what to look for beside it. Plain HTML, so it reads
 * the same with JavaScript off, in print and to screen readers (the big letter is only a visual cue).
 */
import type { ReactNode } from 'react'
import clsx from 'clsx'
import { cardGrid } from './CardGrid'
import styles from './BeFastGuide.module.css'

export function BeFastGuide({ children }: { children: ReactNode }) {
  return (
    <ol className={clsx(cardGrid({ md: 2, lg: 3 }), styles.steps)} data-befast="">
      {children}
    </ol>
  )
}

interface BeFastStepProps {
  /** The letter of BE FAST this step stands for. */
  letter: string
  /** The word the letter stands for (Balance, Eyes, ...). */
  word: string
  /** What to look for. */
  children: ReactNode
}

export function BeFastStep({ letter, word, children }: BeFastStepProps) {
  return (
    <li className={styles.step}>
      <span className={styles.letter} aria-hidden="true">
        {letter}
      </span>
      <div>
        <h3>{word}</h3>
        <div>{children}</div>
      </div>
    </li>
  )
}
