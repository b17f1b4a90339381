/**
 * The BE FAST stroke signs: one step per letter, what to look for beside it. Plain HTML, so it reads
 * the same with JavaScript off, in print and to screen readers (the big letter is only a visual cue).
 */
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { cardGrid } from './CardGrid'
import { theme } from './theme'

const Steps = styled.ol`
  ${cardGrid({ md: 2, lg: 3, gap: theme.space.md })}
`

const Step = styled.li`
  display: flex;
  gap: ${theme.space.md};
  align-items: flex-start;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
  h3 { font-size: ${theme.font.size.xl}; margin-bottom: ${theme.space.xs}; }
  p { margin: 0; }
`

const Letter = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.urgent};
  color: ${theme.colors.primaryText};
  font-size: ${theme.font.size.xxl};
  font-weight: 800;
  line-height: 1;
  @media (forced-colors: active) { border: 2px solid CanvasText; }
  @media print { background: none; color: ${theme.colors.urgent}; border: 2px solid ${theme.colors.urgent}; }
`

export function BeFastGuide({ children }: { children: ReactNode }) {
  return <Steps data-befast="">{children}</Steps>
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
    <Step>
      <Letter aria-hidden="true">{letter}</Letter>
      <div>
        <h3>{word}</h3>
        <div>{children}</div>
      </div>
    </Step>
  )
}
